import { useTranslation } from 'react-i18next';
import { formatsFor } from '../i18n/format';
import { useLanguage } from '../i18n/use-language';
import { useOnline } from '../platform/online-status';
import './saved-at.css';

/** What SavedAt reads of a query (TanStack's query result has all of it). */
export interface SavedQuery {
  data: unknown;
  dataUpdatedAt: number;
  isError: boolean;
}

/**
 * When the answer of a screen kept on the device is not this moment's
 * (docs/decisions/0089): offline, or after a refresh that failed, the
 * screen shows its saved data and this line says when it was saved, in the
 * format module's one date-time format. With several queries on a screen it
 * names the oldest. Nothing while the answers are live, or when none was saved.
 */
export function SavedAt({ queries }: { queries: readonly SavedQuery[] }) {
  const { t } = useTranslation();
  const online = useOnline();
  const language = useLanguage();
  const saved = queries.filter((query) => query.data !== undefined && query.dataUpdatedAt > 0);
  if (saved.length === 0 || (online && !saved.some((query) => query.isError))) return null;
  const oldest = Math.min(...saved.map((query) => query.dataUpdatedAt));
  return (
    <p className="saved-at" role="status" data-testid="saved-at">
      {t('offline.saved_at', { when: formatsFor(language, null).dateTime(oldest) })}
    </p>
  );
}
