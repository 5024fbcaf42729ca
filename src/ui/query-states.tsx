import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryPanel } from './retry-panel';
import { Spinner } from './spinner';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a list call shows before its content: a spinner while it loads, a
 * retry when it failed with nothing cached, its empty text when there is
 * nothing. Otherwise the content (a function: it may read data only then).
 */
export function QueryStates({ query, isEmpty, emptyText, children }: { query: QueryLike; isEmpty: boolean; emptyText: string; children: () => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError && query.data === undefined) return <RetryPanel error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty) return <p className="empty-state">{emptyText}</p>;
  return <>{children()}</>;
}
