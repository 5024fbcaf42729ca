import { expect, test } from './fixtures';
import { captchaAnswer, session, smsCode, uniqueName } from './auth-support';
import { toaster } from './helpers/toaster';

test('register by username: field rules from the server, the name checked as typed, then welcomed at home', async ({ page, request }) => {
  await page.goto('/m/register');
  await expect(page.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tab', { name: 'Đăng ký bằng tài khoản' })).toHaveAttribute('aria-selected', 'true');
  const username = page.getByLabel('Tên đăng nhập');
  await expect(username).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByText('Tên đăng nhập gồm 6-16 chữ cái hoặc chữ số')).toBeVisible();
  await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
  // the demo merchant enables an optional invitation code: shown, not required, and marked so (docs/decisions/0080)
  await expect(page.getByLabel('Mã mời (không bắt buộc)')).toBeVisible();
  // REGMOBVERF3 (on in the demo): the username form's number can be proved too; left unproved it is kept
  // unverified and never logs in or recovers the account (docs/decisions/0055)
  await expect(page.getByLabel('Mã xác minh SMS')).toBeVisible();

  // terms: pre-ticked; unticked disables the button; the popup reads the agreement
  const terms = page.getByRole('checkbox', { name: /đồng ý/ });
  await expect(terms).toBeChecked();
  await terms.uncheck();
  await expect(page.getByRole('button', { name: 'Đăng ký', exact: true })).toBeDisabled();
  await terms.check();
  await page.getByRole('button', { name: 'Xem thỏa thuận đăng ký' }).click();
  const popup = page.getByRole('dialog', { name: 'Thỏa thuận đăng ký' });
  await expect(popup.locator('p').first()).toBeVisible();
  await popup.getByRole('button', { name: 'Tôi đã hiểu' }).click();
  await expect(popup).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Điều khoản và chính sách' })).toHaveAttribute('href', '/m/help?tag=terms');

  // the first failing field is focused
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(username).toBeFocused();
  // an empty confirmation asks for the password again (not "wrong password")
  await expect(page.getByText('Vui lòng nhập lại mật khẩu')).toBeVisible();

  // the name is asked about as it is typed: a taken one is said once, under the field, before submit
  await username.fill('demomember');
  await expect(page.getByText('Xin lỗi, tên đăng nhập đã tồn tại')).toHaveCount(1);
  await expect(page.locator('.auth-form__error')).toHaveCount(0);
  const name = uniqueName('reg');
  await username.fill(name);
  await expect(page.getByText('✓ Tên đăng nhập có thể sử dụng')).toBeVisible();
  await expect(page.getByText('Xin lỗi, tên đăng nhập đã tồn tại')).toHaveCount(0);
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Passw0rd1');
  await page.getByLabel('Xác nhận mật khẩu').fill('Passw0rd2');
  await page.getByLabel('Xác nhận mật khẩu').blur();
  await expect(page.getByText('Mật khẩu xác nhận không khớp')).toBeVisible();
  // changing the password re-checks the confirmation
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Passw0rd2');
  await expect(page.getByText('Mật khẩu xác nhận không khớp')).toHaveCount(0);
  await page.getByLabel('Số điện thoại').fill(`97${String(Date.now()).slice(-7)}`);
  await page.getByLabel('Mã xác nhận', { exact: true }).fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await session(page)).toMatchObject({ userName: name.toLowerCase(), type: 0 });
  // welcomed at the top of the home with the next step, not dropped on the lobby at 0 ₫
  const welcome = page.getByRole('dialog', { name: `Chào mừng, ${name.toLowerCase()}!` });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('0 ₫');
  await expect(welcome.getByRole('link', { name: 'Nạp tiền ngay' })).toHaveAttribute('href', '/m/voucherCenter');
  await expect(welcome.getByRole('button', { name: 'Chơi thử bằng số dư chơi thử' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('register by mobile number with the SMS code, carrying the number over from the other tab', async ({ page, request }) => {
  await page.goto('/m/register');
  const mobile = `98${String(Date.now()).slice(-7)}`;
  await page.getByLabel('Số điện thoại').fill(mobile);
  await page.getByRole('tab', { name: 'Đăng ký bằng số điện thoại' }).click();
  await expect(page.getByLabel('Số điện thoại')).toHaveValue(mobile);
  await expect(page.getByLabel('Tên đăng nhập')).toHaveCount(0);
  const since = Date.now();
  await page.getByRole('button', { name: 'Gửi mã' }).click();
  await expect(toaster(page)).toContainText('Đã gửi mã SMS');
  await page.getByLabel('Mã xác minh SMS').fill(await smsCode(request, mobile, since));
  await page.getByLabel('Mã xác nhận', { exact: true }).fill(await captchaAnswer(page, request));
  await page.screenshot({ path: 'test-results/screens/auth-register-mobile.png', fullPage: true });
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await session(page))?.type).toBe(0);
});

test('a taken username is said once under the field, focused; what was typed is kept across the terms and a reload', async ({ page, request }) => {
  await page.goto('/m/register');
  await page.getByLabel('Tên đăng nhập').fill('demomember');
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Passw0rd1');
  await page.getByLabel('Xác nhận mật khẩu').fill('Passw0rd1');
  await page.getByLabel('Số điện thoại').fill(`96${String(Date.now()).slice(-7)}`);
  await page.getByLabel('Mã xác nhận', { exact: true }).fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  // one message, under the field (the check as typed found it taken; the submit keeps saying it)
  await expect(page.getByText('Xin lỗi, tên đăng nhập đã tồn tại')).toHaveCount(1);
  await expect(page.locator('.auth-form__error')).toHaveCount(0);
  await expect(page.getByLabel('Tên đăng nhập')).toHaveValue('demomember');
  await expect(page.getByLabel('Tên đăng nhập')).toBeFocused();
  // reading the terms on their page and coming back keeps everything typed, the passwords too (memory only)
  await page.getByRole('link', { name: 'Điều khoản và chính sách' }).click();
  await expect(page).toHaveURL(/\/m\/help\?tag=terms/);
  await page.goBack();
  await expect(page.getByLabel('Tên đăng nhập')).toHaveValue('demomember');
  await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveValue('Passw0rd1');
  await expect(page.getByLabel('Xác nhận mật khẩu')).toHaveValue('Passw0rd1');
  // a reload keeps the non-secret draft, never the password
  await page.reload();
  await expect(page.getByLabel('Tên đăng nhập')).toHaveValue('demomember');
  await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveValue('');
});
