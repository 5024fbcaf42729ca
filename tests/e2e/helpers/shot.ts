import type { Page } from '@playwright/test';

/**
 * A screenshot for a person to look at, only when asked
 * (E2E_SHOTS_DIR=docs/screenshots): a test run leaves the tree as it was.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}
