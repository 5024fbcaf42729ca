import { devices, type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { loginAs } from './helpers/login-as';
import { consoleProblems } from './helpers/console-problems';

// hydration as a visitor's browser does it, registering the service worker (blocked elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

/**
 * The first screen of /m/home comes from the server (docs/decisions/0028):
 * readable before any script runs, then hydrated by React without a mismatch
 * (or, when the client would render something else, replaced without one).
 */
const LANGUAGES = [
  { code: 'vi', login: 'Đăng nhập', join: 'Tham gia ngay', banners: 'Tin nổi bật' },
  { code: 'en', login: 'Log in', join: 'Join now', banners: 'Highlights' },
] as const;

/** Keeps the banner image node the server sent, to tell hydration (same node) from a client render (new node). */
async function markServerBanner(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __ssrBanner?: Element | null }).__ssrBanner = document.querySelector('.banner__image');
    });
  });
}

const sameBannerNode = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { __ssrBanner?: Element | null }).__ssrBanner;
    return kept != null && kept === document.querySelector('.banner__image');
  });

for (const lang of LANGUAGES) {
  test(`/m/home paints header, banner, ticker and member banner without JavaScript (${lang.code})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, javaScriptEnabled: false });
    await context.addCookies([{ name: 'wps_lang', value: lang.code, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: lang.login })).toBeVisible();
    const banners = page.getByRole('region', { name: lang.banners });
    await expect(banners.locator('img.banner__image').first()).toBeVisible();
    await expect(banners.locator('img.banner__image').first()).toHaveJSProperty('complete', true);
    expect(await banners.locator('img.banner__image').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('a.notice-ticker')).toBeVisible();
    await expect(page.getByRole('region', { name: lang.join })).toBeVisible();
    await context.close();
  });

  test(`the server's first screen hydrates without errors or mismatch (${lang.code})`, async ({ page, baseURL }) => {
    const problems = consoleProblems(page);
    await page.context().addCookies([{ name: 'wps_lang', value: lang.code, url: baseURL! }]);
    await page.addInitScript((code) => localStorage.setItem('language', code), lang.code);
    await markServerBanner(page);
    await page.goto('/m/home');
    // the footer joins after the first paint: the app has hydrated and run its effects
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: lang.login })).toBeVisible();
    expect(await sameBannerNode(page)).toBe(true);
    // hydrated means interactive: the banner's ticker link navigates in-app
    await page.locator('a.notice-ticker').click();
    await expect(page).toHaveURL(/\/m\/notice/);
    expect(problems).toEqual([]);
  });
}

test('a member, or another language in storage, gets the client render and no mismatch; a signed-in reload never shows the guest buttons', async ({ page, request, baseURL }) => {
  const problems = consoleProblems(page);
  await loginAs(page, request, 'ssr_member');
  // the cookie says English, the app's stored language is Vietnamese
  await page.context().addCookies([{ name: 'wps_lang', value: 'en', url: baseURL! }]);
  await markServerBanner(page);
  await page.goto('/m/home');
  await expect(page.getByTestId('home-balance')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Nạp tiền' })).toBeVisible();
  expect(await sameBannerNode(page)).toBe(false);

  // From now on the page carries the signed-in cookie (docs/decisions/0080): the server's first
  // HTML has neutral places where the guest's buttons were, and a reload never shows them.
  const html = await (await page.request.get('/m/home')).text();
  expect(html).toContain('data-session-pending');
  expect(html).not.toContain('href="/m/login');
  expect(html).not.toContain('href="/m/register"');
  await page.addInitScript(() => {
    const guestButtons = 'a[href^="/m/login"], a[href="/m/register"]';
    const seen = { guest: false };
    (window as unknown as { __guestSeen?: typeof seen }).__guestSeen = seen;
    // from the first node the parser inserts: any moment the guest's buttons are in the page counts
    new MutationObserver(() => {
      if (document.querySelector(guestButtons)) seen.guest = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByTestId('home-balance')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Nạp tiền' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __guestSeen: { guest: boolean } }).__guestSeen.guest)).toBe(false);
  expect(problems).toEqual([]);
});
