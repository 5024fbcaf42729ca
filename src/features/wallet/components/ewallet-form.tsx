import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYMENT_ERROR_CODES, type DepositMethodOffer, type EwalletMethod } from '../../../../contract/payments';
import type { DepositOrder } from '../../../../contract/wallet';
import { ApiError } from '../../../api/errors';
import { refreshPaymentMethods } from '../../../api/payments/methods';
import { useFormats } from '../../../api/system/use-formats';
import { useOnline } from '../../../platform/online-status';
import { useUnsavedInput } from '../../../platform/unsaved-input';
import { useCreateWalletDeposit } from '../api/provider-deposit';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { amountProblem } from '../model/amount';
import { feeOf } from '../model/fees';
import { walletPayDraft } from '../model/wallet-drafts';
import { useLeftFields } from '../../../ui/use-left-fields';
import { DepositAmount } from './deposit-amount';
import { DepositSubmit } from './deposit-submit';
import { FeeNote } from './fee-note';
import '../i18n-bundle';

/**
 * MoMo or ZaloPay (docs/decisions/0071): the amount within the method's
 * limits (presets or typed), the fee if the merchant takes one, then the
 * order, whose answer names the provider's pay page (the page opens it).
 * The amount is kept as a draft until an order is made.
 */
export function EwalletForm({ offer, presets, member, onDone }: {
  offer: DepositMethodOffer & { method: EwalletMethod };
  presets: readonly number[];
  member: string;
  onDone: (order: DepositOrder) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const online = useOnline();
  const queryClient = useQueryClient();
  const deposit = useCreateWalletDeposit();
  const [amountText, setAmountText] = useState(() => walletPayDraft.read(member).amountText);
  useEffect(() => walletPayDraft.write(member, { amountText }), [member, amountText]);
  const [tried, setTried] = useState(false);
  const left = useLeftFields();
  const limits = { min: offer.minAmount ?? 0, max: offer.maxAmount ?? Number.MAX_SAFE_INTEGER };
  const typed = formats.parseAmount(amountText);
  const amount = typed.value;
  const problem = amountProblem(typed, limits);
  const idempotency = useIdempotencyKey(JSON.stringify([offer.method, amount]));
  useUnsavedInput(amountText !== '');
  const wallet = t(`wallet.method_${offer.method}`);
  const fee = amount !== null ? feeOf(amount, offer.feePercent) : 0;

  return (
    <form
      className="wallet-form"
      noValidate
      aria-label={wallet}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problem || !online || deposit.isPending) return;
        deposit.mutate(
          { method: offer.method, amount: amount!, idempotencyKey: idempotency.key },
          {
            onSuccess: (order) => { idempotency.renew(); walletPayDraft.clear(member); onDone(order); },
            onError: (error) => {
              // switched off meanwhile: the page shows what is on now
              if (error instanceof ApiError && error.errorCode === PAYMENT_ERROR_CODES.methodOff) void refreshPaymentMethods(queryClient);
            },
          },
        );
      }}
    >
      <div className="wallet-card">
        <p className="wallet-field__hint">{t('wallet.ewallet_text', { wallet })}</p>
        <DepositAmount
          text={amountText}
          onText={setAmountText}
          onBlur={() => left.leave('amount', amountText)}
          presets={presets}
          limits={limits}
          amount={amount}
          problem={tried || left.shown('amount') ? problem : null}
        />
        <FeeNote feePercent={offer.feePercent} fee={fee} credit={amount !== null && !problem ? amount - fee : null} testId="ewallet-fee" />
      </div>
      <DepositSubmit online={online} order={deposit} label={t('wallet.ewallet_submit', { wallet })} />
    </form>
  );
}
