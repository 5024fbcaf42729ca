import { useSyncExternalStore } from 'react';
import { SW_WAITING_TIMEOUT_MS } from '../config/constants';
import { hasUnsavedInput } from './unsaved-input';
import { updateActionFor } from './update-policy';

type Listener = () => void;
const listeners = new Set<Listener>();
let updateOffered = false;
let registration: ServiceWorkerRegistration | null = null;
let reloadWhenControlling = false;
const startedAt = performance.now();

/** The message sw/sw.ts answers with skipWaiting(). */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

function setOffered(value: boolean): void {
  updateOffered = value;
  for (const listener of listeners) listener();
}

/** Lets the waiting worker take over; the page reloads when it controls. */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) return;
  reloadWhenControlling = true;
  waiting.postMessage(SKIP_WAITING);
}

function onWaiting(): void {
  // The waiting timeout lets writes in flight (the persisted query cache,
  // paused mutations) reach IndexedDB before a reload. It also tells a first
  // install (installed, then activating at once: nothing to offer) from an
  // update that waits.
  setTimeout(() => {
    if (!registration?.waiting) return;
    if (updateActionFor(performance.now() - startedAt, hasUnsavedInput()) === 'apply-now') applyUpdate();
    else setOffered(true);
  }, SW_WAITING_TIMEOUT_MS);
}

function watchInstalling(current: ServiceWorkerRegistration): void {
  const worker = current.installing;
  if (!worker) return;
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed') onWaiting();
  });
}

function checkForUpdate(): void {
  void registration?.update().catch(() => {
    // offline or server away: the next focus tries again
  });
}

async function register(): Promise<void> {
  // A worker activated while this page ran is an update only if one
  // controlled the page before (a first install's clients.claim() is not).
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // Our own applyUpdate reloads; a worker activated by another tab reloads
    // this one too, unless a form here holds input (then it stays as it is).
    if (reloadWhenControlling || (hadController && !hasUnsavedInput())) window.location.reload();
  });
  const current = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  registration = current;
  // an update found by an earlier visit may already be waiting
  if (current.waiting) onWaiting();
  watchInstalling(current);
  current.addEventListener('updatefound', () => watchInstalling(current));
}

/**
 * Registers /sw.js once the page has loaded (the worker's precache does not
 * compete with the first screen's requests) and wires the update checks
 * (focus, visibility, online). The browser's own registration API, not
 * workbox-window: its 2 KB were part of every first visit (docs/decisions/0087).
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const start = () => void register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });

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
