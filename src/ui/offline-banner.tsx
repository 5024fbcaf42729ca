import { useTranslation } from 'react-i18next';
import { useOnline } from '../platform/online-status';

/**
 * A visible, polite notice while the device has no network, with a retry
 * (`onRetry`: what the app tries again, e.g. its failed loads) so a player
 * who just got a signal back need not wait for the browser to notice.
 */
export function OfflineBanner({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <span>{t('offline.banner')}</span>
      {onRetry && (
        <button type="button" className="button button--small" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
