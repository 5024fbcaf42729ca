import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '../../../../contract/wallet';
import { memberKey, useSession } from '../../../platform/session';
import { QueryStates } from '../../../ui/query-states';
import { useDepositAccounts } from '../api/deposit-accounts';
import { useDepositRecords } from '../api/order-records';
import { clearOpenOrder, readOpenOrder, writeOpenOrder } from '../model/wallet-drafts';
import { DepositForm } from './deposit-form';
import { DepositTransfer } from './deposit-transfer';
import { OrderList } from './order-list';
import './wallet.css';
import '../i18n-bundle';

/**
 * /m/voucherCenter (real members: types 0, 1, 2; the route refuses others
 * with free_reject). The order comes first, then the transfer it names; the
 * order awaiting its transfer survives tab switches and reloads, and its
 * status is read live by DepositTransfer.
 */
export default function DepositPage() {
  const { t } = useTranslation();
  const member = memberKey(useSession());
  const accounts = useDepositAccounts();
  const records = useDepositRecords();
  const [order, setOrderState] = useState<DepositOrder | null>(() => readOpenOrder(member));
  const setOrder = (next: DepositOrder | null) => {
    if (next) writeOpenOrder(member, next);
    else clearOpenOrder(member);
    setOrderState(next);
  };
  return (
    <div className="wallet-page">
      <QueryStates query={accounts} isEmpty={!order && accounts.data?.accounts.length === 0} emptyText={t('wallet.no_accounts')}>
        {() =>
          order ? (
            <DepositTransfer
              order={order}
              account={accounts.data!.accounts.find((a) => a.id === order.accountId) ?? null}
              onChange={setOrder}
              onAgain={() => setOrder(null)}
            />
          ) : (
            // keyed by member: another member signing in on this tab reads their own draft, never the last one's
            <DepositForm key={member} value={accounts.data!} member={member} onDone={setOrder} />
          )
        }
      </QueryStates>
      <OrderList title={t('wallet.my_deposits')} emptyText={t('wallet.no_deposits')} query={records} detail={(o) => o.bankName} />
    </div>
  );
}
