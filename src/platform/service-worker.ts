import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import { SW_WAITING_TIMEOUT_MS } from '../config/constants';
import { hasUnsavedInput } from './unsaved-input';
import { updateActionFor } from './update-policy';

type Listener = () => void;
const listeners = new Set<Listener>();
let updateOffered = false;
let workbox: Workbox | null = null;
let reloadWhenControlling = false;
const startedAt = performance.now();

function setOffered(value: boolean): void {
  updateOffered = value;
  for (const listener of listeners) listener();
}

/** Lets the waiting worker take over; the page reloads when it controls. */
export function applyUpdate(): void {
  if (!workbox) return;
  reloadWhenControlling = true;
  workbox.messageSkipWaiting();
}

function onWaiting(): void {
  // The waiting timeout lets writes in flight (the persisted query cache,
  // paused mutations) reach IndexedDB before a reload.
  setTimeout(() => {
    if (updateActionFor(performance.now() - startedAt, hasUnsavedInput()) === 'apply-now') applyUpdate();
    else setOffered(true);
  }, SW_WAITING_TIMEOUT_MS);
}

function checkForUpdate(): void {
  void workbox?.update().catch(() => {
    // offline or server away: the next focus tries again
  });
}

/** Registers /sw.js and wires the update checks (focus, visibility, online). */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', onWaiting);
  workbox.addEventListener('controlling', (event) => {
    // Our own applyUpdate reloads; a worker activated by another tab reloads
    // this one too, unless a form here holds input (then it stays as it is).
    if (reloadWhenControlling || (event.isUpdate && !hasUnsavedInput())) window.location.reload();
  });
  void workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error));

  window.addEventListener('focus', checkForUpdate);
  window.addEventListener('online', checkForUpdate);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
    // going to the background is the moment to apply an offered update unseen
    else if (updateOffered && !hasUnsavedInput()) applyUpdate();
  });
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateOffered(): boolean {
  return useSyncExternalStore(subscribe, () => updateOffered, () => false);
}
