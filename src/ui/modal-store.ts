import { useSyncExternalStore } from 'react';

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

export function closeModal(): void {
  apply(null);
}

export function getOpenModal(): ExclusiveModal | null {
  return open;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenModal(): ExclusiveModal | null {
  return useSyncExternalStore(subscribe, getOpenModal, getOpenModal);
}
