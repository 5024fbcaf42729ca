import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';
import { formatsFor } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/use-language';

export function MaintenancePage({ endsAt, onCheckAgain, checking }: { endsAt: number | null; onCheckAgain: () => void; checking: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // no money here: the country settings are not needed (nor reachable during maintenance)
  const end = endsAt ? formatsFor(language, null).dateTime(endsAt) : null;
  return (
    <StatusScreen icon="tools" title={t('status.maintenance_title')}>
      <p className="status-screen__text">{t('status.maintenance_text')}</p>
      {end && <p className="status-screen__meta">{t('status.maintenance_end', { time: end })}</p>}
      <button type="button" className="button" onClick={onCheckAgain} disabled={checking}>
        {checking ? t('common.loading') : t('status.check_again')}
      </button>
    </StatusScreen>
  );
}
