import { expect, test } from './fixtures';
import { pendingId } from './helpers/deposit';
import { loginAs } from './helpers/login-as';
import { ops } from './helpers/ops';

/** The member event stream's answer, once the app has opened it (src/app/member-events). */
const isEventStream = (url: string) => new URL(url).pathname === '/wps/member/events';

test('the operator approves: the open deposit page and the balance on another tab change by themselves within 2 s', async ({ page, request, context }) => {
  test.setTimeout(60_000);
  await loginAs(page, request, 'live_dep_vi', { balance: 100_000 });

  // one tab on the home, whose member banner shows the balance
  const homeStream = page.waitForResponse((response) => isEventStream(response.url()));
  await page.goto('/m/home');
  await expect(page.getByTestId('home-balance')).toHaveText('100.000 ₫');
  expect((await homeStream).headers()['content-type']).toContain('text/event-stream');

  // another tab makes the order and stays on it, waiting for the money
  const deposit = await context.newPage();
  const depositStream = deposit.waitForResponse((response) => isEventStream(response.url()));
  await deposit.goto('/m/voucherCenter');
  await deposit.getByRole('group', { name: 'Chọn nhanh số tiền' }).getByRole('button', { name: '200.000' }).click();
  await deposit.getByLabel('Tên người chuyển').fill('Nguyễn Văn A');
  await deposit.getByRole('button', { name: 'Tạo lệnh nạp và lấy mã QR' }).click();
  const transfer = deposit.getByRole('region', { name: 'Chuyển khoản để hoàn tất' });
  await expect(transfer.getByText('Đang chờ duyệt')).toBeVisible();
  const orderNo = (await deposit.getByTestId('deposit-order-no').textContent())!;
  await depositStream;

  // the operator approves; nobody reloads, taps or refocuses anything
  const id = pendingId(await ops('deposits'), orderNo);
  expect(await ops('deposit', 'approve', id)).toContain('approved');
  const approvedAt = Date.now();
  await expect(transfer.getByText('Thành công')).toBeVisible({ timeout: 2000 });
  await expect(page.getByTestId('home-balance')).toHaveText('300.000 ₫', { timeout: Math.max(1, 2000 - (Date.now() - approvedAt)) });
  console.info(`approval to both screens: at most ${Date.now() - approvedAt} ms after the operator's command returned`);
  await expect(deposit.getByRole('region', { name: 'Lịch sử nạp tiền' }).getByText('Thành công')).toBeVisible();
});
