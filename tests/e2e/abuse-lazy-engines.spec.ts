import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A message string inside re2js: present in its chunk whatever the minifier renames.
const RE2_MARK = 'invalid nested repetition operator';

/** Collects the JavaScript the page loads, by URL. */
function scriptsOf(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js') && response.ok()) scripts.set(response.url(), response.text().catch(() => ''));
  });
  return scripts;
}

async function loadsRe2(scripts: Map<string, Promise<string>>): Promise<boolean> {
  const bodies = await Promise.all(scripts.values());
  return bodies.some((body) => body.includes(RE2_MARK));
}

test('the home screen does not load the pattern engine; the register form does', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/m/home');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  expect(await loadsRe2(scripts)).toBe(false);

  await page.goto('/m/register');
  await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
  await expect.poll(() => loadsRe2(scripts)).toBe(true);
});
