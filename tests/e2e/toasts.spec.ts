import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, test } from './fixtures';

/** Issue 27: a toast is read whole, also over a dialog and on a 320 px phone. */

/** An error toast's background (base.css .toast--error). */
const TOAST_RED = 'rgb(92, 27, 27)';

/**
 * A guest taps a game and, in the login dialog, free play: the trial account
 * is refused (the player's region), which the dialog says in a toast and stays.
 */
async function refusedFreePlay(page: Page): Promise<{ dialog: Locator; toast: Locator }> {
  await page.route('**/wps/member/trialuser*', (route) => route.fulfill({ json: { success: false, errorCode: 'system.region.restricted', message: null, value: null } }));
  await page.goto('/m/home');
  await page.locator('.home-game__button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Chơi thử' }).click();
  return { dialog, toast: page.locator('.toast--error') };
}

test('a toast over the login dialog is drawn above it, whole, at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const { dialog, toast } = await refusedFreePlay(page);
  await expect(toast).toBeVisible();
  await expect(dialog).toBeVisible();
  // the pixels at the toast's sides and top are the toast's own red, not the dialog's (the page is at one pixel per CSS pixel)
  const box = (await toast.boundingBox())!;
  const screen = PNG.sync.read(await page.screenshot());
  const pixel = (x: number, y: number) => {
    const at = (Math.round(y) * screen.width + Math.round(x)) * 4;
    return `rgb(${screen.data[at]}, ${screen.data[at + 1]}, ${screen.data[at + 2]})`;
  };
  const middle = box.y + box.height / 2;
  expect([pixel(box.x + 5, middle), pixel(box.x + box.width - 5, middle), pixel(box.x + box.width / 2, box.y + 3)]).toEqual([TOAST_RED, TOAST_RED, TOAST_RED]);
  // whole: inside the screen, its text wrapped rather than cut
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await toast.locator('span').evaluate((span) => span.scrollWidth - span.clientWidth)).toBe(0);
  await expect(toast).toHaveText('Khu vực của bạn không được phép truy cập, vui lòng liên hệ hỗ trợ');
  // on two lines at 320 px, not one cut with an ellipsis
  expect(await toast.locator('span').evaluate((span) => {
    const range = document.createRange();
    range.selectNodeContents(span);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  })).toBe(2);
});

/**
 * What the accessibility tree makes of an element: Chromium leaves out
 * (ignores) whatever an open modal dialog makes inert, and a screen reader
 * hears nothing from an ignored live region.
 */
async function axIgnored(page: Page, selector: string): Promise<{ ignored: boolean; reasons: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0];
    return { ignored: Boolean(node?.ignored), reasons: (node?.ignoredReasons ?? []).map((r) => r.name) };
  } finally {
    await cdp.detach();
  }
}

test('a toast shown while the login dialog is open is in the accessibility tree, a polite status', async ({ page }) => {
  const { dialog, toast } = await refusedFreePlay(page);
  await expect(toast).toHaveText('Khu vực của bạn không được phép truy cập, vui lòng liên hệ hỗ trợ');
  await expect(dialog).toBeVisible();
  // the live region and the toast's text are not left out as "hidden by the active modal dialog"
  expect(await axIgnored(page, '.toaster')).toEqual({ ignored: false, reasons: [] });
  // (a span is left out as "uninteresting" anyway: its text counts, and it is not hidden)
  expect((await axIgnored(page, '.toast--error span')).reasons).toEqual(['uninteresting']);
  const region = page.getByRole('status').filter({ has: toast });
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await page.screenshot({ path: 'test-results/screens/toast-over-login-dialog.png' });
});
