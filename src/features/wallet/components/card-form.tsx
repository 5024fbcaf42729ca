import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CARD_PIN_PATTERN, CARD_SERIAL_PATTERN, CARD_TELCO_NAMES, PAYMENT_ERROR_CODES, type CardTelco, type PaymentMethodsValue,
} from '../../../../contract/payments';
import type { DepositOrder } from '../../../../contract/wallet';
import { ApiError } from '../../../api/errors';
import { refreshPaymentMethods } from '../../../api/payments/methods';
import { useFormats } from '../../../api/system/use-formats';
import { useOnline } from '../../../platform/online-status';
import { useUnsavedInput } from '../../../platform/unsaved-input';
import { useCreateCardDeposit } from '../api/provider-deposit';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { feeOf, percentText } from '../model/fees';
import { cardDraft } from '../model/wallet-drafts';
import { useLeftFields } from '../../../ui/use-left-fields';
import { DepositSubmit } from './deposit-submit';
import { WalletField } from './wallet-field';
import '../i18n-bundle';

/** Cards print serial and PIN in groups: spaces and dashes typed with them are dropped. */
const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/**
 * A telco scratch card (docs/decisions/0071): telco, declared face value,
 * serial and PIN, sealed to the server, which passes it to the provider to
 * check. The member sees the telco's fee and what a card of the declared
 * value brings; a card worth less is credited its real value less the fee.
 * Telco, face value and serial are kept as a draft until an order is made;
 * the PIN never is (it stays in this form's state only).
 */
export function CardForm({ offer, member, onDone }: { offer: PaymentMethodsValue; member: string; onDone: (order: DepositOrder) => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const online = useOnline();
  const queryClient = useQueryClient();
  const deposit = useCreateCardDeposit();
  const faceId = useId();
  const [draft] = useState(() => cardDraft.read(member));
  const [telco, setTelco] = useState<CardTelco>(offer.telcos.some((x) => x.telco === draft.telco) ? draft.telco! : offer.telcos[0]!.telco);
  const [faceValue, setFaceValue] = useState<number | null>(draft.faceValue !== null && offer.faceValues.includes(draft.faceValue) ? draft.faceValue : null);
  const [serialText, setSerialText] = useState(draft.serial);
  const [pinText, setPinText] = useState('');
  useEffect(() => {
    // the first telco is the default, not a choice
    cardDraft.write(member, { telco: telco === offer.telcos[0]!.telco ? null : telco, faceValue, serial: serialText });
  }, [member, telco, faceValue, serialText, offer.telcos]);
  const [tried, setTried] = useState(false);
  const left = useLeftFields();
  const serial = digitsOf(serialText);
  const pin = digitsOf(pinText);
  const problems = {
    face: faceValue === null ? t('wallet.card_face_required') : null,
    serial: serial === '' ? t('wallet.card_serial_required') : CARD_SERIAL_PATTERN.test(serial) ? null : t('wallet.card_serial_invalid'),
    pin: pin === '' ? t('wallet.card_pin_required') : CARD_PIN_PATTERN.test(pin) ? null : t('wallet.card_pin_invalid'),
  };
  const valid = !problems.face && !problems.serial && !problems.pin;
  const idempotency = useIdempotencyKey(JSON.stringify([telco, faceValue, serial, pin]));
  useUnsavedInput(serialText !== '' || pinText !== '');
  const feePercent = offer.telcos.find((x) => x.telco === telco)?.feePercent ?? 0;
  const fee = faceValue === null ? 0 : feeOf(faceValue, feePercent);

  return (
    <form
      className="wallet-form"
      noValidate
      aria-label={t('wallet.method_CARD')}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!valid || !online || deposit.isPending) return;
        deposit.mutate(
          { telco, faceValue: faceValue!, serial, pin, idempotencyKey: idempotency.key },
          {
            onSuccess: (order) => { idempotency.renew(); setPinText(''); cardDraft.clear(member); onDone(order); },
            onError: (error) => {
              if (error instanceof ApiError && error.errorCode === PAYMENT_ERROR_CODES.methodOff) void refreshPaymentMethods(queryClient);
            },
          },
        );
      }}
    >
      <fieldset className="wallet-card">
        <legend className="wallet-card__title">{t('wallet.card_telco')}</legend>
        <div className="wallet-telcos">
          {offer.telcos.map((x) => (
            <label key={x.telco} className="wallet-choice wallet-telco">
              <input type="radio" name="telco" checked={x.telco === telco} onChange={() => setTelco(x.telco)} />
              <span>{CARD_TELCO_NAMES[x.telco]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="wallet-card">
        <div className={`wallet-field${tried && problems.face ? ' wallet-field--error' : ''}`}>
          <label htmlFor={faceId} className="wallet-field__label">{t('wallet.card_face')}</label>
          <select
            id={faceId}
            className="wallet-select"
            value={faceValue ?? ''}
            aria-invalid={tried && problems.face ? true : undefined}
            aria-describedby={tried && problems.face ? `${faceId}-error` : undefined}
            onChange={(e) => setFaceValue(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">{t('wallet.card_face_choose')}</option>
            {offer.faceValues.map((value) => <option key={value} value={value}>{formats.money(value)}</option>)}
          </select>
          {tried && problems.face && <span id={`${faceId}-error`} className="wallet-field__error" role="alert">{problems.face}</span>}
        </div>
        <WalletField
          label={t('wallet.card_serial')}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          value={serialText}
          onChange={(e) => setSerialText(e.target.value)}
          onBlur={(e) => left.leave('serial', e.target.value)}
          error={tried || left.shown('serial') ? problems.serial : null}
        />
        <WalletField
          label={t('wallet.card_pin')}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          value={pinText}
          onChange={(e) => setPinText(e.target.value)}
          onBlur={(e) => left.leave('pin', e.target.value)}
          hint={t('wallet.card_pin_hint')}
          error={tried || left.shown('pin') ? problems.pin : null}
        />
        <p className="wallet-field__hint" data-testid="card-fee">
          {faceValue === null
            ? t('wallet.card_fee', { telco: CARD_TELCO_NAMES[telco], percent: percentText(formats, feePercent) })
            : t('wallet.card_fee_credit', { telco: CARD_TELCO_NAMES[telco], percent: percentText(formats, feePercent), credit: formats.money(faceValue - fee) })}
        </p>
      </div>
      <DepositSubmit online={online} order={deposit} label={t('wallet.card_submit')} />
    </form>
  );
}
