import type { Locator, Page } from '@playwright/test';

/**
 * The toaster's live region. A screen's loading block is a status too
 * (role="status", aria-busy), so `getByRole('status')` alone can match two
 * elements while a screen loads and fail in strict mode.
 */
export function toaster(page: Page): Locator {
  return page.getByRole('status').and(page.locator('.toaster'));
}
