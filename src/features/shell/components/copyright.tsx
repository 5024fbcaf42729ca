import { useTranslation } from 'react-i18next';
import { COPYRIGHT_YEARS } from '../../../config/constants';

export function Copyright() {
  const { t } = useTranslation();
  return <p className="copyright">{t('common.copyright', { years: COPYRIGHT_YEARS, name: t('common.app_name') })}</p>;
}
