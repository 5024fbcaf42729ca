import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { ops } from './helpers/ops';

function pendingId(listing: string, orderNo: string): string {
  const line = listing.split('\n').find((l) => l.includes(orderNo));
  if (!line) throw new Error(`order ${orderNo} not pending:\n${listing}`);
  return line.trim().split(/\s+/)[0]!;
}

test('in English: bind a card, set a funds password, withdraw (held at once), the operator rejects, the balance is restored and the records show both', async ({ page, request }) => {
  // a whole journey plus operator commands (each an `npm run ops` process): more than the default on a loaded CI
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await loginAs(page, request, 'wallet_wd_en', { balance: 1_000_000 });
  await page.goto('/m/member/home');
  await page.getByRole('region', { name: 'Your account' }).getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);

  const bind = page.getByRole('form', { name: 'Bind a bank card' });
  await bind.getByLabel('Bank').selectOption({ label: 'Vietcombank' });
  await bind.getByLabel('Card / account number').fill('0123456789');
  await bind.getByLabel('Card holder name').fill('Tran Van B');
  await bind.getByRole('button', { name: 'Bind card' }).click();

  await page.getByRole('link', { name: 'Set funds password' }).click();
  await expect(page).toHaveURL(/\/m\/securityCenter\/FundsPasswordBox$/);
  await page.getByLabel('New funds password').fill('135790');
  await page.getByLabel('Repeat the new password').fill('135790');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('link', { name: 'Go to withdraw' }).click();

  const form = page.getByRole('form', { name: 'Withdraw' });
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('300000');
  await form.getByLabel('Funds password').fill('000000');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Wrong funds password, 4 attempt(s) left' })).toBeVisible();
  await expect(page.getByTestId('withdraw-balance')).toContainText(/1,000,000(?![.\d])/);

  await form.getByLabel('Funds password').fill('135790');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('dialog')).toContainText(/Withdraw 300,000(?![.\d])/);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal request sent' })).toBeVisible();
  await expect(page.getByTestId('withdraw-balance')).toContainText(/700,000(?![.\d])/);
  const mine = page.getByRole('region', { name: 'My withdrawals' });
  await expect(mine.getByText('Pending')).toBeVisible();
  const orderNo = (await page.getByTestId('withdraw-order-no').textContent())!;
  await page.screenshot({ path: 'test-results/screens/wallet-withdraw-sent.png' });

  expect(await ops('withdrawal', 'reject', pendingId(await ops('withdrawals'), orderNo))).toContain('rejected');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(page.getByTestId('withdraw-balance')).toContainText(/1,000,000(?![.\d])/);
  await expect(mine.getByText('Rejected')).toBeVisible();

  await page.goto('/m/transaction/record?preset=last7');
  const record = page.getByRole('region', { name: 'Account record' });
  await expect(record.getByRole('listitem').filter({ hasText: /^Withdrawal\b(?! returned)/ })).toContainText(/-300,000(?![.\d])/);
  await expect(record.getByRole('listitem').filter({ hasText: 'Withdrawal returned' })).toContainText(/\+300,000(?![.\d])/);
  await page.getByLabel('Type').selectOption({ label: 'Withdrawal returned' });
  await expect(page).toHaveURL(/type=hold_release/);
  await expect(record.getByRole('listitem')).toHaveCount(1);

  await page.goto('/m/gameRecord');
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('No bets in this period')).toBeVisible();
});
