import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryPanel } from './retry-panel';
import { SkeletonTiles } from './skeleton';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a list call shows before its content: skeleton tiles in the list's
 * shape while it loads (or `skeleton`, for a list of another shape), a
 * retry when it failed with nothing cached, its empty text when there is
 * nothing. Otherwise the content (a function: it may read data only then).
 */
export function QueryStates({ query, isEmpty, emptyText, skeleton, children }: {
  query: QueryLike;
  isEmpty: boolean;
  emptyText: string;
  skeleton?: ReactNode;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <>{skeleton ?? <SkeletonTiles label={t('common.loading')} />}</>;
  if (query.isError && query.data === undefined) return <RetryPanel error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty) return <p className="empty-state">{emptyText}</p>;
  return <>{children()}</>;
}
