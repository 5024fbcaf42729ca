import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const HEADERS = { Merchant: 'DEMO' };

/**
 * Opens a page of our own making at `hostUrl` (answered by the browser
 * itself, so its origin is whatever host we name) holding an iframe of
 * `target`, and returns the child frame once the iframe has fired load.
 */
async function frameFrom(page: Page, hostUrl: string, target: string): Promise<Frame> {
  await page.route(hostUrl, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>host</title><iframe title="framed" src="${target}" onload="document.title='loaded'"></iframe>`,
    }),
  );
  await page.goto(hostUrl);
  await expect(page).toHaveTitle('loaded');
  const child = page.frames().find((frame) => frame !== page.mainFrame());
  if (!child) throw new Error('no child frame');
  return child;
}

/** Whether the framed document is the real page (its element exists), not the browser's blocked-frame page. */
async function framedHas(frame: Frame, selector: string): Promise<boolean> {
  return (await frame.locator(selector).count().catch(() => 0)) > 0;
}

test('another origin cannot frame /m/home', async ({ page, baseURL }) => {
  const app = new URL(baseURL!);
  // Same port, other host name: another origin for the browser.
  const otherOrigin = `http://127.0.0.1:${app.port}/framing-attack.html`;
  const child = await frameFrom(page, otherOrigin, `${app.origin}/m/home`);
  expect(await framedHas(child, '#root')).toBe(false);
});

test('the app may frame the demo game, another origin may not', async ({ page, baseURL }) => {
  const app = new URL(baseURL!);
  // Positive control: the same check sees a frame that did load.
  const own = await frameFrom(page, `${app.origin}/framing-host.html`, `${app.origin}/demo-game/?nodeId=10010&lang=en`);
  await expect(own.getByRole('button', { name: /spin/i })).toBeVisible();

  await page.unrouteAll();
  const foreign = await frameFrom(page, `http://127.0.0.1:${app.port}/framing-attack.html`, `${app.origin}/demo-game/?nodeId=10010&lang=en`);
  expect(await framedHas(foreign, 'button')).toBe(false);
});

test('the shell, assets, sw.js and the API carry the security headers', async ({ page, request }) => {
  const shell = await page.goto('/m/home');
  const csp = shell!.headers()['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(shell!.headers()['x-content-type-options']).toBe('nosniff');
  expect(shell!.headers()['referrer-policy']).toBe('no-referrer');

  // home's server-rendered page loads the app through its loader (data-entry); other pages by the module script
  const script = await page.locator('script[data-entry]').first().getAttribute('data-entry');
  for (const path of [script!, '/sw.js', '/wps/v2/system/status']) {
    const res = await request.get(path, { headers: HEADERS });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  // The home page rendered under this policy (the fixture fails the test on any violation).
  await expect(page.getByRole('main')).toBeVisible();
});
