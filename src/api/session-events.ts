/**
 * The API client announces a session that the server declared over; the app
 * decides where to go. Keeps api/ free of routing.
 */
type Listener = (errorCode: string) => void;
const listeners = new Set<Listener>();

export function onSessionOver(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionOver(errorCode: string): void {
  for (const listener of listeners) listener(errorCode);
}
