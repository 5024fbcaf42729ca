import { useTranslation } from 'react-i18next';
import type { DepositAccount, DepositOrder } from '../../../../contract/wallet';
import { useFormats } from '../../../api/system/use-formats';
import { useOnline } from '../../../platform/online-status';
import { useDepositOrder } from '../api/deposit-order';
import { useMarkTransferred } from '../api/deposit-transferred';
import { useWalletErrorText } from '../hooks/use-wallet-error-text';
import { CopyButton } from './copy-button';
import { OrderStatus } from './order-status';
import { VietQrImage } from './vietqr-image';
import '../i18n-bundle';

function Detail({ label, value, shown = value, strong = false }: { label: string; value: string; shown?: string; strong?: boolean }) {
  return (
    <div className="wallet-detail">
      <dt>{label}</dt>
      <dd>
        <span className={`wallet-copy-row__text${strong ? ' wallet-memo' : ''}`}>{shown}</span>
        <CopyButton value={value} what={label} />
      </dd>
    </div>
  );
}

/**
 * The order made, what to transfer (docs/decisions/0060): the VietQR code
 * with amount and memo filled in, the same details with copy buttons, and
 * "I have transferred", which moves the order to waiting. Its status is the
 * server's, live: when the operator or the bank settles it, the page shows
 * it without a reload (docs/decisions/0063).
 */
export function DepositTransfer({ order: known, account, onChange, onAgain }: {
  order: DepositOrder;
  account: DepositAccount | null;
  onChange: (order: DepositOrder) => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const online = useOnline();
  const errorText = useWalletErrorText();
  const transferred = useMarkTransferred();
  const order = useDepositOrder(known);
  const open = order.status === 'pending' || order.status === 'waiting';
  return (
    <section className="wallet-card wallet-transfer" aria-labelledby="deposit-transfer-title" aria-live="polite">
      <h2 id="deposit-transfer-title" className="wallet-result__title">{t('wallet.deposit_sent')}</h2>
      <p className="wallet-copy-row">
        <span>{t('wallet.order_no')}: <strong data-testid="deposit-order-no">{order.orderNo}</strong></span>
        <OrderStatus status={order.status} />
      </p>
      {open && <p>{t('wallet.deposit_sent_text')}</p>}
      {open && account?.bankBin && (
        <VietQrImage
          transfer={{ bankBin: account.bankBin, accountNumber: account.accountNumber, amount: order.amount, memo: order.memo }}
          label={t('wallet.qr_alt', { amount: formats.money(order.amount), bank: account.bankName })}
        />
      )}
      {open && account && !account.bankBin && <p className="wallet-field__hint">{t('wallet.no_qr')}</p>}
      <dl className="wallet-details">
        <div className="wallet-detail">
          <dt>{t('wallet.bank')}</dt>
          <dd>{account?.bankName ?? order.bankName}</dd>
        </div>
        {account && <Detail label={t('wallet.account_name')} value={account.accountName} />}
        {account && <Detail label={t('wallet.account_number')} value={account.accountNumber} />}
        <Detail label={t('wallet.amount')} value={String(order.amount)} shown={formats.money(order.amount)} />
        <Detail label={t('wallet.memo')} value={order.memo} strong />
      </dl>
      {open && <p className="wallet-field__hint">{t('wallet.memo_hint')}</p>}
      {order.status === 'waiting' && <p>{t('wallet.waiting_text')}</p>}
      {transferred.isError && online && <p className="wallet-error" role="alert">{errorText(transferred.error)}</p>}
      {order.status === 'pending' && (
        <button
          type="button"
          className="button button--block"
          disabled={!online || transferred.isPending}
          onClick={() => transferred.mutate(order.id, { onSuccess: onChange })}
        >
          {!online ? t('wallet.submit_offline') : transferred.isPending ? t('common.please_wait') : t('wallet.transferred')}
        </button>
      )}
      <button type="button" className="button button--ghost" onClick={onAgain}>{t('wallet.deposit_again')}</button>
    </section>
  );
}
