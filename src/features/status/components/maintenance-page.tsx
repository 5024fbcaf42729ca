import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

export function MaintenancePage({ endsAt, onCheckAgain, checking }: { endsAt: number | null; onCheckAgain: () => void; checking: boolean }) {
  const { t, i18n } = useTranslation();
  const end = endsAt ? new Date(endsAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }) : null;
  return (
    <StatusScreen icon="🛠" title={t('status.maintenance_title')}>
      <p className="status-screen__text">{t('status.maintenance_text')}</p>
      {end && <p className="status-screen__meta">{t('status.maintenance_end', { time: end })}</p>}
      <button type="button" className="button" onClick={onCheckAgain} disabled={checking}>
        {checking ? t('common.loading') : t('status.check_again')}
      </button>
    </StatusScreen>
  );
}
