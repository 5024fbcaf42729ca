import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { toaster } from './helpers/toaster';

test('a guest sees the Vietnamese home shell in the dark theme', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Đăng nhập' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Danh mục trò chơi' })).toBeVisible();
  // the seeded template has mem_cen "1": the "new" template (spec 2.2)
  await expect(page.locator('html')).toHaveAttribute('data-template', 'new');
  const background = await page.evaluate(() => getComputedStyle(document.querySelector('#root')!).backgroundColor);
  expect(background).toBe('rgb(14, 17, 23)');
  const footer = page.getByRole('navigation', { name: 'Điều hướng chính' });
  await expect(footer.getByRole('link')).toHaveText(['Trang chủ', 'Khuyến mãi', 'Đăng nhập', 'Đăng ký', 'Tài khoản']);
  await page.screenshot({ path: 'test-results/screens/home-guest.png' });
});

test('the side menu offers a guest login and register, a member deposit and logout', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Đăng ký' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Telegram' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/side-menu-guest.png' });
  await menu.getByRole('button', { name: 'Phiên bản máy tính' }).click();
  await expect(toaster(page)).toHaveText('Tính năng đang được cập nhật');
  await expect(toaster(page)).toHaveText('', { timeout: 3_000 });
});

test('a member logs out from the side menu after confirming', async ({ page, request }) => {
  const session = await loginAs(page, request, 'player_one');
  await page.goto('/m/help');
  await page.goto('/m/home');
  const footer = page.getByRole('navigation', { name: 'Điều hướng chính' });
  await expect(footer.getByRole('link', { name: 'Nạp tiền' })).toBeVisible();
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText('Xin chào, player_one')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/side-menu-member.png' });
  await menu.getByRole('button', { name: 'Đăng xuất' }).click();
  await page.getByRole('dialog', { name: 'Xác nhận' }).getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(footer.getByRole('link', { name: 'Đăng ký' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('sessionInfo'), localStorage.getItem('autoLogin')])).toEqual([null, '0']);
  // the token was revoked on the server
  const info = await request.get('/wps/member/info', { headers: { Merchant: 'DEMO', Authorization: session.token } });
  expect((await info.json()).errorCode).toBe('customer.not.login');
});

test('switching to English and back changes every text and <html lang>, and is remembered', async ({ page }) => {
  await page.goto('/m/set');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.app-header--title [role="heading"]')).toHaveText('Settings');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText([
    'Home', 'Promotions', 'Log in', 'Register', 'Account',
  ]);
  await page.screenshot({ path: 'test-results/screens/settings-en.png' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await page.getByRole('radio', { name: 'Tiếng Việt' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.locator('.app-header--title [role="heading"]')).toHaveText('Cài đặt');
});

test('the help centre opens the entry named by ?tag= in the current language', async ({ page }) => {
  await page.goto('/m/help?tag=terms');
  const open = page.locator('details[open]');
  await expect(open).toHaveCount(1);
  await expect(open).toHaveAttribute('id', 'help-terms');
  await page.screenshot({ path: 'test-results/screens/help-vi.png' });
  const viTitle = await open.locator('summary').textContent();
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.locator('details[open] summary')).not.toHaveText(viTitle ?? '');
});

test('a member changes the password in the popup from the side menu', async ({ page, request }) => {
  await loginAs(page, request, 'popup_member');
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Đổi mật khẩu' }).click();
  const popup = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
  await expect(popup).toBeVisible();
  await expect(popup.getByLabel('Mật khẩu mới', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/change-password-popup.png' });
});

test('a trial player is refused the inbox and the deposit with free_reject', async ({ page, request }) => {
  await loginAs(page, request, 'trial_refused', { type: 4 });
  for (const path of ['/m/webEmail', '/m/voucherCenter']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/home$/);
    // the call to register (docs/decisions/0080), answered to go on
    const cta = page.getByRole('dialog', { name: 'Cần tài khoản thật' });
    await expect(cta).toBeVisible();
    await cta.getByRole('button', { name: 'Tiếp tục chơi thử' }).click();
    await expect(cta).toHaveCount(0);
  }
});
