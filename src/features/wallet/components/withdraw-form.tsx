import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { KYC_ERROR_CODES } from '../../../../contract/kyc';
import { ApiError } from '../../../api/errors';
import { APP_PATHS } from '../../../config/paths';
import { FUNDS_PASSWORD_PATTERN, type FundsValue, type WithdrawOrder } from '../../../../contract/wallet';
import { useFormats } from '../../../api/system/use-formats';
import { useOnline } from '../../../platform/online-status';
import { useUnsavedInput } from '../../../platform/unsaved-input';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useLeftFields } from '../../../ui/use-left-fields';
import { useCreateWithdrawal } from '../api/withdraw';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useWalletErrorText } from '../hooks/use-wallet-error-text';
import { allAmount, amountProblem } from '../model/amount';
import { withdrawDraft } from '../model/wallet-drafts';
import { OfflineNote } from './offline-note';
import { AmountField } from './amount-field';
import { WalletField } from './wallet-field';
import '../i18n-bundle';

/**
 * Card, amount (with "all"), funds password, a confirmation, then the order
 * (the amount is held at once). Card and amount are kept as a draft
 * (model/wallet-drafts) until an order is made; the funds password never is.
 */
export function WithdrawForm({ funds, member, onDone }: { funds: FundsValue; member: string; onDone: (order: WithdrawOrder) => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const online = useOnline();
  const errorText = useWalletErrorText();
  const withdraw = useCreateWithdrawal();
  const [draft] = useState(() => withdrawDraft.read(member));
  const [cardId, setCardId] = useState(funds.bankCards.some((c) => c.id === draft.cardId) ? draft.cardId! : funds.bankCards[0]!.id);
  const [amountText, setAmountText] = useState(draft.amountText);
  useEffect(() => {
    // the first card is the default, not a choice: only a changed card is worth keeping
    withdrawDraft.write(member, { cardId: cardId === funds.bankCards[0]!.id ? null : cardId, amountText });
  }, [member, cardId, amountText, funds.bankCards]);
  const [pin, setPin] = useState('');
  const [tried, setTried] = useState(false);
  const left = useLeftFields();
  const [confirming, setConfirming] = useState(false);
  const limits = { min: funds.withdrawMin, max: funds.withdrawMax };
  const typed = formats.parseAmount(amountText);
  const amount = typed.value;
  const problem = amountProblem(typed, limits, funds.sumBalance);
  const pinOk = FUNDS_PASSWORD_PATTERN.test(pin);
  const card = funds.bankCards.find((c) => c.id === cardId) ?? funds.bankCards[0]!;
  const idempotency = useIdempotencyKey(JSON.stringify([cardId, amount]));
  useUnsavedInput(amountText !== '' || pin !== '');

  const send = () => {
    setConfirming(false);
    withdraw.mutate(
      { amount: amount!, bankCardId: cardId, fundsPassword: pin, idempotencyKey: idempotency.key },
      {
        onSuccess: (order) => { idempotency.renew(); setPin(''); withdrawDraft.clear(member); onDone(order); },
        onError: () => setPin(''),
      },
    );
  };

  return (
    <form
      className="wallet-card wallet-form"
      noValidate
      aria-label={t('wallet.withdraw_submit')}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problem || !pinOk || !online || withdraw.isPending) return;
        setConfirming(true);
      }}
    >
      <fieldset className="wallet-form">
        <legend className="wallet-field__label">{t('wallet.withdraw_to')}</legend>
        <ul className="wallet-choices">
          {funds.bankCards.map((c) => (
            <li key={c.id}>
              <label className="wallet-choice">
                <input type="radio" name="card" checked={c.id === cardId} onChange={() => setCardId(c.id)} />
                <span className="wallet-choice__body"><strong>{c.bankName} {c.cardNumberMasked}</strong><span className="wallet-field__hint">{c.holderName}</span></span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <AmountField
        text={amountText}
        onText={setAmountText}
        onBlur={() => left.leave('amount', amountText)}
        limits={limits}
        problem={tried || left.shown('amount') ? problem : null}
        addon={<button type="button" className="button button--ghost" onClick={() => setAmountText(String(allAmount(funds.sumBalance, limits.max)))}>{t('wallet.all')}</button>}
      />
      <WalletField
        label={t('wallet.funds_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={pin}
        onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
        onBlur={(e) => left.leave('pin', e.target.value)}
        hint={t('wallet.funds_password_hint')}
        error={(tried || left.shown('pin')) && !pinOk ? t('wallet.funds_password_required') : null}
      />
      <OfflineNote online={online} />
      {withdraw.isError && online && <p className="wallet-error" role="alert">{errorText(withdraw.error)}</p>}
      {withdraw.error instanceof ApiError && withdraw.error.errorCode === KYC_ERROR_CODES.requiredForWithdrawal && (
        <Link href={APP_PATHS.kyc} className="button button--ghost">{t('wallet.kyc_go')}</Link>
      )}
      <button type="submit" className="button" disabled={!online || withdraw.isPending}>
        {!online ? t('wallet.submit_offline') : withdraw.isPending ? t('common.please_wait') : t('wallet.withdraw_submit')}
      </button>
      {confirming && (
        <ConfirmDialog
          text={t('wallet.withdraw_confirm', { amount: formats.money(amount ?? 0), bank: card.bankName, card: card.cardNumberMasked })}
          onCancel={() => setConfirming(false)}
          onConfirm={send}
        />
      )}
    </form>
  );
}
