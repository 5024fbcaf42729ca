import { useTranslation } from 'react-i18next';
import type { DepositOrder, WithdrawOrder } from '../../../../contract/wallet';
import { useFormats } from '../../../api/system/use-formats';
import { QueryStates } from '../../../ui/query-states';
import { OrderStatus } from './order-status';
import '../i18n-bundle';

interface PagedOrders<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { pages: { list: T[] }[] } | undefined;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** My deposits or my withdrawals: number, amount, status and time, newest first, more on demand. */
export function OrderList<T extends DepositOrder | WithdrawOrder>({ title, emptyText, query, detail }: {
  title: string;
  emptyText: string;
  query: PagedOrders<T>;
  detail: (order: T) => string;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const orders = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="wallet-card" aria-label={title}>
      <h2 className="wallet-card__title">{title}</h2>
      <QueryStates query={query} isEmpty={orders.length === 0} emptyText={emptyText}>
        {() => (
          <>
            <ul className="wallet-orders">
              {orders.map((order) => (
                <li key={order.id} className="wallet-order">
                  <span>{t('wallet.order_no')} {order.orderNo}</span>
                  <span className="wallet-order__amount">{formats.money(order.amount)}</span>
                  <span className="wallet-order__meta">{formats.dateTime(order.createdAt)} · {detail(order)}</span>
                  <OrderStatus status={order.status} />
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <button type="button" className="button button--ghost" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t('wallet.load_more')}
              </button>
            )}
          </>
        )}
      </QueryStates>
    </section>
  );
}
