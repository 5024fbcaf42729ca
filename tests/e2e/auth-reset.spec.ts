import { expect, test } from './fixtures';
import { captchaAnswer, logInWithForm, outbox, registerByUsername, session, uniqueName } from './auth-support';
import { toaster } from './helpers/toaster';

/**
 * Recovery by email (issue 9 item 5): asking changes nothing; the mailed
 * single-use link sets the new password.
 */
test('reset by email link: old password works until the link is used, then only the new one; the link works once', async ({ page, request }) => {
  // A registration, three logins and two resets: a long journey on a shared 2-core machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 412, height: 915 });
  const name = uniqueName('rst');
  const email = `${name}@mail.vn`;
  await registerByUsername(page, request, { username: name, password: 'Start1234', mobile: `94${String(Date.now()).slice(-7)}`, email });

  await page.goto('/m/forget');
  await page.getByLabel('Tên đăng nhập').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(toaster(page)).toContainText('Đã gửi hướng dẫn');

  let link = '';
  await expect.poll(async () => {
    const mail = (await outbox(request)).find((m) => m.channel === 'email' && m.to === email);
    link = /(https?:\/\/\S+\?reset=[\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    return link;
  }).not.toBe('');

  // Asking for a link changed nothing yet.
  await logInWithForm(page, request, name.toLowerCase(), 'Start1234');
  await page.evaluate(() => localStorage.removeItem('sessionInfo'));

  await page.goto(link);
  await expect(page.getByText('Đặt mật khẩu mới cho tài khoản của bạn')).toBeVisible();
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('Fresh5678');
  await page.getByLabel('Xác nhận mật khẩu mới').fill('Fresh5678');
  await page.screenshot({ path: 'test-results/screens/auth-reset-form-412.png' });
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await session(page)).toMatchObject({ userName: name.toLowerCase() });
  await page.evaluate(() => localStorage.removeItem('sessionInfo'));

  // The old password is refused now, the new one logs in.
  await page.goto('/m/login');
  await page.getByLabel('Tên đăng nhập').fill(name.toLowerCase());
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Start1234');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByText('Tên đăng nhập hoặc mật khẩu không đúng')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login/);
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Fresh5678');
  await page.getByLabel('Mã xác nhận', { exact: true }).fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.evaluate(() => localStorage.removeItem('sessionInfo'));

  // The link was used up.
  await page.goto(link);
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('Other5678');
  await page.getByLabel('Xác nhận mật khẩu mới').fill('Other5678');
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Liên kết đặt lại mật khẩu không hợp lệ, đã hết hạn hoặc đã được sử dụng.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Yêu cầu liên kết mới' })).toHaveAttribute('href', '/m/forget');
  await page.screenshot({ path: 'test-results/screens/auth-reset-used-412.png' });
});

test('the reset form in English checks the confirmation before sending', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/m/forget?reset=not-a-real-token-0123456789');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('New password', { exact: true }).fill('Fresh5678');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Please enter the new password again')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Fresh5678');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The password reset link is invalid, expired or already used.')).toBeVisible();
});
