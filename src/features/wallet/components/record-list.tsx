import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../../ui/query-states';
import { useLoadMore } from '../../../ui/use-load-more';
import '../i18n-bundle';

interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { pages: (T & { list: unknown[]; totalCount: number })[] } | undefined;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Totals of the first page (they cover the whole range), the rows of all pages, more as the end nears. */
export function RecordList<T>({ query, emptyText, totals, rows, label }: {
  query: PagedQuery<T>;
  emptyText: string;
  label: string;
  totals: (first: T & { totalCount: number }) => ReactNode;
  rows: (pages: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const sentinel = useRef<HTMLDivElement>(null);
  useLoadMore(sentinel, query.hasNextPage && !query.isFetchingNextPage, pages.length, () => void query.fetchNextPage());
  return (
    <section className="wallet-card" aria-label={label}>
      <QueryStates query={query} isEmpty={!first || first.totalCount === 0} emptyText={emptyText}>
        {() => (
          <>
            <h2 className="wallet-card__title">{t('wallet.totals')} · {t('wallet.record_count', { count: first!.totalCount })}</h2>
            {totals(first!)}
            <ul className="wallet-orders">{rows(pages)}</ul>
            <div ref={sentinel} className="wallet-sentinel" />
            {query.hasNextPage ? (
              <button type="button" className="button button--ghost" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t('wallet.load_more')}
              </button>
            ) : (
              <p className="wallet-field__hint">{t('wallet.no_more')}</p>
            )}
          </>
        )}
      </QueryStates>
    </section>
  );
}
