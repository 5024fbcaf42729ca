import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { useFormats } from '../../../api/system/use-formats';
import { useErrorText } from '../../../ui/error-text';
import { walletMessage } from '../model/wallet-errors';
import '../i18n-bundle';

/** A wallet refusal in words (limits, PIN attempts, lock time), else the app's generic text of the error. */
export function useWalletErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const formats = useFormats();
  const generic = useErrorText();
  return (error) => {
    const message = error instanceof ApiError ? walletMessage(error.errorCode, error.value, formats.money, formats.dateTime) : null;
    // keys come from walletMessage's fixed table, all present in the dictionaries
    return message ? String(t(message.key as 'wallet.copy', message.params ?? {})) : generic(error);
  };
}
