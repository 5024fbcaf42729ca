import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FUNDS_PASSWORD_PATTERN } from '../../../../contract/wallet';
import { APP_PATHS } from '../../../config/paths';
import { TOAST_MS } from '../../../config/constants';
import { useFormats } from '../../../api/system/use-formats';
import { useOnline } from '../../../platform/online-status';
import { useUnsavedInput } from '../../../platform/unsaved-input';
import { QueryStates } from '../../../ui/query-states';
import { showToast } from '../../../ui/toast-store';
import { useLeftFields } from '../../../ui/use-left-fields';
import { useFunds } from '../api/funds';
import { useSaveFundsPassword } from '../api/funds-password';
import { useWalletErrorText } from '../hooks/use-wallet-error-text';
import { OfflineNote } from './offline-note';
import { WalletField } from './wallet-field';
import './wallet.css';
import '../i18n-bundle';

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 6);

function FundsPasswordForm({ isSet, lockedUntil }: { isSet: boolean; lockedUntil: number | null }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const online = useOnline();
  const errorText = useWalletErrorText();
  const save = useSaveFundsPassword();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [tried, setTried] = useState(false);
  const left = useLeftFields();
  const [saved, setSaved] = useState(false);
  useUnsavedInput(old !== '' || next !== '' || again !== '');
  const nextOk = FUNDS_PASSWORD_PATTERN.test(next);
  const oldOk = !isSet || FUNDS_PASSWORD_PATTERN.test(old);
  const same = next === again;

  if (saved) {
    return (
      <section className="wallet-card wallet-result" aria-live="polite">
        <h2 className="wallet-result__title">{t('wallet.fp_saved')}</h2>
        <Link href={APP_PATHS.withdraw} className="button">{t('wallet.fp_go_withdraw')}</Link>
      </section>
    );
  }
  return (
    <form
      className="wallet-card wallet-form"
      noValidate
      aria-label={isSet ? t('wallet.fp_change_title') : t('wallet.fp_set_title')}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!nextOk || !oldOk || !same || !online || save.isPending) return;
        save.mutate(isSet ? { oldPassword: old, newPassword: next } : { newPassword: next }, {
          onSuccess: () => {
            showToast(t('wallet.fp_saved'), 'success', TOAST_MS.success);
            setSaved(true);
          },
          onError: () => setOld(''),
        });
      }}
    >
      <h2 className="wallet-card__title">{isSet ? t('wallet.fp_change_title') : t('wallet.fp_set_title')}</h2>
      {lockedUntil !== null && <p className="wallet-error" role="status">{t('wallet.fp_locked', { time: formats.dateTime(lockedUntil) })}</p>}
      {isSet && (
        <WalletField label={t('wallet.fp_old')} type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={old}
          onChange={(e) => setOld(digitsOnly(e.target.value))} onBlur={(e) => left.leave('old', e.target.value)}
          error={(tried || left.shown('old')) && !oldOk ? t('wallet.funds_password_required') : null} />
      )}
      <WalletField label={t('wallet.fp_new')} type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={next}
        onChange={(e) => setNext(digitsOnly(e.target.value))} onBlur={(e) => left.leave('next', e.target.value)}
        hint={t('wallet.funds_password_hint')} error={(tried || left.shown('next')) && !nextOk ? t('wallet.funds_password_required') : null} />
      <WalletField label={t('wallet.fp_confirm')} type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={again}
        onChange={(e) => setAgain(digitsOnly(e.target.value))} onBlur={(e) => left.leave('again', e.target.value)}
        error={(tried || left.shown('again')) && nextOk && !same ? t('wallet.fp_mismatch') : null} />
      <OfflineNote online={online} />
      {save.isError && online && <p className="wallet-error" role="alert">{errorText(save.error)}</p>}
      <button type="submit" className="button" disabled={!online || save.isPending || lockedUntil !== null}>
        {!online ? t('wallet.submit_offline') : t('wallet.save')}
      </button>
    </form>
  );
}

/** /m/securityCenter/FundsPasswordBox: set the funds password once, then change it with the old one. */
export default function FundsPasswordPage() {
  const funds = useFunds();
  return (
    <div className="wallet-page">
      <QueryStates query={funds} isEmpty={false} emptyText="">
        {() => <FundsPasswordForm isSet={funds.data!.fundsPasswordSet} lockedUntil={funds.data!.fundsPasswordLockedUntil} />}
      </QueryStates>
    </div>
  );
}
