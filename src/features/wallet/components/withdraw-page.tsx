import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MAX_BANK_CARDS, type WithdrawOrder } from '../../../../contract/wallet';
import { APP_PATHS } from '../../../config/paths';
import { memberKey, useSession } from '../../../platform/session';
import { useFormats } from '../../../api/system/use-formats';
import { QueryStates } from '../../../ui/query-states';
import { useFunds } from '../api/funds';
import { useWithdrawRecords } from '../api/order-records';
import { BindCardForm } from './bind-card-form';
import { CopyButton } from './copy-button';
import { OrderList } from './order-list';
import { OrderStatus } from './order-status';
import { KycWithdrawNotice } from './kyc-withdraw-notice';
import { WithdrawForm } from './withdraw-form';
import './wallet.css';
import '../i18n-bundle';

function WithdrawResult({ order, onAgain }: { order: WithdrawOrder; onAgain: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <section className="wallet-card wallet-result" aria-live="polite">
      <h2 className="wallet-result__title">{t('wallet.withdraw_sent')}</h2>
      <p>{t('wallet.withdraw_sent_text', { orderNo: order.orderNo })}</p>
      <p className="wallet-copy-row">
        <span>{t('wallet.order_no')}: <strong data-testid="withdraw-order-no">{order.orderNo}</strong></span>
        <CopyButton value={order.orderNo} what={t('wallet.order_no')} />
      </p>
      <p>{formats.money(order.amount)} <OrderStatus status={order.status} /></p>
      <button type="button" className="button" onClick={onAgain}>{t('wallet.withdraw_again')}</button>
    </section>
  );
}

/** /m/withdraw: bind a card when there is none, set a funds password when there is none, then withdraw. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const member = memberKey(useSession());
  const funds = useFunds();
  const records = useWithdrawRecords();
  const [order, setOrder] = useState<WithdrawOrder | null>(null);
  const [adding, setAdding] = useState(false);
  return (
    <div className="wallet-page">
      <QueryStates query={funds} isEmpty={false} emptyText="">
        {() => {
          const value = funds.data!;
          return (
            <>
              <section className="wallet-card" aria-label={t('wallet.balance')}>
                <p className="wallet-balance-line"><span>{t('wallet.balance')}</span><strong data-testid="withdraw-balance">{formats.money(value.sumBalance)}</strong></p>
                {value.heldBalance > 0 && <p className="wallet-balance-line"><span>{t('wallet.held')}</span><span>{formats.money(value.heldBalance)}</span></p>}
              </section>
              {!order && <KycWithdrawNotice />}
              {order ? (
                <WithdrawResult order={order} onAgain={() => setOrder(null)} />
              ) : value.bankCards.length === 0 || adding ? (
                <BindCardForm payeeName={value.payeeName} onDone={() => setAdding(false)} />
              ) : !value.fundsPasswordSet ? (
                <section className="wallet-card">
                  <p>{t('wallet.set_funds_password_first')}</p>
                  <Link href={APP_PATHS.fundsPassword} className="button">{t('wallet.set_funds_password')}</Link>
                </section>
              ) : (
                <>
                  <WithdrawForm key={member} funds={value} member={member} onDone={setOrder} />
                  {value.bankCards.length < MAX_BANK_CARDS && (
                    <button type="button" className="button button--ghost" onClick={() => setAdding(true)}>{t('wallet.add_card')}</button>
                  )}
                </>
              )}
            </>
          );
        }}
      </QueryStates>
      <OrderList title={t('wallet.my_withdrawals')} emptyText={t('wallet.no_withdrawals')} query={records} detail={(o) => `${o.bankName} ${o.cardNumberMasked}`} />
    </div>
  );
}
