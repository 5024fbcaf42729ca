import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';
import { waitForServiceWorkerControl } from './helpers/service-worker';

// Runs last (file order): it deploys a new build into the served dist/.
test('an update deployed while the app is open is applied without a chunk error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/m/home');
  await waitForServiceWorkerControl(page);
  const before = await page.evaluate(() => document.documentElement.dataset.build);

  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', process.env.E2E_DIST_DIR ?? 'dist'], {
    env: { ...process.env, VITE_BUILD_ID: `e2e-update-${Date.now()}` },
    stdio: 'ignore',
    timeout: 90_000,
  });

  // the app checks for updates when it regains focus; found within the
  // first 60 s with no unsaved input, the update is applied at once
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  // (the reload may cut an evaluate short: read again)
  const build = () => page.evaluate(() => document.documentElement.dataset.build).catch(() => before);
  await expect.poll(build, { timeout: 30_000 }).not.toBe(before);
  await expect(page.locator('.top-banner')).toBeVisible();

  // a lazy screen of the new version loads
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Cài đặt' }).click();
  await expect(page.getByRole('radio', { name: 'English' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an update never reloads over typed input: it is offered, and applying it keeps the draft', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/m/login');
  await waitForServiceWorkerControl(page);
  const before = await page.evaluate(() => document.documentElement.dataset.build);
  await page.getByLabel('Tên đăng nhập').fill('typed_player');
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Secret123');

  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', process.env.E2E_DIST_DIR ?? 'dist'], {
    env: { ...process.env, VITE_BUILD_ID: `e2e-offer-${Date.now()}` },
    stdio: 'ignore',
    timeout: 90_000,
  });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  // offered, not applied: same page, same version, nothing lost
  const offer = page.getByRole('status').filter({ hasText: 'Đã có phiên bản mới' });
  await expect(offer).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe(before);
  await expect(page.getByLabel('Tên đăng nhập')).toHaveValue('typed_player');
  await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveValue('Secret123');

  // the player chooses to update: the new version opens with the username draft kept
  await offer.getByRole('button', { name: 'Cập nhật' }).click();
  const build = () => page.evaluate(() => document.documentElement.dataset.build).catch(() => before);
  await expect.poll(build, { timeout: 30_000 }).not.toBe(before);
  await expect(page.getByLabel('Tên đăng nhập')).toHaveValue('typed_player');
});
