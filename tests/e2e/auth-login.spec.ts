import { expect, test } from './fixtures';
import { ops } from './helpers/ops';
import { DEMO, answerCaptchaIfShown, captchaAnswer, logInWithForm, session, smsCode } from './auth-support';

test('the login page: no header or footer, named fields for password managers, trial and service links', async ({ page }) => {
  await page.goto('/m/login');
  await expect(page.locator('header.app-header')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toHaveCount(0);
  const username = page.getByLabel('Tên đăng nhập');
  await expect(username).toHaveAttribute('name', 'username');
  await expect(username).toHaveAttribute('autocomplete', 'username');
  const password = page.getByLabel('Mật khẩu', { exact: true });
  await expect(password).toHaveAttribute('name', 'password');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await expect(page.getByLabel('Ghi nhớ mật khẩu')).toBeChecked();
  await expect(page.getByLabel('Mã xác nhận', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chơi thử' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chăm sóc khách hàng' })).toHaveAttribute('href', /t\.me/);
  await expect(page.getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute('href', '/m/forget');
  await expect(page.getByRole('button', { name: /Facebook|Google/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/auth-login-vi.png' });

  await page.getByRole('tab', { name: 'Số điện thoại' }).click();
  const mobile = page.getByLabel('Số điện thoại');
  await expect(mobile).toHaveAttribute('name', 'mobileNum');
  await expect(mobile).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel('Mã xác minh SMS')).toHaveAttribute('autocomplete', 'one-time-code');
  // the code is requested only for a valid number
  await page.getByRole('button', { name: 'Gửi mã' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Vui lòng nhập số điện thoại');
});

test('a wrong password asks for a captcha; the right password and captcha log in and go home', async ({ page, request }) => {
  await page.goto('/m/login');
  await page.getByLabel('Tên đăng nhập').fill(DEMO.username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Wrong999');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Tên đăng nhập hoặc mật khẩu không đúng');
  const captcha = page.getByLabel('Mã xác nhận', { exact: true });
  await expect(captcha).toBeVisible();
  await expect(page.getByRole('button', { name: /Ảnh mã xác nhận/ }).locator('img')).toBeVisible();
  // nothing typed is lost
  await expect(page.getByLabel('Tên đăng nhập')).toHaveValue(DEMO.username);
  await page.screenshot({ path: 'test-results/screens/auth-login-captcha.png' });

  await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO.password);
  await captcha.fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await session(page)).toMatchObject({ userName: DEMO.username, type: 0 });
});

test('the remembered login is pre-filled after a reload, and the password is never stored readable', async ({ page, request }) => {
  await logInWithForm(page, request, DEMO.username, DEMO.password);
  const stored = await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage));
  expect(stored).not.toContain(DEMO.password);
  expect(stored).not.toContain(Buffer.from(DEMO.password).toString('base64'));
  await page.evaluate(() => localStorage.removeItem('sessionInfo'));
  await page.goto('/m/login');
  await page.reload();
  await expect(page.getByLabel('Tên đăng nhập')).toHaveValue(DEMO.username);
  await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveValue(DEMO.password);
});

test('repeated failures lock the account and say until when', async ({ page, request }) => {
  await page.goto('/m/login');
  await page.getByLabel('Tên đăng nhập').fill('demoagent');
  const alert = page.locator('.auth-form__error');
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.getByLabel('Mật khẩu', { exact: true }).fill(`Wrong${attempt}xx`);
    await answerCaptchaIfShown(page, request);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(alert).toBeVisible();
    if ((await alert.textContent())?.includes('khóa')) break;
  }
  await expect(alert).toContainText('Tài khoản tạm thời bị khóa');
  await expect(alert).toContainText(/\d{1,2}:\d{2}/);
  await page.screenshot({ path: 'test-results/screens/auth-login-locked.png' });
});

test('log in by mobile number and SMS code', async ({ page, request }) => {
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'Số điện thoại' }).click();
  await page.getByLabel('Số điện thoại').fill(DEMO.mobile);
  const since = Date.now();
  await page.getByRole('button', { name: 'Gửi mã' }).click();
  await expect(page.getByRole('button', { name: /Gửi lại sau \d+ giây/ })).toBeDisabled();
  await page.getByLabel('Mã xác minh SMS').fill(await smsCode(request, DEMO.mobile, since));
  await answerCaptchaIfShown(page, request);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await session(page)).toMatchObject({ userName: DEMO.username });
});

test('flags switch the free trial and the SMS login on and off', async ({ page }) => {
  try {
    await ops('flag', 'FREEPLAY3', 'off');
    await ops('flag', 'MOBILEVERCODELOGIN3', 'off');
    await page.goto('/m/login');
    await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chơi thử' })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
  } finally {
    await ops('flag', 'FREEPLAY3', 'on');
    await ops('flag', 'MOBILEVERCODELOGIN3', 'on');
  }
  await page.reload();
  await expect(page.getByRole('button', { name: 'Chơi thử' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Số điện thoại' })).toBeVisible();
});

test('a tampered or plaintext body is refused by the server', async ({ page }) => {
  await page.goto('/m/login');
  const result = await page.evaluate(async () => {
    const headers = { Merchant: 'DEMO', 'Content-Type': 'application/json' };
    const keyReply = await (await fetch(`/wps/session/key/rsa?t=${Date.now()}`, { headers })).json();
    const { modulus, exponent, keyId } = keyReply.value as { modulus: string; exponent: string; keyId: string };
    const b64url = (hex: string) => {
      const clean = hex.length % 2 ? `0${hex}` : hex;
      const bytes = new Uint8Array(clean.match(/../g)!.map((h) => parseInt(h, 16)));
      let bin = '';
      bytes.forEach((b) => (bin += String.fromCharCode(b)));
      return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    };
    const rsa = await crypto.subtle.importKey('jwk', { kty: 'RSA', n: b64url(modulus.replace(/^(00)+/, '')), e: b64url(exponent), alg: 'RSA-OAEP-256', ext: true }, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const payload = { type: 'username', username: 'demomember', password: 'Demo1234', loginDeviceId: 'tamper-test' };
    const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(payload))));
    const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, new Uint8Array(await crypto.subtle.exportKey('raw', aes))));
    const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
    const joined = new Uint8Array([...iv, ...sealed]);
    joined[20] = (joined[20] ?? 0) ^ 1; // one flipped bit
    const tampered = await (await fetch('/wps/session/login', {
      method: 'POST',
      headers: { ...headers, Encryption: 'RSA-OAEP-256+A256GCM', 'X-RSA': toB64(wrapped), 'X-RSA-Key-Id': keyId },
      body: JSON.stringify({ value: toB64(joined) }),
    })).json();
    const plain = await (await fetch('/wps/session/login', { method: 'POST', headers, body: JSON.stringify(payload) })).json();
    return { tampered, plain };
  });
  expect(result.tampered).toMatchObject({ success: false, errorCode: 'encryption.invalid' });
  expect(result.plain).toMatchObject({ success: false, errorCode: 'encryption.required' });
});

test('in English: the login page and a refusal read in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/m/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Username').fill('nosuchuser1');
  await page.getByLabel('Password', { exact: true }).fill('Whatever1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('.auth-form__error')).toHaveText(/Username or password incorrect|Sorry, the user does not exist or is disabled/);
  await page.getByLabel('Username').fill('');
  await page.getByLabel('Username').blur();
  await expect(page.getByText('Please enter your username')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/auth-login-en.png' });
});
