import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_MASK_GUARD_MS } from '../config/constants';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Whether a tap on the mask closes the dialog. */
  closeOnMask?: boolean;
  footer?: ReactNode;
}

/**
 * A modal dialog. Mask taps in the first 300 ms are ignored so the tap that
 * opened the dialog cannot close it again on touch screens.
 */
export function Dialog({ title, onClose, children, closeOnMask = true, footer }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const openedAt = useRef(0);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    openedAt.current = performance.now();
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const onMask = () => {
    if (!closeOnMask) return;
    if (performance.now() - openedAt.current < DIALOG_MASK_GUARD_MS) return;
    onClose();
  };

  return (
    <div className="dialog-mask" data-testid="dialog-mask" onClick={onMask}>
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
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
    </div>
  );
}
