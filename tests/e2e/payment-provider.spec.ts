import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { shot } from './helpers/shot';

/**
 * Deposits through the sandbox payment provider at 360 px (docs/decisions/0071):
 * a MoMo payment confirmed on the provider's hosted page, whose order the
 * app shows settled on the way back, and a Viettel scratch card declared at
 * 100,000 whose serial ends in 0050 (the sandbox reads a 50,000 card from
 * it): credited 50,000 less the telco's 20 %, and said so. The order page,
 * my deposits, the account record and the balance agree.
 */
test('a member pays by MoMo on the provider\'s page and by a scratch card worth less than declared; balance and records agree', async ({ page, request }) => {
  // two payments, a trip to the provider's page and back (the app boots again), and a card check that takes its time
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await loginAs(page, request, 'pay_journey_vi', { balance: 100_000 });
  await page.goto('/m/voucherCenter');

  // the methods are the server's: bank transfer, MoMo, ZaloPay, scratch cards
  const methods = page.getByRole('group', { name: 'Phương thức nạp' });
  await expect(methods.getByRole('radio')).toHaveCount(4);
  await methods.getByRole('radio', { name: 'MoMo' }).check();
  await page.getByRole('group', { name: 'Chọn nhanh số tiền' }).getByRole('button', { name: '200.000' }).click();
  await expect(page.getByRole('textbox', { name: 'Số tiền', exact: true })).toHaveValue('200000');
  await shot(page, 'deposit-ewallet-vi');
  await page.getByRole('button', { name: 'Thanh toán qua MoMo' }).click();

  // the provider's hosted page: the amount, the order, Confirm and Cancel
  await expect(page).toHaveURL(/\/sandbox\/pay\/pay_[\w-]+\?lang=vi$/);
  await expect(page.getByText('200.000 ₫')).toBeVisible();
  await shot(page, 'sandbox-pay-page');
  await page.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  await expect(page.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();
  await page.getByRole('link', { name: /^Quay lại / }).click();

  // back in the app: the order as the provider's callback left it (it follows live if the callback comes later)
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  const momo = page.getByRole('region', { name: 'Nạp tiền thành công' });
  await expect(momo).toBeVisible({ timeout: 30_000 });
  await expect(momo.getByTestId('deposit-credited')).toHaveText('200.000 ₫');
  const momoNo = (await momo.getByTestId('deposit-order-no').textContent())!;

  // a scratch card: Viettel, declared 100,000, serial ending in 0050
  await momo.getByRole('button', { name: 'Nạp thêm' }).click();
  await methods.getByRole('radio', { name: 'Thẻ cào điện thoại' }).check();
  await expect(page.getByRole('radio', { name: 'Viettel' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Mệnh giá' }).selectOption({ label: '100.000 ₫' });
  await page.getByRole('textbox', { name: 'Số seri' }).fill('10000000000050');
  await page.getByRole('textbox', { name: 'Mã thẻ' }).fill('918273645546372');
  await expect(page.getByTestId('card-fee')).toContainText('được cộng 80.000 ₫');
  await shot(page, 'scratch-card-vi');
  // the provider takes the card to check it: the order is made pending, and the page waits without a reload
  const made = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/relay/MCSFE_cardDeposit');
  await page.getByRole('button', { name: 'Nạp thẻ' }).click();
  expect(((await (await made).json()) as { value: { status: string } }).value.status).toBe('pending');

  // the provider's check comes back by itself: worth 50,000, fee 20 %, 40,000 credited
  const card = page.getByRole('region', { name: 'Nạp tiền thành công' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('note')).toHaveText('Thẻ khai báo 100.000 ₫ nhưng có giá trị thực 50.000 ₫: tiền được cộng theo giá trị thực, trừ phí nhà mạng.');
  await expect(card.getByTestId('card-real-value')).toHaveText('50.000 ₫');
  await expect(card.getByTestId('deposit-fee')).toHaveText('10.000 ₫');
  await expect(card.getByTestId('deposit-credited')).toHaveText('40.000 ₫');
  await shot(page, 'scratch-card-result-vi');

  // my deposits: both, as credited
  const deposits = page.getByRole('region', { name: 'Lịch sử nạp tiền' });
  const momoRow = deposits.getByRole('listitem').filter({ hasText: momoNo });
  await expect(momoRow).toContainText('200.000 ₫');
  await expect(momoRow).toContainText('Thành công');
  const cardRow = deposits.getByRole('listitem').filter({ hasText: 'giá trị thực 50.000 ₫' });
  await expect(cardRow).toContainText('40.000 ₫');
  await expect(cardRow).toContainText('Thẻ cào điện thoại Viettel 100.000 ₫ · giá trị thực 50.000 ₫ · phí 10.000 ₫');

  // the account record and the balance say the same: 100,000 + 200,000 + 40,000
  await page.goto('/m/transaction/record');
  const record = page.getByRole('region', { name: 'Lịch sử giao dịch' });
  const credits = record.getByRole('listitem').filter({ hasText: 'Nạp tiền' });
  await expect(credits).toHaveCount(2);
  await expect(credits.filter({ hasText: /\+200\.000(?![,\d])/ })).toHaveCount(1);
  await expect(credits.filter({ hasText: /\+40\.000(?![,\d])/ })).toHaveCount(1);
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-balance')).toHaveText('340.000 ₫');
});
