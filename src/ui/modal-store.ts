import { useSyncExternalStore } from 'react';
import { deferUntilLogin } from '../platform/pending-action';

/**
 * Exclusive modals (spec §2.3): only one of login, register and
 * forgot-password is open at a time; opening one closes the others. The
 * change-password popup (§2.6) shares the slot. While one is open the body
 * carries the position-change class.
 */
export type ExclusiveModal = 'login' | 'register' | 'forget' | 'changePsw';

export const BODY_MODAL_CLASS = 'position-change';

type Listener = () => void;
const listeners = new Set<Listener>();
let open: ExclusiveModal | null = null;

function apply(next: ExclusiveModal | null): void {
  open = next;
  document.body.classList.toggle(BODY_MODAL_CLASS, next !== null);
  for (const listener of listeners) listener();
}

export function openModal(modal: ExclusiveModal): void {
  apply(modal);
}

/**
 * A guest's tap on something that needs a login (a game, a favourite star,
 * deposit): the login dialog opens over the current screen, and `then` runs
 * once the login succeeds (the app wires that up, src/app/after-login.ts).
 */
export function askLogin(then: () => void): void {
  deferUntilLogin(then);
  apply('login');
}

export function closeModal(): void {
  apply(null);
}

export function getOpenModal(): ExclusiveModal | null {
  return open;
}

export function subscribeModal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenModal(): ExclusiveModal | null {
  return useSyncExternalStore(subscribeModal, getOpenModal, getOpenModal);
}
