import type { APIRequestContext } from '@playwright/test';
import { captchaAnswer, uniqueName } from './auth-support';
import { expect, test } from './fixtures';
import { approvedDeposit } from './helpers/deposit';
import { loginAs } from './helpers/login-as';
import { ops } from './helpers/ops';

/**
 * Manual rebate and VIP after demo-slot rounds, and a friend registering
 * through the invitation link (issue 13).
 */

/** Plays `rounds` demo-slot rounds at the game's highest bet, through the game's own API with its launch ticket. */
async function spin(request: APIRequestContext, token: string, rounds: number): Promise<void> {
  const headers = { Merchant: 'DEMO', Authorization: token };
  const launch = await request.get('/wps/game/launchGame?launchMode=GLS&platform=html5&clientType=2&nodeId=10001&merchantCode=DEMO&language=EN', { headers });
  const url = new URL(((await launch.json()) as { value: { content: { game_url: string } } }).value.content.game_url);
  // the slot opens the reels screen with a ticket; the demo slot's calls take any game's ticket
  const ticket = url.searchParams.get('ticket')!;
  const state = (await (await request.get(`/demo-game/api/state?ticket=${encodeURIComponent(ticket)}`)).json()) as { value: { bets: number[] } };
  const bet = Math.max(...state.value.bets);
  for (let i = 0; i < rounds; i += 1) {
    const res = await request.post('/demo-game/api/spin', { data: { ticket, bet } });
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  }
}

test('en: VIP progress moves after demo-slot bets, and the rebate of those bets is claimed into the wallet', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const member = await loginAs(page, request, uniqueName('rebate'), { balance: 1_000_000 });

  await page.goto('/m/member/benefits');
  const bar = page.getByRole('progressbar', { name: 'Progress to VIP 1' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Conditions met: 0/2')).toBeVisible();

  await page.goto('/m/member/manualRebate');
  await expect(page.getByText('No rebate yet: place bets to build it up')).toBeVisible();

  await spin(request, member.token, 20);

  await page.reload();
  const card = page.getByRole('region', { name: 'Rebate to claim' });
  await expect(card.getByText(/Valid bets since the last claim: [1-9]/)).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Slots');
  await card.getByRole('button', { name: 'Claim rebate' }).click();
  await expect(page.getByText(/Rebate of .* claimed/)).toBeVisible();
  await expect(card.getByText('No rebate yet: place bets to build it up')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rebate history' }).getByRole('listitem')).toHaveCount(1);

  await page.goto('/m/member/benefits');
  await expect(page.getByRole('progressbar', { name: 'Progress to VIP 1' })).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByText('Conditions met: 1/2')).toBeVisible();
});

test('vi: a friend registers through the invitation link and appears in the list; the reward waits until the friend pays in', async ({ page, request, browser }) => {
  // a ceiling, not a wait: two browser contexts, a registration and three operator commands
  test.setTimeout(60_000);
  await loginAs(page, request, uniqueName('inviter'));
  await page.goto('/m/inviteFriends');
  await expect(page.getByRole('img', { name: 'Mã QR của liên kết mời' })).toBeVisible();
  await expect(page.getByText('Chưa có bạn bè nào đăng ký bằng liên kết của bạn')).toBeVisible();
  const link = await page.getByLabel('Liên kết mời').inputValue();
  expect(link).toMatch(/\/m\/register\?code=R[0-9A-Z]{7}$/);

  const friendContext = await browser.newContext({ baseURL: new URL(link).origin });
  const friend = await friendContext.newPage();
  await friend.addInitScript(() => sessionStorage.setItem('NOTICE_POP', '1'));
  const name = uniqueName('friend');
  await friend.goto(new URL(link).pathname + new URL(link).search);
  await friend.getByLabel('Tên đăng nhập').fill(name);
  await friend.getByLabel('Mật khẩu', { exact: true }).fill('Passw0rd1');
  await friend.getByLabel('Xác nhận mật khẩu').fill('Passw0rd1');
  await friend.getByLabel('Số điện thoại').fill(`96${String(Date.now()).slice(-7)}`);
  await friend.getByLabel('Mã xác nhận', { exact: true }).fill(await captchaAnswer(friend, request));
  await friend.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(friend).toHaveURL(/\/m\/home$/);
  const friendToken = await friend.evaluate(() => (JSON.parse(localStorage.getItem('sessionInfo') ?? '{}') as { token?: string }).token ?? '');
  await friendContext.close();

  await page.reload();
  const friends = page.getByRole('region', { name: 'Bạn bè đã mời (1)' });
  await expect(friends.getByRole('listitem')).toContainText(`${name.slice(0, 2)}***${name.slice(-2)}`);
  // the friend's name masked, as the friends list shows it (server/promotions/mask-account.ts)
  const login = name.toLowerCase();
  const reward = page.getByRole('listitem').filter({ hasText: `Thưởng giới thiệu ${login.slice(0, 2)}***${login.slice(-2)}` });

  // registering alone earns nothing: the friend has not paid in nor played
  await page.goto('/m/rewardCenter');
  await expect(page.getByText('Chưa nhận phần thưởng nào'), 'the rewards have loaded').toBeVisible();
  await expect(reward).toHaveCount(0);

  // the friend's approved deposit of the minimum and the turnover (the operator set it to 0 here) earn it
  const settings = await ops('referral');
  await ops('referral', '--min-turnover', '0');
  try {
    await approvedDeposit(request, friendToken, 100_000);
    await page.reload();
    await expect(reward).toContainText(/18\.000(?![,\d])/);
  } finally {
    const turnover = /valid bets of at least ([\d.]+)/.exec(settings)?.[1] ?? '100000';
    await ops('referral', '--min-turnover', turnover);
  }
});
