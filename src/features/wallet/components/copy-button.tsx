import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../../../config/constants';
import { showToast } from '../../../ui/toast-store';
import '../i18n-bundle';

/** Copies a value (account number, order number) and says so; where the clipboard is refused, says to copy by hand. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--small button--ghost"
      aria-label={t('wallet.copy_named', { what })}
      onClick={() => {
        navigator.clipboard
          .writeText(value)
          .then(() => showToast(t('wallet.copied'), 'success', TOAST_MS.success))
          .catch(() => showToast(t('wallet.copy_failed'), 'error', TOAST_MS.short));
      }}
    >
      {t('wallet.copy')}
    </button>
  );
}
