import type { Page } from '@playwright/test';

/** An in-app navigation (as a link does: history plus popstate), without loading the page again. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
