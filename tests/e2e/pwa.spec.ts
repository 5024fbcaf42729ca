import { expect, test } from './fixtures';
import plist from 'plist';
import { waitForServiceWorkerControl } from './helpers/service-worker';

// The journeys about the worker (offline, the cold start, what it answers);
// the others load as a first visit does, without it (playwright.config.ts).
test.describe(() => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker controls the page and the app works offline after one visit', async ({ page, context }) => {
    await page.goto('/m/home');
    await expect(page.locator('.top-banner')).toBeVisible();
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('.top-banner')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Danh mục trò chơi' })).toBeVisible();
    await expect(page.getByText('Không có kết nối internet – đang hiển thị dữ liệu đã lưu')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/offline-home.png' });

    // a screen never saved says so (the banner says offline), and fills in once back online
    await page.goto('/m/help');
    await expect(page.getByRole('status').filter({ hasText: 'Trang trợ giúp chưa được lưu' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.locator('details').first()).toBeVisible();
  });

  test('an offline cold start opens home from cache', async ({ browser }) => {
    // the project's options, with the service worker this group allows (project.use says block)
    const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'allow' });
    const first = await context.newPage();
    await first.goto('/m/home');
    await waitForServiceWorkerControl(first);
    await first.close();

    await context.setOffline(true);
    const cold = await context.newPage();
    await cold.goto('/m/home');
    await expect(cold.locator('.top-banner')).toBeVisible();
    await expect(cold.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
    // an in-app deep link also opens from cache
    await cold.goto('/m/set');
    await expect(cold.locator('.app-header--title [role="heading"]')).toHaveText('Cài đặt');
    await context.close();
  });

  test('the shell is never answered for server paths, even under the worker', async ({ page }) => {
    await page.goto('/m/home');
    await waitForServiceWorkerControl(page);
    const reply = await page.evaluate(async () => {
      const response = await fetch('/wps/no-such-thing', { headers: { Merchant: 'DEMO' } });
      return { status: response.status, type: response.headers.get('content-type') };
    });
    expect(reply.status).toBe(404);
    expect(reply.type).toContain('application/json');
  });
});

test('launched from the web clip URL the app runs as WEBCLIP and says so to the server', async ({ page }) => {
  const devices: string[] = [];
  page.on('request', (request) => {
    // API calls only: images (game icons, banners) are plain <img> requests
    if (request.url().includes('/wps/') && request.resourceType() === 'fetch') devices.push(request.headers()['device'] ?? '');
  });
  await page.goto('/m/home?webclip=1');
  await expect(page.locator('html')).toHaveAttribute('data-env', 'WEBCLIP');
  await expect(page.getByRole('complementary', { name: 'Tải ứng dụng' })).toHaveCount(0);
  // the status came in the page; the lobby's own calls carry the header
  await expect(page.locator('.home-games li').first()).toBeVisible();
  await page.goto('/m/help');
  await expect(page.locator('html')).toHaveAttribute('data-env', 'WEBCLIP');
  expect(devices.length).toBeGreaterThan(0);
  expect(new Set(devices)).toEqual(new Set(['WEBCLIP']));
});

test('the download bar shows in a browser, and stays hidden once closed', async ({ page }) => {
  await page.goto('/m/home');
  const bar = page.getByRole('complementary', { name: 'Tải ứng dụng' });
  await expect(bar).toBeVisible();
  // once the app runs (its footer is the app's, not the server's first screen, whose button is a plain
  // link to /m/app), the button opens the download popup over home (docs/decisions/0093) with this platform's button
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await bar.getByRole('link', { name: 'Tải về' }).click();
  const popup = page.getByRole('dialog', { name: 'Tải ứng dụng' });
  await expect(popup.getByRole('button', { name: 'Tải cho Android' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  // closing the popup closes the bar with it, for good
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.top-banner')).toBeVisible();
  await expect(bar).toHaveCount(0);

  // the download page: an Android phone (this profile) is offered Android's install; iOS's profile on request
  await page.goto('/m/app');
  await expect(page.getByRole('heading', { name: 'Tải ứng dụng' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cài đặt cho iOS' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Tải cho thiết bị khác' }).click();
  await expect(page.getByRole('link', { name: 'Cài đặt cho iOS' })).toHaveAttribute('href', /webclip\.mobileconfig$/);
  await page.screenshot({ path: 'test-results/screens/app-download.png' });

  // the bar's own × closes it for good too
  await page.evaluate(() => localStorage.clear());
  await page.goto('/m/home');
  await bar.getByRole('button', { name: 'Đóng thanh tải ứng dụng' }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.top-banner')).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('an old iOS gets the 12.4 notice on the download page', async ({ browser }) => {
  const context = await browser.newContext({
    ...test.info().project.use,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await page.goto('/m/app');
  await expect(page.getByRole('alert')).toHaveText('Ứng dụng màn hình chính cần iOS 12.4 trở lên. Vui lòng cập nhật iOS.');
  await context.close();
});

test('the manifest makes the app installable', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ display: 'standalone', scope: '/', theme_color: '#0e1117', background_color: '#0e1117' });
  expect(manifest.start_url).toMatch(/^\/m\/home/);
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  // the richer install sheet: its pictures, and the launcher's shortcuts with their icons
  expect(manifest.screenshots.length).toBeGreaterThan(0);
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual(['/m/voucherCenter', '/m/activity', '/m/message']);
  const images = [
    ...(manifest.icons as { src: string }[]),
    ...(manifest.screenshots as { src: string }[]),
    ...(manifest.shortcuts as { icons: { src: string }[] }[]).flatMap((shortcut) => shortcut.icons),
  ];
  for (const image of images) {
    const response = await request.get(image.src);
    expect(response.ok(), image.src).toBe(true);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('the web clip profile parses as a plist with the required keys', async ({ request, baseURL }) => {
  const response = await request.get('/wps/app/webclip.mobileconfig');
  expect(response.headers()['content-type']).toContain('application/x-apple-aspen-config');
  const profile = plist.parse(await response.text()) as Record<string, unknown>;
  expect(profile.PayloadType).toBe('Configuration');
  const clip = (profile.PayloadContent as Record<string, unknown>[])[0]!;
  expect(clip.PayloadType).toBe('com.apple.webClip.managed');
  expect(clip.FullScreen).toBe(true);
  expect(String(clip.URL)).toBe(`${baseURL}/m/home?webclip=1`);
  expect(clip.Label).toBeTruthy();
  expect(Buffer.isBuffer(clip.Icon)).toBe(true);
});
