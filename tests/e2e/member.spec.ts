import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { ops } from './helpers/ops';

test.afterEach(async () => {
  await ops('flag', 'WITHDRAW', 'on');
});

test('a member opens the member centre from the footer: balance, tiles by flag, hot strip', async ({ page, request }) => {
  await loginAs(page, request, 'centre_member', { balance: 2500.5 });
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Tài khoản' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  const balance = page.getByTestId('member-balance');
  await expect(balance).toHaveText('2.500,50 ₫');
  await page.getByRole('button', { name: 'Ẩn số dư' }).click();
  await expect(balance).toHaveText('******');
  await page.getByRole('button', { name: 'Hiện số dư' }).click();
  await expect(balance).toHaveText('2.500,50 ₫');

  const services = page.getByRole('navigation', { name: 'Dịch vụ thành viên' });
  await expect(services.getByRole('link', { name: 'Rút tiền' })).toBeVisible();
  await expect(page.locator('.hot-strip').getByRole('heading')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/member-centre.png' });

  await ops('flag', 'WITHDRAW', 'off');
  await page.reload();
  await expect(services.getByRole('link', { name: 'Nạp tiền' })).toBeVisible();
  await expect(services.getByRole('link', { name: 'Rút tiền' })).toHaveCount(0);
});

test('a guest tapping the member centre is asked to log in', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Tài khoản' }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fmember%2Fhome$/);
});
