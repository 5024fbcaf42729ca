import { useSyncExternalStore } from 'react';
import { readText, remove, writeText } from '../../../platform/storage';

/**
 * The welcome a new account gets once (after registering): who to greet,
 * kept in session storage so a reload on the home still shows it until the
 * player has chosen a next step; signing out clears the session area and it.
 */
const WELCOME_KEY = 'welcome:new-account';

type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function startWelcome(name: string): void {
  writeText(WELCOME_KEY, name, 'session');
  emit();
}

export function endWelcome(): void {
  remove(WELCOME_KEY, 'session');
  emit();
}

/** The account being welcomed, or null. */
export function welcomeName(): string | null {
  return readText(WELCOME_KEY, 'session');
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWelcomeName(): string | null {
  return useSyncExternalStore(subscribe, welcomeName, () => null);
}
