import { expect, type Page } from '@playwright/test';

/**
 * How many paused mutations the app has written to IndexedDB (the persisted
 * query cache, src/app/query-persistence.ts): what survives a reload or a
 * closed app while offline. Tests wait for it instead of for a fixed time.
 */
export function persistedPausedMutations(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('wps-pwa');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kv')) {
            db.close();
            resolve(0);
            return;
          }
          const get = db.transaction('kv').objectStore('kv').get('query-cache');
          get.onerror = () => {
            db.close();
            resolve(0);
          };
          get.onsuccess = () => {
            const stored = get.result as { clientState?: { mutations?: { state?: { isPaused?: boolean } }[] } } | undefined;
            db.close();
            resolve((stored?.clientState?.mutations ?? []).filter((m) => m.state?.isPaused).length);
          };
        };
      }),
  );
}

/** Waits until at least `count` paused mutations are stored (the write is throttled). */
export async function expectPausedMutationsStored(page: Page, count = 1): Promise<void> {
  await expect.poll(() => persistedPausedMutations(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
}
