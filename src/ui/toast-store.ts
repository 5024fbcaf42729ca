import { useSyncExternalStore } from 'react';
import { TOAST_MS } from '../config/constants';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function hideToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Hides every toast: a clean slate (the component tests' setup uses it between tests). */
export function hideAllToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toasts = [];
  emit();
}

/**
 * Shows a toast for `durationMs` (the spec's durations live in TOAST_MS).
 * A loading toast replaces any other loading toast and lasts until hidden or
 * until its maximum runs out. Returns the id for hideToast.
 */
export function showToast(text: string, kind: ToastKind = 'info', durationMs: number = TOAST_MS.short): number {
  const id = nextId++;
  const replaced = kind === 'loading' ? toasts.filter((t) => t.kind === 'loading') : [];
  for (const old of replaced) {
    clearTimeout(timers.get(old.id));
    timers.delete(old.id);
  }
  toasts = [...toasts.filter((t) => !replaced.includes(t)), { id, text, kind }];
  timers.set(id, setTimeout(() => hideToast(id), durationMs));
  emit();
  return id;
}

export const toast = {
  short: (text: string) => showToast(text, 'info', TOAST_MS.short),
  long: (text: string) => showToast(text, 'info', TOAST_MS.long),
  success: (text: string, durationMs: number = TOAST_MS.success) => showToast(text, 'success', durationMs),
  error: (text: string, durationMs: number = TOAST_MS.short) => showToast(text, 'error', durationMs),
  loading: (text: string, maxMs: number = TOAST_MS.loadingMax) => showToast(text, 'loading', maxMs),
  hide: hideToast,
};

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}
