import { readText, remove, writeText } from './storage';

const FLAG = 'chunkReloadAt';
/** A second failure within this time is not retried (it would loop). */
const RETRY_GUARD_MS = 10_000;

/**
 * After a deploy, a page opened on the old version can ask for a lazy chunk
 * that no longer exists. Reload once to get the new version instead of
 * showing a broken screen; if that does not help, let the error surface.
 */
export function installChunkRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Offline a reload can only end on the browser's error page: let the
    // screen's error boundary say so and offer its retry instead.
    if (!navigator.onLine) return;
    const last = Number(readText(FLAG, 'session') ?? 0);
    if (Date.now() - last < RETRY_GUARD_MS) return;
    writeText(FLAG, String(Date.now()), 'session');
    event.preventDefault();
    window.location.reload();
  });
  window.addEventListener('load', () => setTimeout(() => remove(FLAG, 'session'), RETRY_GUARD_MS));
}
