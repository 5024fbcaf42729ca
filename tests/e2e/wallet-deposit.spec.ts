import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tinyPng } from '../../server/testing/images';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { ops } from './helpers/ops';

/** The operator's ID of a pending order, read from the listing as an operator would. */
function pendingId(listing: string, orderNo: string): string {
  const line = listing.split('\n').find((l) => l.includes(orderNo));
  if (!line) throw new Error(`order ${orderNo} not pending:\n${listing}`);
  return line.trim().split(/\s+/)[0]!;
}

test('a member deposits by bank transfer (offline keeps the form), the operator approves, the balance and both records show it', async ({ page, request, context }) => {
  // a whole journey plus operator commands (each an `npm run ops` process): more than the default on a loaded CI
  test.setTimeout(60_000);
  await loginAs(page, request, 'wallet_dep_vi', { balance: 100_000 });
  await page.goto('/m/member/home');
  await page.getByRole('navigation', { name: 'Dịch vụ thành viên' }).getByRole('link', { name: 'Nạp tiền' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);

  await expect(page.getByRole('button', { name: 'Sao chép Số tài khoản' })).toBeVisible();
  await page.getByRole('group', { name: 'Chọn nhanh số tiền' }).getByRole('button', { name: '200.000' }).click();
  await expect(page.getByRole('textbox', { name: 'Số tiền', exact: true })).toHaveValue('200000');
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

  await page.getByRole('button', { name: 'Gửi yêu cầu nạp' }).click();
  await expect(page.getByRole('heading', { name: 'Đã gửi yêu cầu nạp tiền' })).toBeVisible();
  const orderNo = (await page.getByTestId('deposit-order-no').textContent())!;
  await expect(page.getByRole('region', { name: 'Lịch sử nạp tiền' }).getByText('Đang chờ duyệt')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/wallet-deposit-sent.png' });

  // the member waits on the member centre; the operator approves; coming back to the app shows it
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-balance')).toHaveText('100.000,00 ₫');
  expect(ops('deposit', 'approve', pendingId(ops('deposits'), orderNo))).toContain('approved');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(page.getByTestId('member-balance')).toHaveText('300.000,00 ₫');

  await page.goto('/m/transaction/record');
  const record = page.getByRole('region', { name: 'Lịch sử giao dịch' });
  await expect(record.getByRole('listitem').filter({ hasText: 'Nạp tiền' })).toContainText('+200.000,00');
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('region', { name: 'Lịch sử nạp tiền' }).getByText('Thành công')).toBeVisible();
});

test('a trial user is refused the wallet screens and calls with free_reject', async ({ page, request }) => {
  const trial = await loginAs(page, request, 'wallet_trial_vi', { type: 4 });
  await page.goto('/m/home');
  await page.goto('/m/withdraw');
  await expect(page.getByRole('status').filter({ hasText: 'Vui lòng đăng nhập tài khoản thật để sử dụng chức năng này' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/m\/withdraw/);
  const reply = await request.get('/wps/relay/MCSFE_depositAccounts', { headers: { Merchant: 'DEMO', Authorization: trial.token } });
  expect(await reply.json()).toMatchObject({ success: false, errorCode: 'free_reject' });
});
