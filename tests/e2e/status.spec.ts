import { expect, test } from './fixtures';
import { ops } from './helpers/ops';
import { withoutBootData } from './helpers/boot-data';

// None of these journeys goes offline or needs the service worker: the
// cached status is the app's own (its query cache in IndexedDB), and the
// pages load as a first visit does (the worker is blocked: playwright.config.ts).

const STATUS_PATH = '**/wps/v2/system/status**';

test.afterEach(async () => {
  await ops('status', 'normal');
  await ops('flag', 'FREEPLAY3', 'on');
});

test('the operator turns maintenance on and off without a restart', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('.top-banner')).toBeVisible();
  await ops('status', 'maintenance', '--end-minutes', '90');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hệ thống đang bảo trì' })).toBeVisible();
  await expect(page.getByText(/Dự kiến hoàn tất lúc/)).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/maintenance.png' });
  await ops('status', 'normal');
  await page.getByRole('button', { name: 'Kiểm tra lại' }).click();
  await expect(page.locator('.top-banner')).toBeVisible();
});

test('the operator blocks the region and the player sees the blocked-IP page', async ({ page }) => {
  await ops('status', 'blocked');
  await page.goto('/m/help');
  await expect(page.getByRole('heading', { name: 'Truy cập bị từ chối' })).toBeVisible();
  await expect(page.getByText(/Địa chỉ IP: /)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/blocked.png' });
});

test('a whitelabel flag switched off hides its header action when the app comes back to the foreground, and after a reload', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('button', { name: 'Chơi thử' })).toBeVisible();
  // the server's markup shows the button before the app runs: wait for the app
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
  await ops('flag', 'FREEPLAY3', 'off');
  // the player switches away and back: the app asks the whitelabel call, no reload (docs/decisions/0082)
  const asked = page.waitForResponse((response) => response.url().includes('/wps/system/whitelabel'));
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
  await asked;
  await expect(page.getByRole('button', { name: 'Chơi thử' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Đăng ký' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chơi thử' })).toHaveCount(0);
});

test('a first visit renders from the status in the page, without asking for it', async ({ page, browser, baseURL }) => {
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('/wps/v2/system/status') && asked.push(request.url()));
  await page.goto('/m/home');
  // the server's banner, or the carousel's slides once the app has mounted it
  await expect(page.locator('.banner__image').first()).toBeVisible();
  expect(asked).toEqual([]);
  // what the server puts in the page is this moment's status: a new
  // visitor who cannot reach the status call still sees maintenance
  await ops('status', 'maintenance');
  const visitor = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const other = await visitor.newPage();
  await other.route(STATUS_PATH, (route) => route.abort('connectionrefused'));
  await other.goto('/m/login');
  await expect(other.getByRole('heading', { name: 'Hệ thống đang bảo trì' })).toBeVisible();
  await visitor.close();
});

test('a failing status reply shows a clear retry, and the retry works', async ({ page }) => {
  await withoutBootData(page);
  let fail = true;
  await page.route(STATUS_PATH, (route) => (fail ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback()));
  await page.goto('/m/home');
  await expect(page.getByRole('alert')).toContainText('Lỗi hệ thống, vui lòng thử lại sau');
  await page.screenshot({ path: 'test-results/screens/status-failed.png' });
  fail = false;
  await page.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.locator('.top-banner')).toBeVisible();
});

test('a malformed status reply shows a clear retry instead of a blank page', async ({ page }) => {
  await withoutBootData(page);
  await page.route(STATUS_PATH, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"value":{"maintenance":"maybe"}}' }),
  );
  await page.goto('/m/home');
  await expect(page.getByRole('alert')).toContainText('Máy chủ trả về dữ liệu không hợp lệ');
  await page.route(STATUS_PATH, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>proxy error</html>' }));
  await page.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});

test('a cached status renders at once and a failed refresh keeps the app usable', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('.top-banner')).toBeVisible();
  await page.route(STATUS_PATH, (route) => route.abort('connectionreset'));
  await page.reload();
  await expect(page.locator('.top-banner')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the shell is served with the right cache headers', async ({ request }) => {
  const shell = await request.get('/m/home');
  // the page carries this visitor's status: never kept by a shared cache
  expect(shell.headers()['cache-control']).toBe('private, no-cache');
  expect((await request.get('/index.html')).headers()['cache-control']).toBe('no-cache');
  expect(await shell.text()).toContain('<div id="root"'); // on home, with the server-rendered first screen inside
  const html = await shell.text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(asset!);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
