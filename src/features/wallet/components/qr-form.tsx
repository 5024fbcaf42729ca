import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYMENT_ERROR_CODES } from '../../../../contract/payments';
import { QR_DEPOSIT_ERROR_CODES, type QrChannelOffer } from '../../../../contract/qr-deposits';
import type { DepositOrder } from '../../../../contract/wallet';
import { ApiError } from '../../../api/errors';
import { useFormats } from '../../../api/system/use-formats';
import { useOnline } from '../../../platform/online-status';
import { useUnsavedInput } from '../../../platform/unsaved-input';
import { useLeftFields } from '../../../ui/use-left-fields';
import { refreshQrChannels, useCreateQrDeposit } from '../api/qr-deposit';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { amountProblem } from '../model/amount';
import { feeOf } from '../model/fees';
import { qrPayDraft } from '../model/wallet-drafts';
import { DepositAmount } from './deposit-amount';
import { DepositSubmit } from './deposit-submit';
import { FeeNote } from './fee-note';
import { PromotionPicker } from './promotion-picker';
import '../i18n-bundle';

/**
 * Alipay, QQ Wallet or WeChat Pay (docs/decisions/0103): the amount within
 * the channel's limits, the fee if the merchant takes one, a promotion to
 * accept with it (optional), then the order, whose answer carries the QR to
 * scan. Amount and promotion are kept as a draft (session storage, per
 * member) until an order is made, so a reload, a tab switch or going
 * offline loses nothing typed; the server checks everything again.
 */
export function QrForm({ offer, presets, member, onDone }: {
  offer: QrChannelOffer;
  presets: readonly number[];
  member: string;
  onDone: (order: DepositOrder) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const online = useOnline();
  const queryClient = useQueryClient();
  const deposit = useCreateQrDeposit();
  const [draft, setDraft] = useState(() => qrPayDraft.read(member));
  useEffect(() => qrPayDraft.write(member, draft), [member, draft]);
  const [tried, setTried] = useState(false);
  const left = useLeftFields();
  const limits = { min: offer.minAmount, max: offer.maxAmount };
  const typed = formats.parseAmount(draft.amountText);
  const amount = typed.value;
  const problem = amountProblem(typed, limits);
  const idempotency = useIdempotencyKey(JSON.stringify([offer.channel, amount, draft.promotionId]));
  useUnsavedInput(draft.amountText !== '');
  const wallet = t(`wallet.method_${offer.channel}`);
  const fee = amount !== null ? feeOf(amount, offer.feePercent) : 0;
  const credit = amount !== null && !problem ? amount - fee : null;
  const [promotionProblem, setPromotionProblem] = useState(false);

  return (
    <form
      className="wallet-form"
      noValidate
      aria-label={wallet}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problem || promotionProblem || !online || deposit.isPending) return;
        deposit.mutate(
          { channel: offer.channel, amount: amount!, promotionId: draft.promotionId, idempotencyKey: idempotency.key },
          {
            onSuccess: (order) => { idempotency.renew(); qrPayDraft.clear(member); onDone(order); },
            onError: (error) => {
              // switched off meanwhile: the page shows what is on now
              if (error instanceof ApiError && error.errorCode === PAYMENT_ERROR_CODES.methodOff) void refreshQrChannels(queryClient);
              // the promotion's use was taken or it ended: the list loads again (useMoneyAction refreshes every wallet query)
              if (error instanceof ApiError && error.errorCode === QR_DEPOSIT_ERROR_CODES.promotionIneligible) idempotency.renew();
            },
          },
        );
      }}
    >
      <div className="wallet-card">
        <p className="wallet-field__hint">{t('wallet.qr_text', { wallet })}</p>
        <DepositAmount
          text={draft.amountText}
          onText={(amountText) => setDraft({ ...draft, amountText })}
          onBlur={() => left.leave('amount', draft.amountText)}
          presets={presets}
          limits={limits}
          amount={amount}
          problem={tried || left.shown('amount') ? problem : null}
        />
        <FeeNote feePercent={offer.feePercent} fee={fee} credit={credit} testId="qr-fee" />
      </div>
      <PromotionPicker
        picked={draft.promotionId}
        onPick={(promotionId) => setDraft({ ...draft, promotionId })}
        amount={amount !== null && !problem ? amount : null}
        credit={credit}
        onProblem={setPromotionProblem}
      />
      <DepositSubmit online={online} order={deposit} label={t('wallet.qr_submit', { wallet })} />
    </form>
  );
}
