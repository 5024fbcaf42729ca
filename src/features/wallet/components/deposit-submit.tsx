import { useTranslation } from 'react-i18next';
import { useWalletErrorText } from '../hooks/use-wallet-error-text';
import { OfflineNote } from './offline-note';
import '../i18n-bundle';

/**
 * The end of a deposit form, by any method: offline, the note that nothing
 * is sent later by itself; the order's refusal in words; the submit, which
 * says when it cannot send (offline) or is sending.
 */
export function DepositSubmit({ online, order, label }: {
  online: boolean;
  /** The order's mutation (useMoneyAction). */
  order: { isPending: boolean; isError: boolean; error: unknown };
  label: string;
}) {
  const { t } = useTranslation();
  const errorText = useWalletErrorText();
  return (
    <>
      <OfflineNote online={online} />
      {order.isError && online && <p className="wallet-error" role="alert">{errorText(order.error)}</p>}
      <button type="submit" className="button button--block" disabled={!online || order.isPending}>
        {!online ? t('wallet.submit_offline') : order.isPending ? t('common.please_wait') : label}
      </button>
    </>
  );
}
