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

  // deposit and withdraw are the balance card's primary actions; the other entries sit under headings
  const card = page.getByRole('region', { name: 'Tài khoản của bạn' });
  await expect(card.getByRole('link', { name: 'Rút tiền' })).toBeVisible();
  const services = page.getByRole('navigation', { name: 'Dịch vụ thành viên' });
  await expect(services.getByRole('heading', { level: 2 })).toHaveText(['Lịch sử', 'Ưu đãi', 'Tài khoản', 'Hỗ trợ']);
  await expect(page.locator('.hot-strip').getByRole('heading')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/member-centre.png' });
  await services.getByRole('region', { name: 'Lịch sử' }).getByRole('link', { name: 'Lịch sử cược' }).click();
  await expect(page).toHaveURL(/\/m\/gameRecord$/);
  await page.goBack();

  await ops('flag', 'WITHDRAW', 'off');
  await page.reload();
  await expect(card.getByRole('link', { name: 'Nạp tiền' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Rút tiền' })).toHaveCount(0);
});

test('a guest tapping the member centre is asked to log in', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Tài khoản' }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fmember%2Fhome$/);
});
