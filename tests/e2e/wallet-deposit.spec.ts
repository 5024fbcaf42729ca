import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { tinyPng } from '../../server/testing/images';
import { crc16CcittFalse, readTlv } from '../../src/features/wallet/model/vietqr';
import { expect, test } from './fixtures';
import { pendingId, sendDepositOrder } from './helpers/deposit';
import { loginAs } from './helpers/login-as';
import { ops } from './helpers/ops';

/** What a banking app reads from the QR code on screen: the screenshot of the image, decoded. */
async function decodeQr(png: Buffer): Promise<string> {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!found) throw new Error('no QR code in the screenshot');
  return found.data;
}

test('a member deposits by bank transfer (offline and a reload keep the form), pays by the VietQR code, and the order waits for the money', async ({ page, request, context }) => {
  // a whole journey with a reload of the app: more than the default on a loaded CI
  test.setTimeout(60_000);
  await loginAs(page, request, 'wallet_dep_vi', { balance: 100_000 });
  await page.goto('/m/member/home');
  await page.getByRole('region', { name: 'Tài khoản của bạn' }).getByRole('link', { name: 'Nạp tiền' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);

  await expect(page.getByRole('button', { name: 'Sao chép Số tài khoản' })).toBeVisible();
  await page.getByRole('group', { name: 'Chọn nhanh số tiền' }).getByRole('button', { name: '200.000' }).click();
  await expect(page.getByRole('textbox', { name: 'Số tiền', exact: true })).toHaveValue('200000');
  // typed as a Vietnamese player writes it (grouped): the draft keeps the text, the app's parser reads it
  await page.getByRole('textbox', { name: 'Số tiền', exact: true }).fill('200.000');
  await page.getByLabel('Tên người chuyển').fill('Nguyễn Văn A');
  const receipt = join(tmpdir(), 'wallet-receipt.png');
  writeFileSync(receipt, tinyPng());
  await page.getByLabel('Thêm ảnh').setInputFiles(receipt);
  await expect(page.getByRole('img', { name: 'Ảnh 1' })).toBeVisible();

  // offline: the input stays, the form says so, and nothing can be sent (or queued)
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Bạn đang ngoại tuyến' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chờ có mạng' })).toBeDisabled();
  await expect(page.getByLabel('Tên người chuyển')).toHaveValue('Nguyễn Văn A');
  await context.setOffline(false);

  // a reload (or a trip to another tab) keeps amount, account and payer name; the picture is picked again
  await page.reload();
  // the whole app boots again: on a loaded CI machine that takes longer than one expectation's default
  await expect(page.getByRole('textbox', { name: 'Số tiền', exact: true })).toHaveValue('200.000', { timeout: 30_000 });
  await expect(page.getByLabel('Tên người chuyển')).toHaveValue('Nguyễn Văn A');

  await page.getByRole('button', { name: 'Tạo lệnh nạp và lấy mã QR' }).click();
  await expect(page.getByRole('heading', { name: 'Chuyển khoản để hoàn tất' })).toBeVisible();
  const orderNo = (await page.getByTestId('deposit-order-no').textContent())!;
  const memo = `WPS${orderNo}`;
  await expect(page.getByRole('button', { name: 'Sao chép Nội dung chuyển khoản' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sao chép Số tiền' })).toBeVisible();

  // the QR code on screen is the Vietcombank account's VietQR with the amount and the memo
  const qr = page.getByRole('img', { name: /^Mã VietQR chuyển 200\.000/ });
  await expect(qr).toBeVisible();
  // centred, so the fixed title bar does not cover part of it in the screenshot
  await qr.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const decoded = await decodeQr(await qr.screenshot());
  expect(decoded.slice(-4)).toBe(crc16CcittFalse(decoded.slice(0, -4)));
  const fields = readTlv(decoded);
  expect(fields.get('01')).toBe('12');
  const merchant = readTlv(fields.get('38')!);
  expect(merchant.get('00')).toBe('A000000727');
  expect(merchant.get('02')).toBe('QRIBFTTA');
  expect(Object.fromEntries(readTlv(merchant.get('01')!))).toEqual({ '00': '970436', '01': '0071001234567' });
  expect([fields.get('53'), fields.get('54'), fields.get('58')]).toEqual(['704', '200000', 'VN']);
  expect(readTlv(fields.get('62')!).get('08')).toBe(memo);
  await page.screenshot({ path: 'test-results/screens/wallet-deposit-transfer.png', fullPage: true });

  await page.getByRole('button', { name: 'Tôi đã chuyển khoản' }).click();
  await expect(page.getByText('Đã ghi nhận.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lịch sử nạp tiền' }).getByText('Đang chờ tiền về')).toBeVisible();

  // the operator sees the order the member sent, pending
  expect(pendingId(await ops('deposits'), orderNo)).toMatch(/^\d+$/);
});

test('the operator approves a pending deposit: coming back to the app shows the balance and both records', async ({ page, request }) => {
  const member = await loginAs(page, request, 'wallet_dep_ok', { balance: 100_000 });
  const orderNo = await sendDepositOrder(request, member.token, 200_000);

  // the member waits on the member centre; the operator approves; coming back to the app shows it
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-balance')).toHaveText('100.000 ₫');
  expect(await ops('deposit', 'approve', pendingId(await ops('deposits'), orderNo))).toContain('approved');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(page.getByTestId('member-balance')).toHaveText('300.000 ₫');

  await page.goto('/m/transaction/record');
  const record = page.getByRole('region', { name: 'Lịch sử giao dịch' });
  await expect(record.getByRole('listitem').filter({ hasText: 'Nạp tiền' })).toContainText(/\+200\.000(?![,\d])/);
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('region', { name: 'Lịch sử nạp tiền' }).getByText('Thành công')).toBeVisible();
});

test('a trial user is refused the wallet screens and calls with free_reject', async ({ page, request }) => {
  const trial = await loginAs(page, request, 'wallet_trial_vi', { type: 4 });
  await page.goto('/m/home');
  await page.goto('/m/withdraw');
  // the call to register (docs/decisions/0080) instead of the withdraw screen
  await expect(page.getByRole('dialog', { name: 'Cần tài khoản thật' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/m\/withdraw/);
  const reply = await request.get('/wps/relay/MCSFE_depositAccounts', { headers: { Merchant: 'DEMO', Authorization: trial.token } });
  expect(await reply.json()).toMatchObject({ success: false, errorCode: 'free_reject' });
});
