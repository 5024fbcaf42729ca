import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANKS, BANK_CODES, type BankCode } from '../../../../contract/wallet';
import { useOnline } from '../../../platform/online-status';
import { useUnsavedInput } from '../../../platform/unsaved-input';
import { useLeftFields } from '../../../ui/use-left-fields';
import { useBindBankCard } from '../api/bind-card';
import { useWalletErrorText } from '../hooks/use-wallet-error-text';
import { OfflineNote } from './offline-note';
import { WalletField } from './wallet-field';
import '../i18n-bundle';

/**
 * Binds a bank card. The holder must be the account's payee name: when the
 * account has one it is filled in and fixed; otherwise the first card's
 * holder becomes it (the server decides, docs/decisions/0030).
 */
export function BindCardForm({ payeeName, onDone }: { payeeName: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const errorText = useWalletErrorText();
  const bind = useBindBankCard();
  const [bankCode, setBankCode] = useState<BankCode | ''>('');
  const [cardNumber, setCardNumber] = useState('');
  const [holder, setHolder] = useState(payeeName ?? '');
  const [tried, setTried] = useState(false);
  const left = useLeftFields();
  useUnsavedInput(bankCode !== '' || cardNumber !== '' || (payeeName === null && holder !== ''));
  const digits = cardNumber.replace(/\s/g, '');
  const numberOk = /^\d{6,19}$/.test(digits);

  return (
    <form
      className="wallet-card wallet-form"
      noValidate
      aria-label={t('wallet.bind_card')}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!bankCode || !numberOk || !holder.trim() || !online || bind.isPending) return;
        bind.mutate({ bankCode, cardNumber: digits, holderName: holder.trim() }, { onSuccess: onDone });
      }}
    >
      <h2 className="wallet-card__title">{t('wallet.bind_card')}</h2>
      <p className="wallet-field__hint">{t('wallet.bind_card_text')}</p>
      <div className={`wallet-field${tried && !bankCode ? ' wallet-field--error' : ''}`}>
        <label className="wallet-field__label" htmlFor="wallet-bank">{t('wallet.bank')}</label>
        <select id="wallet-bank" className="wallet-select" value={bankCode} onChange={(e) => setBankCode(e.target.value as BankCode)}>
          <option value="">{t('wallet.choose_bank')}</option>
          {BANK_CODES.map((code) => <option key={code} value={code}>{BANKS[code]}</option>)}
        </select>
        {tried && !bankCode && <span className="wallet-field__error" role="alert">{t('wallet.choose_bank')}</span>}
      </div>
      <WalletField label={t('wallet.card_number')} inputMode="numeric" autoComplete="off" maxLength={23} value={cardNumber}
        onChange={(e) => setCardNumber(e.target.value)} onBlur={(e) => left.leave('cardNumber', e.target.value)}
        error={(tried || left.shown('cardNumber')) && !numberOk ? t('wallet.card_number_invalid') : null} />
      <WalletField label={t('wallet.holder_name')} autoComplete="name" maxLength={64} value={holder} readOnly={payeeName !== null}
        onChange={(e) => setHolder(e.target.value)} onBlur={(e) => left.leave('holder', e.target.value)} hint={payeeName ? t('wallet.holder_name_fixed', { name: payeeName }) : null}
        error={(tried || left.shown('holder')) && !holder.trim() ? t('wallet.holder_required') : null} />
      <OfflineNote online={online} />
      {bind.isError && online && <p className="wallet-error" role="alert">{errorText(bind.error)}</p>}
      <button type="submit" className="button" disabled={!online || bind.isPending}>
        {!online ? t('wallet.submit_offline') : t('wallet.bind_submit')}
      </button>
    </form>
  );
}
