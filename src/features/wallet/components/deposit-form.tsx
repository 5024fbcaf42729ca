import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGE_BYTES } from '../../../../contract/uploads';
import type { DepositAccountsValue, DepositOrder } from '../../../../contract/wallet';
import { useFormats } from '../../../api/system/use-formats';
import { useOnline } from '../../../platform/online-status';
import { useUnsavedInput } from '../../../platform/unsaved-input';
import { ImagePicker } from '../../../ui/image-picker';
import { useLeftFields } from '../../../ui/use-left-fields';
import { useCreateDeposit } from '../api/deposit';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { amountProblem } from '../model/amount';
import { depositDraft } from '../model/wallet-drafts';
import { CopyButton } from './copy-button';
import { DepositAmount } from './deposit-amount';
import { DepositSubmit } from './deposit-submit';
import { WalletField } from './wallet-field';
import '../i18n-bundle';

/**
 * Bank transfer: the receiving account (copy buttons), amount (presets
 * within that account's limits, or typed), payer name, optional receipt;
 * one order per intended payment (idempotency key). The order comes before
 * the transfer: it names the memo and draws the QR code (DepositTransfer).
 * The input is kept as a draft (model/wallet-drafts) until an order is made.
 */
export function DepositForm({ value, member, onDone }: { value: DepositAccountsValue; member: string; onDone: (order: DepositOrder) => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const online = useOnline();
  const deposit = useCreateDeposit();
  const [draft] = useState(() => depositDraft.read(member));
  const [accountId, setAccountId] = useState(value.accounts.some((a) => a.id === draft.accountId) ? draft.accountId! : value.accounts[0]!.id);
  const [amountText, setAmountText] = useState(draft.amountText);
  const [payerName, setPayerName] = useState(draft.payerName);
  useEffect(() => {
    const untouched = amountText === '' && payerName === '' && accountId === value.accounts[0]!.id;
    depositDraft.write(member, { method: 'BANK', accountId: untouched ? null : accountId, amountText, payerName });
  }, [member, accountId, amountText, payerName, value.accounts]);
  const [receipt, setReceipt] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const left = useLeftFields();
  const account = value.accounts.find((a) => a.id === accountId) ?? value.accounts[0]!;
  const limits = { min: account.minAmount, max: account.maxAmount };
  const typed = formats.parseAmount(amountText);
  const amount = typed.value;
  const problem = amountProblem(typed, limits);
  const nameMissing = payerName.trim().length === 0;
  const signature = JSON.stringify([accountId, amount, payerName.trim(), receipt[0]?.name, receipt[0]?.size]);
  const idempotency = useIdempotencyKey(signature);
  useUnsavedInput(amountText !== '' || payerName !== '' || receipt.length > 0);

  return (
    <form
      className="wallet-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problem || nameMissing || !online || deposit.isPending) return;
        deposit.mutate(
          { accountId, amount: amount!, payerName: payerName.trim(), receipt: receipt[0] ?? null, idempotencyKey: idempotency.key },
          { onSuccess: (order) => { idempotency.renew(); depositDraft.clear(member); onDone(order); } },
        );
      }}
    >
      <fieldset className="wallet-card">
        <legend className="wallet-card__title">{t('wallet.receiving_account')}</legend>
        <ul className="wallet-choices">
          {value.accounts.map((a) => (
            <li key={a.id}>
              <label className="wallet-choice">
                <input type="radio" name="account" checked={a.id === accountId} onChange={() => setAccountId(a.id)} />
                <span className="wallet-choice__body">
                  <strong>{a.bankName}</strong>
                  <span className="wallet-field__hint">{t('wallet.amount_limits', { min: formats.money(a.minAmount), max: formats.money(a.maxAmount) })}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <dl className="wallet-details">
          <div className="wallet-detail">
            <dt>{t('wallet.account_name')}</dt>
            <dd><span className="wallet-copy-row__text">{account.accountName}</span><CopyButton value={account.accountName} what={t('wallet.account_name')} /></dd>
          </div>
          <div className="wallet-detail">
            <dt>{t('wallet.account_number')}</dt>
            <dd><span className="wallet-copy-row__text">{account.accountNumber}</span><CopyButton value={account.accountNumber} what={t('wallet.account_number')} /></dd>
          </div>
        </dl>
      </fieldset>
      <div className="wallet-card">
        <DepositAmount
          text={amountText}
          onText={setAmountText}
          onBlur={() => left.leave('amount', amountText)}
          presets={value.presets}
          limits={limits}
          amount={amount}
          problem={tried || left.shown('amount') ? problem : null}
        />
        <WalletField
          label={t('wallet.payer_name')}
          autoComplete="name"
          maxLength={64}
          value={payerName}
          onChange={(e) => setPayerName(e.target.value)}
          onBlur={(e) => left.leave('payerName', e.target.value)}
          hint={t('wallet.payer_name_hint')}
          error={(tried || left.shown('payerName')) && nameMissing ? t('wallet.payer_name_required') : null}
        />
        <ImagePicker label={t('wallet.receipt')} value={receipt} onChange={setReceipt} maxCount={1} maxBytes={MAX_IMAGE_BYTES} disabled={deposit.isPending} />
      </div>
      <DepositSubmit online={online} order={deposit} label={t('wallet.deposit_submit')} />
    </form>
  );
}
