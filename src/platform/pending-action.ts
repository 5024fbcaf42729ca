/**
 * The one action a guest asked for before being asked to log in (launch a
 * game, add a favourite, open deposit). A feature parks it here; the app
 * (src/app/after-login.ts) runs it once a session starts and drops it when
 * the login dialog closes without one. Holding one action, not a queue: the
 * guest's last tap is what they meant.
 */
type Action = () => void;

let pending: Action | null = null;

export function deferUntilLogin(action: Action): void {
  pending = action;
}

/** The parked action, removed from the store. */
export function takePendingAction(): Action | null {
  const action = pending;
  pending = null;
  return action;
}

export function dropPendingAction(): void {
  pending = null;
}

/** Whether an action waits for the login (a new account then continues it instead of being welcomed). */
export function hasPendingAction(): boolean {
  return pending !== null;
}
