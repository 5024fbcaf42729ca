import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './use-modal-dialog';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Whether a tap on the mask closes the dialog. */
  closeOnMask?: boolean;
  footer?: ReactNode;
  /** Opens after its first paint (see useModalDialog): for a dialog no tap asked for. */
  openAfterPaint?: boolean;
}

/**
 * A modal dialog on the native `<dialog>` (ui/use-modal-dialog): focus trap,
 * inert background, Escape and a backdrop whose taps in the first 300 ms are
 * ignored. Open while mounted; the owner unmounts it on onClose.
 */
export function Dialog({ title, onClose, children, closeOnMask = true, footer, openAfterPaint }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const modal = useModalDialog({ onClose, closeOnMask, openAfterPaint });

  return (
    <dialog {...modal} className="modal" aria-labelledby={titleId} data-testid="dialog-mask">
      <div className="dialog">
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="dialog__body">{children}</div>
        {footer && <div className="dialog__foot">{footer}</div>}
      </div>
    </dialog>
  );
}
