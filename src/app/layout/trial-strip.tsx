import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { roleOf, useSession } from '../../platform/session';
import './trial-strip.css';
import { APP_PATHS } from '../../config/paths';

/** Trial users (type 4) are told where they are, and how to get a real account. */
export function TrialStrip() {
  const { t } = useTranslation();
  const session = useSession();
  if (roleOf(session) !== 'trial') return null;
  return (
    <aside className="trial-strip" aria-label={t('access.trial_strip')}>
      <span>{t('access.trial_strip')}</span>
      <Link href={APP_PATHS.register} className="button button--small">
        {t('access.trial_open_account')}
      </Link>
    </aside>
  );
}
