import { useTranslation } from 'react-i18next';
import { CARD_TELCO_NAMES } from '../../../../contract/payments';
import { allowedQrPayUrl, type OrderPayment } from '../../../../contract/qr-deposits';
import type { DepositOrder } from '../../../../contract/wallet';
import { useFormats } from '../../../api/system/use-formats';
import { useDepositOrder } from '../api/deposit-order';
import { percentText } from '../model/fees';
import { safePayUrl } from '../model/pay-url';
import { OrderStatus } from './order-status';
import { QrCodeImage } from './qr-code-image';
import '../i18n-bundle';

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="wallet-detail">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * A deposit through the provider once made (docs/decisions/0071): its status
 * is the server's, live (the member event channel marks it stale when the
 * provider's callback settles it, docs/decisions/0063), so coming back from
 * the pay page, or waiting while a card is checked, the page changes by
 * itself. A card shows what it was declared, what it was worth, the fee and
 * what was credited.
 */
export function ProviderOrder({ order: known, onAgain }: { order: DepositOrder & { payment: OrderPayment }; onAgain: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const order = useDepositOrder(known);
  const payment = order.payment ?? known.payment;
  const card = payment.method === 'CARD';
  const method = t(`wallet.method_${payment.method}`);
  // A QR channel (docs/decisions/0103): the code to scan, and a pay URL of the schemes that channel may use.
  const qr = 'qr' in payment && order.status === 'pending' ? payment.qr : null;
  const payUrl = 'qr' in payment ? allowedQrPayUrl(payment.method, payment.payUrl) : safePayUrl(payment.payUrl);
  const promotion = order.promotion ?? null;
  const title = order.status === 'approved' ? t('wallet.provider_done')
    : order.status === 'rejected' ? t(`wallet.provider_failed_${payment.failure ?? 'failed'}`)
      : card ? t('wallet.card_checking') : t('wallet.ewallet_waiting', { wallet: method });
  const lower = card && payment.realValue !== null && payment.realValue < payment.payAmount;
  return (
    <section className="wallet-card wallet-transfer" aria-labelledby="provider-order-title" aria-live="polite">
      <h2 id="provider-order-title" className="wallet-result__title">{title}</h2>
      <p className="wallet-copy-row">
        <span>{t('wallet.order_no')}: <strong data-testid="deposit-order-no">{order.orderNo}</strong></span>
        <OrderStatus status={order.status} />
      </p>
      {order.status === 'pending' && (
        <p>{card ? t('wallet.card_checking_text') : 'qr' in payment ? t('wallet.qr_waiting_text', { wallet: method, amount: formats.money(payment.payAmount) }) : t('wallet.ewallet_waiting_text', { wallet: method })}</p>
      )}
      {qr && <QrCodeImage content={qr} label={t('wallet.qr_image_alt', { wallet: method, amount: formats.money(payment.payAmount) })} />}
      {lower && order.status === 'approved' && <p className="wallet-note" role="note">{t('wallet.card_lower', { face: formats.money(payment.payAmount), real: formats.money(payment.realValue!) })}</p>}
      <dl className="wallet-details">
        <Line label={t('wallet.method')} value={card && payment.telco ? `${method} ${CARD_TELCO_NAMES[payment.telco]}` : method} />
        {card && payment.serialTail && <Line label={t('wallet.card_serial')} value={`•••• ${payment.serialTail}`} />}
        <Line label={card ? t('wallet.card_face') : t('wallet.ewallet_paid')} value={formats.money(payment.payAmount)} />
        {card && payment.realValue !== null && <Line label={t('wallet.card_real')} value={formats.money(payment.realValue)} testId="card-real-value" />}
        {(card || payment.feePercent > 0) && (
          <Line label={t('wallet.fee_line', { percent: percentText(formats, payment.feePercent) })} value={formats.money(payment.fee)} testId="deposit-fee" />
        )}
        <Line
          label={order.status === 'approved' ? t('wallet.credited') : t('wallet.to_credit')}
          value={order.status === 'rejected' ? formats.money(0) : formats.money(order.amount)}
          testId="deposit-credited"
        />
        {promotion && (
          <Line
            label={t('wallet.promotion_bonus')}
            value={promotion.status === 'void' ? t('wallet.promotion_bonus_void') : t(`wallet.promotion_bonus_${promotion.status}`, { bonus: formats.money(promotion.bonus) })}
            testId="deposit-bonus"
          />
        )}
      </dl>
      {order.status === 'pending' && payUrl && (
        <a className={qr ? 'button button--ghost' : 'button button--block'} href={payUrl}>{qr ? t('wallet.qr_open_app') : t('wallet.ewallet_open', { wallet: method })}</a>
      )}
      <button type="button" className="button button--ghost" onClick={onAgain}>{t('wallet.deposit_again')}</button>
    </section>
  );
}
