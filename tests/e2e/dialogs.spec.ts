import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';

/**
 * Issue 10, item 6: the side menu and the dialogs are real modals (native
 * <dialog> with showModal): focus moves in, Tab stays inside, the page behind
 * is inert, Escape closes and focus goes back to the control that opened it.
 */

const focusIsInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

/**
 * Where focus is after a Tab: in the dialog, on the page behind it, or out of
 * the page (past the last control a modal <dialog> lets focus go to the
 * browser's own controls, as a page does; the next Tab comes back in).
 */
const focusPlace = (dialog: Locator) =>
  dialog.evaluate((el) => {
    const active = document.activeElement;
    if (el.contains(active)) return 'dialog';
    return !active || active === document.body ? 'outside-page' : `page behind: ${active.outerHTML.slice(0, 80)}`;
  });

async function tabStaysInside(page: Page, dialog: Locator, presses: number) {
  const seen = new Set<string>();
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const place = await focusPlace(dialog);
    expect(['dialog', 'outside-page'], `Tab ${i + 1} reached the ${place}`).toContain(place);
    seen.add(place);
  }
  // it went round: back into the dialog after its last control
  expect(seen.has('dialog')).toBe(true);
}

test('the side menu takes focus, keeps Tab inside, closes on Escape and gives focus back', async ({ page }) => {
  // one Tab and one check per control of the menu (about 25): slow on a busy machine
  test.slow();
  await page.goto('/m/home');
  const opener = page.getByRole('button', { name: 'Mở menu' });
  await opener.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  expect(await focusIsInside(menu)).toBe(true);
  await page.screenshot({ path: 'test-results/screens/side-menu-dialog-412.png' });
  // more presses than the menu has controls: a leak to the page behind would show
  const controls = await menu.locator('a[href], button, input').count();
  await tabStaysInside(page, menu, controls + 3);
  // the page behind is inert while the menu is open
  expect(await page.getByRole('navigation', { name: 'Điều hướng chính' }).evaluate((el) => el.matches(':modal, :modal *'))).toBe(false);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a tap on the side menu backdrop closes it (after the first 300 ms)', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const box = (await menu.locator('aside').boundingBox())!;
  const viewport = page.viewportSize()!;
  // the strip right of the drawer is backdrop
  await expect(async () => {
    await page.mouse.click((box.x + box.width + viewport.width) / 2, viewport.height / 2);
    await expect(menu).toHaveCount(0, { timeout: 500 });
  }).toPass();
});

test('the sign-out confirmation traps focus and Escape returns to the sign-out button', async ({ page, request }) => {
  await loginAs(page, request, 'dialog_member');
  await page.goto('/m/set');
  const opener = page.getByRole('button', { name: 'Đăng xuất' });
  await opener.click();
  const confirm = page.getByRole('dialog', { name: 'Xác nhận' });
  await expect(confirm).toBeVisible();
  expect(await focusIsInside(confirm)).toBe(true);
  await tabStaysInside(page, confirm, 5);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(opener).toBeFocused();
  // still signed in: Escape is "cancel"
  expect(await page.evaluate(() => localStorage.getItem('sessionInfo'))).not.toBeNull();
});
