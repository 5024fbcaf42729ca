import type { Page } from '@playwright/test';
import { AGENT_PATHS } from '../../contract/agent';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { ops } from './helpers/ops';

const SHOTS = process.env.AGENT_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test('the demo agent sees its team today, opens an account, finds it, transfers to it, and the member sees the money', async ({ page, request, browser }) => {
  await loginAs(page, request, 'demoagent');
  await page.goto('/m/agent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Chào buổi (sáng|trưa|chiều|tối), /);
  await expect(page.getByTestId('agent-balance')).toHaveText(/₫/);
  const today = page.getByRole('region', { name: 'Thống kê đội nhóm hôm nay' });
  // the seed gives every team member a round today
  await expect(today.getByRole('definition').nth(2)).toHaveText('4');
  await expect(page.getByRole('navigation', { name: 'Chức năng đại lý' }).getByRole('link', { name: 'Quản lý đội nhóm' })).toBeVisible();
  await shot(page, 'agent-home-vi');

  const username = `e2e${Date.now().toString(36)}`.slice(0, 16);
  await page.getByRole('navigation', { name: 'Điều hướng đại lý' }).getByRole('link', { name: 'Mở tài khoản' }).click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
  await page.getByLabel('Tên tài khoản').fill(username);
  await page.getByLabel('Mật khẩu').fill('Secret12');
  await page.getByLabel('Nổ hũ').fill('0,5');
  await shot(page, 'agent-open-account-vi');
  await page.getByRole('button', { name: 'Mở tài khoản' }).click();
  await page.getByRole('link', { name: 'Xem trong quản lý đội nhóm' }).click();

  await expect(page).toHaveURL(/\/m\/member\/team\?username=/);
  const list = page.getByRole('list', { name: 'Danh sách thành viên' });
  await list.getByRole('button', { name: new RegExp(username) }).click();
  const dialog = page.getByRole('dialog', { name: `Thành viên ${username}` });
  await dialog.getByLabel('Số tiền chuyển').fill('1.000');
  await dialog.getByRole('button', { name: 'Chuyển', exact: true }).click();
  // nothing leaves before the exact amount is accepted
  const confirm = page.getByRole('dialog', { name: 'Xác nhận số tiền' });
  await expect(confirm.getByTestId('confirm-amount')).toHaveText('1.000 ₫');
  await confirm.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText(`Đã chuyển 1.000 ₫ cho ${username}`)).toBeVisible();
  await expect(dialog.getByRole('definition').first()).toHaveText('1.000 ₫');
  await shot(page, 'agent-team-detail-vi');

  // the new member, on its own phone: the money is there, and the agent area is not theirs
  const memberPage = await browser.newPage();
  await loginAs(memberPage, request, username);
  await memberPage.goto('/m/member/home');
  await expect(memberPage.getByTestId('member-balance')).toHaveText('1.000 ₫');
  await memberPage.goto('/m/agent');
  await expect(memberPage).toHaveURL(/\/m\/home$/);
  await memberPage.close();
});

test('in English: a sub-agent with a pending contract is prompted on home, can cancel, and goes to the contract', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await loginAs(page, request, 'demosubagent');
  // The prompt is a part of home loaded after the first paint, which then asks for the contract
  // flags: wait for that answer (however long a loaded machine takes), then for the dialog it brings.
  const flagsAnswered = page.waitForResponse((response) => response.url().includes(AGENT_PATHS.dividendInfo) && response.ok());
  await page.goto('/m/home');
  await flagsAnswered;
  const prompt = page.getByRole('dialog', { name: 'Contract to sign' });
  await expect(prompt).toContainText('You have a daily salary contract to sign.');
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toHaveCount(0);

  await page.reload();
  await page.getByRole('dialog', { name: 'Contract to sign' }).getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Daily salary contract' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tiers' }).getByRole('row')).toHaveCount(4);
  await expect(page.getByText('Offered by demoagent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign contract' })).toBeVisible();
  await shot(page, 'agent-contract-en');

  // its agent home in English: greeting, and the dividend entry its signed dividend contract shows
  await page.goto('/m/agent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|late afternoon|evening), /);
  await expect(page.getByRole('navigation', { name: 'Agent navigation' }).getByRole('link', { name: 'Dividend' })).toBeVisible();
  await shot(page, 'agent-home-en');
  await page.getByRole('navigation', { name: 'Agent functions' }).getByRole('link', { name: 'Team profit and loss' }).click();
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page.getByRole('region', { name: 'Total' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Member list' }).getByText('demoteam04')).toBeVisible();
  await shot(page, 'agent-pnl-en');
});

test('a member opening the agent area goes home; the operator settles through the running server', async ({ page, request }) => {
  await loginAs(page, request, 'demomember');
  await page.goto('/m/agent');
  await expect(page).toHaveURL(/\/m\/home$/);
  // a day long past: nothing to pay, and the command answers what it did
  expect(await ops('settle', 'salary', '--date', '2020-01-01')).toMatch(/^salary for 2020-01-01: 0 paid/m);
});
