import { expect, test } from './fixtures';
import { startPrivateServer, type PrivateServer } from './helpers/private-server';
import { waitForServiceWorkerControl } from './helpers/service-worker';

// journeys here go offline or rely on the service worker (blocked elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

// A deploy changes what is served: these tests deploy to a server of their
// own (own port, database and copy of the build), never to the shared one,
// so they may run in any order with the other spec files. They run in one
// worker, one after the other, so that server and its second build (a
// vite build, tens of CPU seconds) serve both; each deploy brings whichever
// version is not served, so neither test depends on the other having run.
test.describe.configure({ mode: 'default' });
let server: PrivateServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startPrivateServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('an update deployed while the app is open is applied without a chunk error', async ({ page }) => {
  // a ceiling for a build on a busy machine, not a wait
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // built before the app opens: the update must be found within the app's first 60 s to apply at once
  const next = await server.prepareDeploy();
  await page.goto(`${server.url}/m/home`);
  await waitForServiceWorkerControl(page);
  const before = await page.evaluate(() => document.documentElement.dataset.build);

  next.swap();

  // the app checks for updates when it regains focus; found within the
  // first 60 s with no unsaved input, the update is applied at once
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  // (the reload may cut an evaluate short: read again)
  const build = () => page.evaluate(() => document.documentElement.dataset.build).catch(() => before);
  await expect.poll(build, { timeout: 30_000 }).not.toBe(before);
  await expect(page.locator('.top-banner')).toBeVisible();

  // a lazy screen of the new version loads (the old version's chunks are gone)
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Cài đặt' }).click();
  await expect(page.getByRole('radio', { name: 'English' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an update never reloads over typed input: it is offered, and applying it keeps the draft', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`${server.url}/m/login`);
  await waitForServiceWorkerControl(page);
  const before = await page.evaluate(() => document.documentElement.dataset.build);
  await page.getByLabel('Tên đăng nhập').fill('typed_player');
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Secret123');

  await server.deploy();
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
