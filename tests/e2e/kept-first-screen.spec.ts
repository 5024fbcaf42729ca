import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { waitForServiceWorkerControl } from './helpers/service-worker';
import { consoleProblems } from './helpers/console-problems';

// journeys here go offline or rely on the service worker (blocked elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

/**
 * The service worker answers /m/home with the page the server last rendered
 * for this guest, as the page kept it (docs/decisions/0043): the home is in
 * the HTML before any script runs, offline too, and the app hydrates it.
 */
const KEPT = 'first-screen-v1';

/** What each document held when its HTML was parsed (before the app's module runs) and its banner node. */
async function noteParsedDocument(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      Object.assign(window, {
        __parsed: {
          home: document.querySelector('main .home') !== null,
          storedAt: root?.getAttribute('data-stored-at') ?? null,
          downloadBar: document.querySelector('.download-bar') !== null,
        },
        __parsedHeading: document.querySelector('main h1'),
      });
    });
  });
}

const parsed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __parsed?: { home: boolean; storedAt: string | null; downloadBar: boolean } }).__parsed ?? null);

const hydratedInPlace = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { __parsedHeading?: Element | null }).__parsedHeading;
    // The parsed element is the one on screen: React hydrated it rather than drawing a new one. (The
    // page's heading, not a banner: a banner whose image fails offline leaves the carousel, which then
    // starts anew by design, docs/decisions/0081.)
    return kept != null && kept === document.querySelector('main h1');
  });

const keptPage = (page: Page) =>
  page.evaluate(async (name) => {
    const response = await (await caches.open(name)).match('/m/home');
    return response ? response.text() : null;
  }, KEPT);

/** The app has run its effects (the footer joins after the first paint). */
const appRunning = (page: Page) => expect(page.getByRole('contentinfo')).toBeVisible();

test('a repeat visit and an offline start show the kept home at once, and the app hydrates it', async ({ page, context }) => {
  const problems = consoleProblems(page, { offline: true });
  await noteParsedDocument(page);
  await page.goto('/m/home');
  await waitForServiceWorkerControl(page);
  await expect.poll(() => keptPage(page), { timeout: 15_000 }).toContain('data-stored-at=');

  await page.reload();
  expect(await parsed(page)).toEqual(expect.objectContaining({ home: true, storedAt: expect.stringMatching(/^\d+$/) }));
  await appRunning(page);
  expect(await hydratedInPlace(page)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  expect(await parsed(page)).toEqual(expect.objectContaining({ home: true, storedAt: expect.stringMatching(/^\d+$/) }));
  await appRunning(page);
  expect(await hydratedInPlace(page)).toBe(true);
  await expect(page.getByText('Không có kết nối internet – đang hiển thị dữ liệu đã lưu')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/kept-first-screen-offline.png' });
  // hydrated means working: the ticker opens the notices in-app, offline too
  await page.locator('a.notice-ticker').click();
  await expect(page).toHaveURL(/\/m\/notice/);
  expect(problems).toEqual([]);
});

test('the kept page is as this browser renders it: a closed download bar stays out of it', async ({ page }) => {
  const problems = consoleProblems(page);
  await noteParsedDocument(page);
  await page.goto('/m/home');
  await page.getByRole('complementary', { name: 'Tải ứng dụng' }).getByRole('button', { name: 'Đóng thanh tải ứng dụng' }).click();
  await waitForServiceWorkerControl(page);
  // the next start keeps the page again, now without the bar
  await page.reload();
  await appRunning(page);
  await expect.poll(async () => (await keptPage(page)) ?? '', { timeout: 15_000 }).toMatch(/data-stored-at=/);
  await expect.poll(async () => (await keptPage(page))?.includes('class="download-bar"') ?? true, { timeout: 15_000 }).toBe(false);

  await page.reload();
  expect(await parsed(page)).toEqual({ home: true, storedAt: expect.stringMatching(/^\d+$/), downloadBar: false });
  await appRunning(page);
  expect(await hydratedInPlace(page)).toBe(true);
  await expect(page.locator('.download-bar')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a signed-in player's start drops the guest's page: their home comes from the shell", async ({ page, request }) => {
  await page.goto('/m/home');
  await waitForServiceWorkerControl(page);
  await expect.poll(() => keptPage(page), { timeout: 15_000 }).toContain('data-stored-at=');

  await loginAs(page, request, 'kept_member');
  await noteParsedDocument(page);
  await page.reload();
  await expect(page.getByTestId('home-balance')).toBeVisible();
  await expect.poll(() => keptPage(page), { timeout: 15_000 }).toBeNull();

  await page.reload();
  expect(await parsed(page)).toEqual(expect.objectContaining({ home: false, storedAt: null }));
  await expect(page.getByTestId('home-balance')).toBeVisible();
});
