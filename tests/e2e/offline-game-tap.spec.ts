import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';

/**
 * A game tapped offline: neither the guest's login dialog nor a launch can
 * work without the network, so the tap says so (a translated toast) and
 * opens nothing, for a guest and for a member alike.
 */

/** The home's first game tile, tapped with the browser offline (the page knows it is); the tile, to tap it again. */
async function tapGameOffline(page: Page): Promise<Locator> {
  await page.goto('/m/home');
  const tile = page.locator('.home-game__button').first();
  await expect(tile).toBeVisible();
  await page.context().setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await tile.click();
  return tile;
}

test('a guest tapping a game offline is told there is no internet, and no login dialog opens', async ({ page }) => {
  const tile = await tapGameOffline(page);
  await expect(page.getByRole('status').getByText('Không có kết nối internet', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/offline-game-tap-guest.png' });

  // back online the same tap asks the guest to log in, as before
  await page.context().setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
  await tile.click();
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
});

test('a member tapping a game offline is told there is no internet and stays on the lobby', async ({ page, request }) => {
  await loginAs(page, request, 'offline_tapper');
  let launchAsked = false;
  page.on('request', (r) => { if (new URL(r.url()).pathname === '/wps/game/launchGame') launchAsked = true; });
  await tapGameOffline(page);
  await expect(page.getByRole('status').getByText('Không có kết nối internet', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(launchAsked).toBe(false);
  await page.context().setOffline(false);
});

test('in English the notice is English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await tapGameOffline(page);
  await expect(page.getByRole('status').getByText('No internet connection', { exact: true })).toBeVisible();
  await page.context().setOffline(false);
});

// the refused launch's dialog is loaded when a launch is refused (not with the lobby): it still opens on the tap
test('online, an empty wallet tapping a game gets the short-balance dialog with the way to deposit', async ({ page, request }) => {
  await loginAs(page, request, 'empty_tapper', { balance: 0 });
  await page.goto('/m/home');
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
  await page.locator('.home-game__button').first().click();
  await refused;
  const dialog = page.getByRole('dialog', { name: 'Không thể vào trò chơi' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Số dư không đủ để vào trò chơi')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Nạp tiền ngay' })).toHaveAttribute('href', '/m/voucherCenter');
  await page.screenshot({ path: 'test-results/screens/launch-short-balance.png' });
});
