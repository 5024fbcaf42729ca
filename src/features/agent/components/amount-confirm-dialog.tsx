import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';

/**
 * The last step before an agent's money leaves (transfer, red envelopes):
 * the exact amount as it will be sent, formatted in the screen's language,
 * to be accepted or cancelled. Nothing is sent until "Confirm".
 */
export function AmountConfirmDialog({ text, amount, onConfirm, onCancel }: {
  /** What will happen, e.g. "Transfer … to demoteam01?". */
  text: string;
  /** The amount, formatted (formats.money), shown on its own line. */
  amount: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('common.amount_confirm_title')}
      onClose={onCancel}
      closeOnMask={false}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel}>{t('common.cancel')}</button>
          <button type="button" className="button" onClick={onConfirm}>{t('common.confirm')}</button>
        </>
      }
    >
      <p>{text}</p>
      <p className="agent-confirm__amount"><strong data-testid="confirm-amount">{amount}</strong></p>
    </Dialog>
  );
}
