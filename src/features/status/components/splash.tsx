import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner';
import { useBrandName } from '../../../api/system/brand';

export function Splash() {
  const { t } = useTranslation();
  return (
    <main className="status-screen">
      <div className="brand brand--large">{useBrandName()}</div>
      <Spinner label={t('status.starting')} />
    </main>
  );
}
