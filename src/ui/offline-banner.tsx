import { useTranslation } from 'react-i18next';
import { useOnline } from '../platform/online-status';

/** A visible, polite notice while the device has no network. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      {t('offline.banner')}
    </div>
  );
}
