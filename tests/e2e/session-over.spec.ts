import { expect, test } from './fixtures';
import { answerCaptchaIfShown, DEMO, logInWithForm, session } from './auth-support';
import { toaster } from './helpers/toaster';

/**
 * A session the server ended (access spec §8, "Not logged in, please log
 * in"): the player hears the catalogue's words, lands on login, and after
 * logging in again is back on the screen they had opened (src/app/app.tsx,
 * SessionOverRedirect).
 */
test('a session the server ended says "not logged in", and after logging in again the player is back on the inbox', async ({ page, request }) => {
  await logInWithForm(page, request, DEMO.username, DEMO.password);
  const before = await session(page);
  await page.goto('/m/webEmail');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the server ends the session while the inbox is open (a logout elsewhere, an operator)
  const revoked = await request.delete('/wps/session/logout', {
    headers: { Merchant: 'DEMO', Authorization: before!.token },
    data: { token: before!.token },
  });
  expect(((await revoked.json()) as { success: boolean }).success).toBe(true);

  // Waited for together: the toast shows for 3 s from the redirect's own tick, and checked
  // only after the URL's polling ended, its life could run out on a slow second.
  await Promise.all([
    expect(page).toHaveURL('/m/login?redirect=%2Fm%2FwebEmail'),
    expect(toaster(page)).toContainText('Bạn chưa đăng nhập, vui lòng đăng nhập trước'),
  ]);
  expect(await session(page)).toBeNull();

  await page.getByLabel('Tên đăng nhập').fill(DEMO.username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO.password);
  await answerCaptchaIfShown(page, request);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
});
