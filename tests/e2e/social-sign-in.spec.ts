import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { parseOpsArgs } from '../../server/ops/args';
import { readOpsToken } from '../../server/ops/token';
import { viaServer } from '../../server/ops/via-server';
import { startServerProcess, type ServerProcess } from '../../server/testing/server-process';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '../../server/testing/oidc-test-provider';
import { expect, test } from './fixtures';
import { uniqueName } from './auth-support';

// Social sign-in against a real OpenID provider on this machine (docs/decisions/0078-social-sign-in-oidc.md).
// The sign-in needs a server whose environment names the provider, so this spec runs its own server
// (own port and database) next to the provider; the shared worker server is not involved.
let provider: TestOpenIdProvider;
let server: ServerProcess;
let base: string;
let url: string;

async function ops(...args: string[]): Promise<void> {
  const command = parseOpsArgs(args);
  if (typeof command === 'string') throw new Error(command);
  const text = await viaServer(command, server.port, readOpsToken(server.dataDir)!, 'DEMO');
  if (text === null) throw new Error(`ops ${args.join(' ')}: no answer`);
}

async function captchaAnswer(page: Page): Promise<string> {
  const device = await page.evaluate(() => localStorage.getItem('loginDeviceId') ?? '');
  let answer: string | null = null;
  await expect.poll(async () => {
    const res = await fetch(`${url}/__test/captcha?deviceId=${encodeURIComponent(device)}`, { headers: { Merchant: 'DEMO' } });
    answer = ((await res.json()) as { value: string | null }).value;
    return answer;
  }).not.toBeNull();
  return answer!;
}

test.beforeAll(async () => {
  // a ceiling for tsx, migrations and the seed on a busy machine, not a wait
  test.setTimeout(300_000);
  provider = await startTestOpenIdProvider();
  base = mkdtempSync(join(tmpdir(), 'wps-e2e-social-'));
  server = await startServerProcess({
    dataDir: join(base, 'data'),
    startCeilingMs: 280_000,
    env: {
      HOST: '0.0.0.0', DIST_DIR: resolve(process.env.E2E_DIST_DIR ?? 'dist'),
      OIDC_GOOGLE_ISSUER: provider.issuer, OIDC_GOOGLE_CLIENT_ID: provider.clientId, OIDC_GOOGLE_CLIENT_SECRET: provider.clientSecret,
    },
  });
  // the redirect URI follows the origin the browser uses (OIDC_REDIRECT_ORIGIN unset)
  url = `http://localhost:${server.port}`;
  provider.setRedirectUris([`${url}/m/social/callback`]);
  // Both switches on: Facebook has no provider configured, so it still shows no button.
  await ops('flag', 'GOOGLELOGIN3', 'on');
  await ops('flag', 'FACEBOOKLOGIN3', 'on');
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
  if (base) rmSync(base, { recursive: true, force: true });
});

test('Google: cancel, retry, consent, then a new account through the registration, signed in', async ({ page }) => {
  provider.setAccount({ subject: uniqueName('g'), email: 'new.player@example.com', name: 'New Player' });
  await page.goto(`${url}/m/login`);
  const google = page.getByRole('button', { name: 'Đăng nhập bằng Google' });
  await expect(google).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đăng nhập bằng Facebook' })).toHaveCount(0);

  // cancelled at the provider: a translated reason and a retry
  await google.click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bạn đã huỷ đăng nhập. Bạn có thể thử lại bất cứ lúc nào.');
  await expect(page).toHaveURL(`${url}/m/social/callback`);
  await page.screenshot({ path: 'test-results/screens/social-cancelled.png' });
  await page.getByRole('button', { name: 'Thử lại với Google' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();

  // a first sign-in: a new account through the registration form
  await expect(page.getByText('Tài khoản Google (new.player@example.com) chưa liên kết với tài khoản nào.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/social-first-sign-in.png' });
  await page.getByRole('button', { name: 'Tạo tài khoản mới' }).click();
  await expect(page.getByRole('note')).toHaveText(/liên kết với Google/);
  const name = uniqueName('soc');
  await page.getByLabel('Tên đăng nhập').fill(name);
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Passw0rd1');
  await page.getByLabel('Xác nhận mật khẩu').fill('Passw0rd1');
  await page.getByLabel('Số điện thoại').fill(`96${String(Date.now()).slice(-7)}`);
  await page.getByLabel('Mã xác nhận', { exact: true }).fill(await captchaAnswer(page));
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const session = () => page.evaluate(() => JSON.parse(localStorage.getItem('sessionInfo') ?? 'null') as { userName: string } | null);
  expect(await session()).toMatchObject({ userName: name.toLowerCase() });

  // a later sign-in with the same identity goes straight in: server/routes/social.test.ts
});
