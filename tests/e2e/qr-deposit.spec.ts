import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { ops } from './helpers/ops';
import { postDepositCallback } from './helpers/payment-callback';
import { shot } from './helpers/shot';

/**
 * A WeChat Pay deposit with a promotion at 360 px (docs/decisions/0103):
 * the operator configures WeChat and lets "First deposit bonus 100%" be
 * accepted with deposits; the member picks WeChat, types an amount (checked
 * against the channel's limits and the promotion's minimum), loses nothing
 * to a reload or going offline, gets through a failed request by trying
 * again, and gets the order's QR code. The test then plays the provider and
 * posts a correctly signed callback: the open order turns credited live,
 * with its bonus, and the records and the balance agree.
 */
test('a member deposits by WeChat Pay with a promotion; the provider\'s signed callback credits it and its bonus live', async ({ page, request, context }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await loginAs(page, request, 'qr_journey_vi', { balance: 100_000 });
  await ops('payment-method', 'set', 'wechat', '--min', '100000', '--max', '5000000');
  await ops('payment-method', 'on', 'wechat');
  await ops('promotion-deposit', 'set', '1', '--percent', '100', '--max', '300000', '--min', '200000');
  try {
    await page.goto('/m/voucherCenter');
    const methods = page.getByRole('group', { name: 'Phương thức nạp' });
    await expect(methods.getByRole('radio')).toHaveCount(5);
    await methods.getByRole('radio', { name: 'WeChat Pay' }).check();
    const form = page.getByRole('form', { name: 'WeChat Pay' });

    // the channel's minimum, said once the field is left
    const amount = form.getByRole('textbox', { name: 'Số tiền', exact: true });
    await amount.fill('50000');
    await amount.blur();
    await expect(form.getByText('Số tiền tối thiểu là 100.000 ₫')).toBeVisible();

    // the promotion's minimum, then its bonus as an estimate
    const promotions = form.getByRole('group', { name: 'Khuyến mãi kèm lệnh nạp' });
    await promotions.getByRole('radio', { name: /Thưởng nạp đầu 100%/ }).check();
    await amount.fill('150000');
    await expect(promotions.getByRole('alert')).toHaveText('Khuyến mãi này cần nạp từ 200.000 ₫');
    await amount.fill('250000');
    await expect(form.getByTestId('promotion-estimate')).toHaveText('Thưởng dự kiến 250.000 ₫, cộng vào ví khi lệnh nạp thành công');
    await shot(page, 'deposit-wechat-promotion-vi');

    // a reload and a spell offline keep what was typed and picked
    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Số tiền', exact: true })).toHaveValue('250000');
    await expect(promotions.getByRole('radio', { name: /Thưởng nạp đầu 100%/ })).toBeChecked();
    await context.setOffline(true);
    await expect(form.getByRole('button', { name: 'Chờ có mạng' })).toBeDisabled();
    await context.setOffline(false);

    // the first request fails on the way: said, nothing made, and trying again makes the order once
    let failures = 0;
    await page.route('**/wps/relay/MCSFE_qrDeposit', async (route) => {
      if (failures++ === 0) await route.abort('connectionreset');
      else await route.continue();
    });
    await form.getByRole('button', { name: 'Tạo mã QR WeChat Pay' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    const made = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/relay/MCSFE_qrDeposit');
    await form.getByRole('button', { name: 'Tạo mã QR WeChat Pay' }).click();
    const order = ((await (await made).json()) as { value: { orderNo: string; status: string; payment: { payUrl: string }; promotion: unknown } }).value;
    expect(order.status).toBe('pending');
    expect(order.promotion).toEqual({ id: 1, bonus: 250_000, status: 'pending' });

    // the order waits with its QR code and the promised bonus
    const waiting = page.getByRole('region', { name: 'Đang chờ thanh toán qua WeChat Pay' });
    await expect(waiting.getByRole('img', { name: 'Mã QR thanh toán 250.000 ₫ qua WeChat Pay' })).toBeVisible();
    await expect(waiting.getByTestId('deposit-bonus')).toHaveText('250.000 ₫ (cộng khi nạp thành công)');
    await expect(waiting.getByRole('link', { name: 'Thanh toán trên điện thoại này' })).toHaveAttribute('href', order.payment.payUrl);
    await shot(page, 'deposit-wechat-qr-vi');

    // the provider's signed callback: applied once; the open page turns credited by itself
    expect(await postDepositCallback(request, { orderNo: order.orderNo, payUrl: order.payment.payUrl }, 'succeeded', 250_000)).toEqual({ status: 200, outcome: 'applied' });
    const done = page.getByRole('region', { name: 'Nạp tiền thành công' });
    await expect(done.getByTestId('deposit-credited')).toHaveText('250.000 ₫');
    await expect(done.getByTestId('deposit-bonus')).toHaveText('250.000 ₫ (đã cộng)');
    await expect(done.getByRole('img')).toHaveCount(0);
    await shot(page, 'deposit-wechat-credited-vi');

    const deposits = page.getByRole('region', { name: 'Lịch sử nạp tiền' });
    const row = deposits.getByRole('listitem').filter({ hasText: order.orderNo });
    await expect(row).toContainText('WeChat Pay · thưởng 250.000 ₫');
    await expect(row).toContainText('Thành công');

    // 100,000 + 250,000 deposited + 250,000 bonus
    await page.goto('/m/member/home');
    await expect(page.getByTestId('member-balance')).toHaveText('600.000 ₫');
  } finally {
    await ops('payment-method', 'off', 'wechat');
    await ops('promotion-deposit', 'off', '1');
  }
});

/** The same screens in English (QQ Wallet): the form with its promotion, the order's QR, and paying on the same phone on the sandbox's page. */
test('en: a QQ Wallet deposit shows its form, promotion and QR code in English, and is paid on the same phone', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await loginAs(page, request, 'qr_journey_en', { balance: 0 });
  await ops('payment-method', 'on', 'qq');
  await ops('promotion-deposit', 'set', '1', '--percent', '10', '--max', '50000', '--min', '100000');
  try {
    await page.goto('/m/voucherCenter');
    await page.getByRole('group', { name: 'Deposit method' }).getByRole('radio', { name: 'QQ Wallet' }).check();
    const form = page.getByRole('form', { name: 'QQ Wallet' });
    await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('300000');
    await form.getByRole('group', { name: 'Promotion with this deposit' }).getByRole('radio', { name: /First deposit bonus 100%/ }).check();
    await expect(form.getByTestId('promotion-estimate')).toHaveText('Expected bonus 30,000 ₫, credited when the deposit succeeds');
    await shot(page, 'deposit-qq-promotion-en');
    await form.getByRole('button', { name: 'Make the QQ Wallet QR code' }).click();
    const waiting = page.getByRole('region', { name: 'Waiting for the QQ Wallet payment' });
    await expect(waiting.getByRole('img', { name: 'QR code paying 300,000 ₫ by QQ Wallet' })).toBeVisible();
    await expect(waiting.getByTestId('deposit-bonus')).toHaveText('30,000 ₫ (credited with the deposit)');
    await shot(page, 'deposit-qq-qr-en');

    // paying on the same phone: the sandbox's QQ Wallet page, whose own signed callback credits the order and its bonus
    await waiting.getByRole('link', { name: 'Pay on this phone' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/qr_[\w-]+\?lang=en$/);
    await expect(page.getByText('QQ Wallet', { exact: true })).toHaveCount(2);
    await shot(page, 'sandbox-pay-qq-en');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByRole('link', { name: /^Back to / }).click();
    const done = page.getByRole('region', { name: 'Deposit successful' });
    await expect(done.getByTestId('deposit-bonus')).toHaveText('30,000 ₫ (credited)', { timeout: 15_000 });
  } finally {
    await ops('payment-method', 'off', 'qq');
    await ops('promotion-deposit', 'off', '1');
  }
});
