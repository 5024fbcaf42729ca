import { expect, test, type Page } from '@playwright/test';

/**
 * Waits until the service worker controls the page (one reload on first
 * install). Installing precaches the whole app (about 190 files) from the
 * worker's own server: with three workers on two cores that took more than
 * 15 s at times, so the ceilings are 30 s and the journey gets that much
 * more time. Ceilings, not waits: an installed worker returns at once.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  test.info().setTimeout(test.info().timeout + 30_000);
  await page.waitForFunction(() => navigator.serviceWorker?.ready.then(() => true), null, { timeout: 30_000 });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
}
