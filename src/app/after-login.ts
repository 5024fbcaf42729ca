import { getSession, subscribeSession } from '../platform/session';
import { dropPendingAction, takePendingAction } from '../platform/pending-action';
import { getOpenModal, subscribeModal } from '../ui/modal-store';

/**
 * Continues what a guest asked for once they log in (ui/modal-store askLogin):
 * a session starting runs the parked action; the dialogs closing with no
 * session (the guest gave up) drops it, so a later login elsewhere does not
 * launch a game out of nowhere. Switching between the login, register and
 * forgot dialogs keeps it: a new account continues the same way.
 * Returns the unsubscribe (tests).
 */
export function continueAfterLogin(): () => void {
  let signedIn = getSession() !== null;
  const offSession = subscribeSession(() => {
    const now = getSession() !== null;
    const started = now && !signedIn;
    signedIn = now;
    if (!started) return;
    const action = takePendingAction();
    // after the login's own bookkeeping (dialog closed, session stored) has run
    if (action) queueMicrotask(action);
  });
  const offModal = subscribeModal(() => {
    if (getOpenModal() === null && getSession() === null) dropPendingAction();
  });
  return () => {
    offSession();
    offModal();
  };
}
