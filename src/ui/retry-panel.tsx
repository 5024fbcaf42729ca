import { useTranslation } from 'react-i18next';
import { useErrorText } from './error-text';

/** What a failed load shows: a clear, translated reason and a retry. */
export function RetryPanel({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div className="retry-panel" role="alert">
      {title && <h2 className="retry-panel__title">{title}</h2>}
      <p className="retry-panel__text">{errorText(error)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
