import { useState, type ReactNode } from 'react';
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

/**
 * An action that asks first (signing out, from the header, the menu, the
 * member centre or the settings): `ask()` opens the confirmation, confirming
 * closes it and runs `action`, cancelling only closes it. Render `dialog`
 * where the screen keeps its dialogs.
 */
export function useConfirmStep(text: string, action: () => void): { ask: () => void; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const confirm = () => {
    setOpen(false);
    action();
  };
  return {
    ask: () => setOpen(true),
    dialog: open ? <ConfirmDialog text={text} onCancel={() => setOpen(false)} onConfirm={confirm} /> : null,
  };
}
