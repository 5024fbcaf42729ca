import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { APP_PATHS } from '../config/paths';

/** A visitor's way in, where the header and the home banner offer it: log in (the quieter one), then register. */
export function GuestLinks() {
  const { t } = useTranslation();
  return (
    <>
      <Link href={APP_PATHS.login} className="button button--small button--ghost">
        {t('header.login')}
      </Link>
      <Link href={APP_PATHS.register} className="button button--small">
        {t('header.register')}
      </Link>
    </>
  );
}
