import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_TELCO_NAMES, type DepositMethod, type DepositMethodOffer, type EwalletMethod } from '../../../../contract/payments';
import type { QrChannel } from '../../../../contract/qr-deposits';
import type { DepositOrder } from '../../../../contract/wallet';
import { usePaymentMethods } from '../../../api/payments/methods';
import { useFormats } from '../../../api/system/use-formats';
import { memberKey, useSession } from '../../../platform/session';
import { QueryStates } from '../../../ui/query-states';
import { SavedAt } from '../../../ui/saved-at';
import { useDepositAccounts } from '../api/deposit-accounts';
import { useDepositRecords } from '../api/order-records';
import { useQrChannels } from '../api/qr-deposit';
import { safePayUrl } from '../model/pay-url';
import { clearOpenOrder, depositMethodDraft, readOpenOrder, writeOpenOrder } from '../model/wallet-drafts';
import { CardForm } from './card-form';
import { DepositForm } from './deposit-form';
import { DepositTransfer } from './deposit-transfer';
import { EwalletForm } from './ewallet-form';
import { OrderList } from './order-list';
import { ProviderOrder } from './provider-order';
import { QrForm } from './qr-form';
import './wallet.css';
import '../i18n-bundle';

const isEwallet = (offer: DepositMethodOffer): offer is DepositMethodOffer & { method: EwalletMethod } => offer.method === 'MOMO' || offer.method === 'ZALOPAY';

/**
 * /m/voucherCenter (real members: types 0, 1, 2; the route refuses others
 * with free_reject). The methods are those the server has on
 * (docs/decisions/0071): a bank transfer (the order first, then the
 * transfer it names, docs/decisions/0060), MoMo or ZaloPay (the order, then
 * the provider's pay page), a scratch card, or the QR channels the operator
 * configured (Alipay, QQ Wallet, WeChat Pay: the order, then its QR to scan,
 * with a promotion accepted if the member picks one; docs/decisions/0103). The order made survives tab
 * switches, reloads and the trip to the pay page, and its status is read
 * live (DepositTransfer, ProviderOrder).
 */
export default function DepositPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const member = memberKey(useSession());
  const methods = usePaymentMethods();
  const channels = useQrChannels();
  const accounts = useDepositAccounts();
  const records = useDepositRecords();
  const [order, setOrderState] = useState<DepositOrder | null>(() => readOpenOrder(member));
  const setOrder = (next: DepositOrder | null) => {
    if (next) writeOpenOrder(member, next);
    else clearOpenOrder(member);
    setOrderState(next);
  };
  const [picked, setPicked] = useState<DepositMethod | QrChannel | null>(() => depositMethodDraft.read(member)?.method ?? null);
  const pick = (method: DepositMethod | QrChannel) => {
    depositMethodDraft.write(member, { method });
    setPicked(method);
  };
  // An e-wallet order goes on to the provider's page; coming back, the page shows the order as it is then.
  // A QR channel's order stays here, showing its code (its pay URL is a link the member may tap).
  const madeProviderOrder = (next: DepositOrder) => {
    setOrder(next);
    if (next.payment && 'qr' in next.payment) return;
    const payUrl = safePayUrl(next.payment?.payUrl);
    if (payUrl && next.status === 'pending') window.location.assign(payUrl);
  };

  const methodLabel = (o: DepositOrder) => {
    const label = paymentLabel(o);
    return o.promotion && o.promotion.status !== 'void' ? `${label} · ${t('wallet.promotion_record', { bonus: formats.money(o.promotion.bonus) })}` : label;
  };
  const paymentLabel = (o: DepositOrder) => {
    if (!o.payment) return o.bankName;
    const name = t(`wallet.method_${o.payment.method}`);
    if (o.payment.method !== 'CARD' || !o.payment.telco) return name;
    // narrowed to a card: a QR channel's payment has no telco
    const card = `${name} ${CARD_TELCO_NAMES[o.payment.telco]} ${formats.money(o.payment.payAmount)}`;
    return o.payment.realValue !== null && o.payment.realValue < o.payment.payAmount
      ? t('wallet.card_record_lower', { card, real: formats.money(o.payment.realValue), fee: formats.money(o.payment.fee) })
      : card;
  };

  return (
    <div className="wallet-page">
      {/* offline, the methods, receiving accounts and my deposits are those last seen (docs/decisions/0089) */}
      <SavedAt queries={[methods, channels, accounts, records]} />
      <QueryStates query={methods} isEmpty={!order && methods.data?.methods.length === 0 && !channels.data?.channels.length} emptyText={t('wallet.no_methods')}>
        {() => {
          if (order?.payment) return <ProviderOrder order={{ ...order, payment: order.payment }} onAgain={() => setOrder(null)} />;
          if (order) {
            return (
              <DepositTransfer
                order={order}
                account={accounts.data?.accounts.find((a) => a.id === order.accountId) ?? null}
                onChange={setOrder}
                onAgain={() => setOrder(null)}
              />
            );
          }
          const offers = methods.data!.methods;
          const qrOffers = channels.data?.channels ?? [];
          const choices: (DepositMethod | QrChannel)[] = [...offers.map((o) => o.method), ...qrOffers.map((o) => o.channel)];
          const chosen = choices.find((m) => m === picked) ?? choices[0]!;
          const current = offers.find((o) => o.method === chosen);
          const qrOffer = qrOffers.find((o) => o.channel === chosen);
          return (
            <>
              <fieldset className="wallet-card">
                <legend className="wallet-card__title">{t('wallet.method')}</legend>
                <div className="wallet-methods">
                  {choices.map((method) => (
                    <label key={method} className="wallet-choice wallet-method">
                      <input type="radio" name="deposit-method" checked={method === chosen} onChange={() => pick(method)} />
                      <span className={`wallet-method__mark wallet-method__mark--${method.toLowerCase()}`} aria-hidden="true" />
                      <span>{t(`wallet.method_${method}`)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              {current?.method === 'BANK' && (
                <QueryStates query={accounts} isEmpty={accounts.data?.accounts.length === 0} emptyText={t('wallet.no_accounts')}>
                  {/* keyed by member: another member signing in on this tab reads their own draft, never the last one's */}
                  {() => <DepositForm key={member} value={accounts.data!} member={member} onDone={setOrder} />}
                </QueryStates>
              )}
              {current && isEwallet(current) && (
                <EwalletForm key={`${member}:${current.method}`} offer={current} presets={accounts.data?.presets ?? []} member={member} onDone={madeProviderOrder} />
              )}
              {current?.method === 'CARD' && <CardForm key={member} offer={methods.data!} member={member} onDone={setOrder} />}
              {qrOffer && (
                <QrForm key={`${member}:${qrOffer.channel}`} offer={qrOffer} presets={accounts.data?.presets ?? []} member={member} onDone={madeProviderOrder} />
              )}
            </>
          );
        }}
      </QueryStates>
      <OrderList title={t('wallet.my_deposits')} emptyText={t('wallet.no_deposits')} query={records} detail={methodLabel} />
    </div>
  );
}
