import { expect, test } from './fixtures';

/** A field by its label; an optional one says so after it (docs/decisions/0080). */
const fieldLabel = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\(không bắt buộc\\))?$`);
import { captchaAnswer, session, uniqueName } from './auth-support';

const HEADERS = { Merchant: 'DEMO' };
const EXTRA_FIELDS = [
  'nickname', 'payeeName', 'email', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'birthday',
  'paymentPassword', 'recommenderId', 'affiliateCode',
];

/** Each enabled field: its label, and the input type and autocomplete token the form must give it. */
const INPUTS: [label: string, type: string, autocomplete: string][] = [
  ['Biệt danh', 'text', 'nickname'],
  ['Họ và tên', 'text', 'name'],
  ['Email', 'email', 'email'],
  ['Số CMND/CCCD', 'text', 'off'],
  ['QQ', 'text', 'off'],
  ['Facebook', 'text', 'off'],
  ['WeChat', 'text', 'off'],
  ['Line', 'text', 'off'],
  ['WhatsApp', 'tel', 'tel'],
  ['Zalo', 'tel', 'tel'],
  ['Ngày sinh', 'date', 'bday'],
  ['Mật khẩu rút tiền', 'password', 'new-password'],
  ['Mã người giới thiệu', 'text', 'off'],
  ['Mã mời', 'text', 'off'],
];

test.afterEach(async ({ request }) => {
  // the operator's demo settings again, for the journeys that follow on this server
  const reset = await request.put('/__test/register-fields', { headers: HEADERS, data: { reset: true } });
  expect(reset.ok()).toBe(true);
});

test('every field the operator enables is on the form, typed, and stored by the server', async ({ page, request }) => {
  const fields = Object.fromEntries(EXTRA_FIELDS.map((field) => [field, { enabled: true, required: false, minLength: 0, maxLength: 40 }]));
  const set = await request.put('/__test/register-fields', { headers: HEADERS, data: { fields } });
  expect(set.ok()).toBe(true);

  await page.goto('/m/register');
  for (const [label, type, autocomplete] of INPUTS) {
    const input = page.getByLabel(fieldLabel(label));
    await expect(input, label).toHaveAttribute('type', type);
    await expect(input, label).toHaveAttribute('autocomplete', autocomplete);
  }
  const birthday = page.getByLabel(fieldLabel('Ngày sinh'));
  await expect(birthday).toHaveAttribute('min', '1900-01-01');
  await expect(birthday).toHaveAttribute('max', `${new Date().getFullYear()}-12-31`);

  const name = uniqueName('all');
  const mobile = `93${String(Date.now()).slice(-7)}`;
  await page.getByLabel('Tên đăng nhập').fill(name);
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Passw0rd1');
  await page.getByLabel('Xác nhận mật khẩu').fill('Passw0rd1');
  await page.getByLabel('Số điện thoại').fill(mobile);
  const values: Record<string, string> = {
    'Biệt danh': 'Anh Ba', 'Họ và tên': 'Nguyen Van Ba', Email: 'ba.nguyen@example.com', 'Số CMND/CCCD': '079123456789',
    QQ: '123456789', Facebook: 'nguyen.ba', WeChat: 'nguyenba', Line: 'ba-line', WhatsApp: '84901234567', Zalo: '0901234567',
    'Ngày sinh': '1990-05-17', 'Mật khẩu rút tiền': 'Pay12345', 'Mã người giới thiệu': 'friend01', 'Mã mời': 'demo2026',
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(fieldLabel(label)).fill(value);
  await page.getByLabel('Mã xác nhận', { exact: true }).fill(await captchaAnswer(page, request));
  await page.screenshot({ path: 'test-results/screens/register-all-fields.png', fullPage: true });
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await session(page)).toMatchObject({ userName: name.toLowerCase(), type: 0 });

  const stored = (await (await request.get(`/__test/member-profile?username=${name}`, { headers: HEADERS })).json()) as { value: Record<string, unknown> };
  expect(stored.value).toMatchObject({
    nickname: 'Anh Ba', payee_name: 'Nguyen Van Ba', email: 'ba.nguyen@example.com', id_number: '079123456789', qq_num: '123456789',
    facebook: 'nguyen.ba', wechat: 'nguyenba', line: 'ba-line', whatsapp: '84901234567', zalo: '0901234567', birthday: '1990-05-17',
    recommender_id: 'friend01', affiliate_code: 'DEMO2026', has_payment_password: true,
  });
});

test('the invitation code shows when enabled but optional, and may stay empty', async ({ page, request }) => {
  await request.put('/__test/register-fields', { headers: HEADERS, data: { fields: { affiliateCode: { enabled: true, required: false, minLength: 4, maxLength: 20 } } } });
  await page.goto('/m/register');
  await expect(page.getByLabel('Mã mời')).toBeVisible();
  await page.getByLabel('Tên đăng nhập').fill(uniqueName('opt'));
  await page.getByLabel('Mật khẩu', { exact: true }).fill('Passw0rd1');
  await page.getByLabel('Xác nhận mật khẩu').fill('Passw0rd1');
  await page.getByLabel('Số điện thoại').fill(`92${String(Date.now()).slice(-7)}`);
  await page.getByLabel('Mã xác nhận', { exact: true }).fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a code the link brought that the check does not know stays in the field, for the player to see and correct', async ({ page, request }) => {
  await request.put('/__test/register-fields', { headers: HEADERS, data: { fields: { affiliateCode: { enabled: true, required: false, minLength: 4, maxLength: 20 } } } });
  await page.goto('/m/register?code=UNKNOWN9');
  await expect(page.getByLabel('Mã mời')).toHaveValue('UNKNOWN9');
  // the link is what is wrong (spec §8), said under the code it brought
  await expect(page.getByText('Thông tin đại lý hoặc đường dẫn không đúng')).toBeVisible();
});
