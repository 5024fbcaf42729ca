import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../i18n/format';
import type { OrderDetail, SubOrder } from '../../../../contract/lottery';

function subStatus(t: TFunction, formats: Formats, s: SubOrder): string {
  if (s.status === 'won') return `${t('lottery.status_won', { amount: formats.money(s.win) })} (${t('lottery.hits', { count: s.hits })})`;
  return t(`lottery.status_${s.status}`);
}

/**
 * The member's latest orders with their sub-orders: results and wins once
 * drawn; a pending sub-order of the open draw can be cancelled (the server
 * refuses once the draw has closed).
 */
export function OrdersList({ orders, openIssue, formats, busy, onCancel }: {
  orders: readonly OrderDetail[];
  openIssue: number;
  formats: Formats;
  busy: boolean;
  onCancel: (orderId: number, subOrderId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="lottery-card" aria-labelledby="lottery-orders-title">
      <h2 id="lottery-orders-title" className="lottery-card__title">{t('lottery.my_orders')}</h2>
      {orders.length === 0 && <p className="lottery-dim">{t('lottery.my_orders_none')}</p>}
      <ul className="lottery-list">
        {orders.map((o) => (
          <li key={o.orderId} className="lottery-order" data-testid="lottery-order">
            <p className="lottery-order__head">
              <strong>{t('lottery.order', { order: o.orderId })}</strong> · {t('lottery.issue', { issue: o.issue })} · {formats.money(o.stake)}
              {' · '}<span data-testid="lottery-order-status">{t(`lottery.status_${o.status}`)}</span>
              {o.win > 0 && <> · <strong className="lottery-win">{t('lottery.status_won', { amount: formats.money(o.win) })}</strong></>}
            </p>
            <ul className="lottery-subs">
              {o.subOrders.map((s) => (
                <li key={s.subOrderId} data-testid="lottery-sub-order">
                  <span>{t(`lottery.type_${s.betType}`)} {s.numbers.join(', ')} × {s.points} = {formats.money(s.stake)}</span>
                  <span className="lottery-dim">{subStatus(t, formats, s)}</span>
                  {s.status === 'pending' && o.issue === openIssue && (
                    <button type="button" className="lottery-button lottery-button--small" disabled={busy} onClick={() => onCancel(o.orderId, s.subOrderId)}>
                      {t('lottery.cancel')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
