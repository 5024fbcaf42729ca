import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { DIALOG_MASK_GUARD_MS } from '../config/constants';
import { modalClosed, modalOpened } from './toast-region';

/** The screen's main heading, focusable from script (not a tab stop), or null. */
function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

interface ModalDialogOptions {
  onClose: () => void;
  /** Whether a tap on the backdrop closes the dialog. */
  closeOnMask?: boolean;
  /**
   * Opens it after the commit that mounts it has painted, in a task of its
   * own, for a dialog nobody asked for (the notice popup): showModal() lays
   * the page out again, and together with the rest of that commit (or its
   * effects) it made a long task. One a tap opens stays in the tap's commit (React runs the
   * effects of a tap's render at once anyway).
   */
  openAfterPaint?: boolean;
}

interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

/**
 * Drives a native `<dialog>` as a modal while the component is mounted:
 * showModal() gives the focus trap, the inert page behind, Escape and the
 * ::backdrop; React state stays the one source of truth for "open".
 *
 * - Escape: the browser closes the dialog itself (Chrome refuses a cancel
 *   that is prevented twice without a tap), so we listen to `close` and tell
 *   the owner, who unmounts us.
 * - Backdrop taps land on the `<dialog>` element itself (its content fills it
 *   without padding); they are ignored for 300 ms after opening (spec) so the
 *   tap that opened the dialog cannot close it again on touch screens.
 * - Focus goes back to the opener when the dialog goes away, also when it is
 *   unmounted without close() having run (a route change); a dialog that
 *   opened by itself (the notice popup) leaves it on the screen's main
 *   heading, where a screen reader and the next Tab start from, not on
 *   the page's body (issue 27).
 */
export function useModalDialog({ onClose, closeOnMask = true, openAfterPaint = false }: ModalDialogOptions): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  const openedAt = useRef(0);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  const open = () => {
    const dialog = ref.current;
    if (!dialog) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener('close', onNativeClose);
    if (!dialog.open) dialog.showModal();
    openedAt.current = performance.now();
    // the toasts' live region goes into the top open modal, to be heard there (ui/toast-region)
    modalOpened(dialog);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      // to the modal below, if one is still open, else back to its own box
      modalClosed(dialog);
      const focus = document.activeElement;
      const back = opener?.isConnected ? opener : mainHeading();
      if (back && (!focus || focus === document.body || dialog.contains(focus))) back.focus();
    };
  };
  // the option is read once: a dialog does not change how it opens while mounted
  const [deferred] = useState(openAfterPaint);
  useLayoutEffect(() => (deferred ? undefined : open()), []); // eslint-disable-line react-hooks/exhaustive-deps -- opens once, on mount
  useEffect(() => {
    if (!deferred) return;
    // a task of its own: the effects of the commit that mounted it (requests starting, say) run in this one
    let close: (() => void) | undefined;
    const timer = setTimeout(() => (close = open()), 0);
    return () => {
      clearTimeout(timer);
      close?.();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- opens once, on mount

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget || !closeOnMask) return;
    if (performance.now() - openedAt.current < DIALOG_MASK_GUARD_MS) return;
    onCloseRef.current();
  };

  return { ref, onClick };
}
