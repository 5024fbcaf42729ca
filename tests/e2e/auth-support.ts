import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Shared steps of the accounts journeys (tests/e2e/auth-*.spec.ts). */
export const DEMO = { username: 'demomember', password: 'Demo1234', mobile: '912345678', email: 'demo@wps-demo.vn' } as const;

const HEADERS = { Merchant: 'DEMO' };

/** The app's loginDeviceId, which the server binds captchas to. */
export async function deviceId(page: Page): Promise<string> {
  const id = await page.evaluate(() => localStorage.getItem('loginDeviceId'));
  if (!id) throw new Error('no loginDeviceId yet');
  return id;
}

/** The answer of the captcha last shown to this page (test mode only). */
export async function captchaAnswer(page: Page, request: APIRequestContext): Promise<string> {
  const id = await deviceId(page);
  let answer: string | null = null;
  await expect
    .poll(async () => {
      const body = (await (await request.get(`/__test/captcha?deviceId=${encodeURIComponent(id)}`, { headers: HEADERS })).json()) as { value: string | null };
      answer = body.value;
      return answer;
    })
    .not.toBeNull();
  return answer!;
}

interface OutboxMessage { channel: 'sms' | 'email'; to: string; subject: string | null; body: string; createdAt: number }

export async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const body = (await (await request.get('/__test/outbox', { headers: HEADERS })).json()) as { value: OutboxMessage[] };
  return body.value;
}

/** The newest SMS code sent to a number after `since` (epoch ms). */
export async function smsCode(request: APIRequestContext, mobile: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const message = (await outbox(request)).find((m) => m.channel === 'sms' && m.to.includes(mobile) && m.createdAt >= since - 1000);
      code = message?.body.match(/\b(\d{4,10})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

export async function session(page: Page): Promise<{ token: string; userName: string; type: number } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('sessionInfo') ?? 'null'));
}

/** Fills the login form's captcha when the server has asked for one (after failed attempts). */
export async function answerCaptchaIfShown(page: Page, request: APIRequestContext): Promise<void> {
  const captcha = page.getByLabel('Mã xác nhận', { exact: true });
  if (await captcha.isVisible()) await captcha.fill(await captchaAnswer(page, request));
}

/** Logs in on /m/login with the username form (captcha answered when shown) and lands home. */
export async function logInWithForm(page: Page, request: APIRequestContext, username: string, password: string): Promise<void> {
  await page.goto('/m/login');
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await answerCaptchaIfShown(page, request);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
}

/**
 * Registers through the username form (no SMS needed there) and leaves the
 * session cleared, so a journey can use a fresh account of its own.
 */
export async function registerByUsername(
  page: Page,
  request: APIRequestContext,
  account: { username: string; password: string; mobile: string; email?: string; verifyMobile?: boolean },
): Promise<void> {
  await page.goto('/m/register');
  await page.getByLabel('Tên đăng nhập').fill(account.username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
  await page.getByLabel('Xác nhận mật khẩu').fill(account.password);
  await page.getByLabel('Số điện thoại').fill(account.mobile);
  if (account.verifyMobile) {
    // an unproved number is kept unverified and never recovers the account (docs/decisions/0055)
    const since = Date.now();
    await page.getByRole('button', { name: 'Gửi mã' }).click();
    await page.getByLabel('Mã xác minh SMS').fill(await smsCode(request, account.mobile, since));
  }
  if (account.email) await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mã xác nhận', { exact: true }).fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.evaluate(() => localStorage.removeItem('sessionInfo'));
}
