import { useTranslation } from 'react-i18next';
import { RetryPanel } from '../../../ui/retry-panel';

/** No status yet and none cached: say why and offer a retry, never a blank page. */
export function StartupFailedPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="status-screen">
      <RetryPanel title={t('status.load_failed_title')} error={error} onRetry={onRetry} />
    </main>
  );
}
