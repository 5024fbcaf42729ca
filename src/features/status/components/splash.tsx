import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner';

export function Splash() {
  const { t } = useTranslation();
  return (
    <main className="status-screen">
      <div className="brand brand--large">{t('common.app_name')}</div>
      <Spinner label={t('status.starting')} />
    </main>
  );
}
