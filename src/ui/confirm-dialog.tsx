import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

export function ConfirmDialog({ text, onConfirm, onCancel }: { text: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('common.confirm')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button" onClick={onConfirm}>
            {t('common.confirm')}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
