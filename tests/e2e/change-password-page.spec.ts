import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { logInWithForm, session } from './auth-support';
import { toaster } from './helpers/toaster';

/**
 * /m/changePsw has one header, its own (back and an h1, no main header above); the
 * old-password field shows only when no password is kept (spec §5, the
 * remembered login); an empty confirm asks for the password (in_enter_password).
 */

test('a member whose password is kept changes it without typing the old one', async ({ page, request }) => {
  const name = `k${Date.now().toString(36).slice(-6)}`;
  // the test route creates the account (password `${name}-e2e-password`); the app is not told
  expect((await request.post('/__test/session', { headers: { Merchant: 'DEMO' }, data: { username: name } })).ok()).toBe(true);
  await logInWithForm(page, request, name, `${name}-e2e-password`); // "remember password" is on by default
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/help');
  await page.goto('/m/changePsw');
  await expect(page.getByRole('heading', { level: 1, name: 'Đổi mật khẩu' })).toBeVisible();
  // one header: the page's back and h1, no main header (logo, deposit, menu) stacked above it
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.locator('header').getByRole('button', { name: 'Quay lại' })).toBeVisible();
  await expect(page.locator('header').getByRole('heading', { level: 1 })).toHaveText('Đổi mật khẩu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByLabel('Mật khẩu mới', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Mật khẩu cũ')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/change-password-page-412.png' });

  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('Fresh5678');
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByLabel('Xác nhận mật khẩu mới')).toHaveAccessibleDescription('Vui lòng nhập mật khẩu');

  await page.getByLabel('Xác nhận mật khẩu mới').fill('Fresh5678');
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(toaster(page)).toContainText('Đã lưu');
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 5_000 });
  await page.evaluate(() => localStorage.removeItem('sessionInfo'));
  await logInWithForm(page, request, name, 'Fresh5678');
  expect(await session(page)).toMatchObject({ userName: name });
});

test('without a kept password the old one is asked for; back leaves the page', async ({ page, request }) => {
  await loginAs(page, request, 'no_kept_password');
  await page.goto('/m/set');
  await page.getByRole('link', { name: 'Đổi mật khẩu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Đổi mật khẩu' })).toBeVisible();
  await expect(page.getByLabel('Mật khẩu cũ')).toBeVisible();
  await page.getByRole('button', { name: 'Quay lại' }).click();
  await expect(page).toHaveURL(/\/m\/set$/);
});
