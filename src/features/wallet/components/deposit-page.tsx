import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '../../../../contract/wallet';
import { useFormats } from '../../../api/system/use-formats';
import { QueryStates } from '../../../ui/query-states';
import { useDepositAccounts } from '../api/deposit-accounts';
import { useDepositRecords } from '../api/order-records';
import { CopyButton } from './copy-button';
import { DepositForm } from './deposit-form';
import { OrderList } from './order-list';
import { OrderStatus } from './order-status';
import './wallet.css';
import '../i18n-bundle';

function DepositResult({ order, onAgain }: { order: DepositOrder; onAgain: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <section className="wallet-card wallet-result" aria-live="polite">
      <h2 className="wallet-result__title">{t('wallet.deposit_sent')}</h2>
      <p>{t('wallet.deposit_sent_text', { orderNo: order.orderNo })}</p>
      <p className="wallet-copy-row">
        <span>{t('wallet.order_no')}: <strong data-testid="deposit-order-no">{order.orderNo}</strong></span>
        <CopyButton value={order.orderNo} what={t('wallet.order_no')} />
      </p>
      <p>{formats.money(order.amount)} <OrderStatus status={order.status} /></p>
      <button type="button" className="button" onClick={onAgain}>{t('wallet.deposit_again')}</button>
    </section>
  );
}

/** /m/voucherCenter (real members: types 0, 1, 2; the route refuses others with free_reject). */
export default function DepositPage() {
  const { t } = useTranslation();
  const accounts = useDepositAccounts();
  const records = useDepositRecords();
  const [order, setOrder] = useState<DepositOrder | null>(null);
  return (
    <div className="wallet-page">
      {order ? (
        <DepositResult order={order} onAgain={() => setOrder(null)} />
      ) : (
        <QueryStates query={accounts} isEmpty={accounts.data?.accounts.length === 0} emptyText={t('wallet.no_accounts')}>
          {() => <DepositForm value={accounts.data!} onDone={setOrder} />}
        </QueryStates>
      )}
      <OrderList title={t('wallet.my_deposits')} emptyText={t('wallet.no_deposits')} query={records} detail={(o) => o.bankName} />
    </div>
  );
}
