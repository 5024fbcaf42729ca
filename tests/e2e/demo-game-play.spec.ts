import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { viAmount as vnd } from './helpers/money';

/**
 * Launching a game with a real session, in Chromium at phone size: a slot of
 * another vendor opens the in-house reels (no tile opens the demo page any
 * more, docs/decisions/0076), and the launch's refusals.
 */

async function session(request: APIRequestContext, username: string, balance?: number): Promise<string> {
  const res = await request.post('/__test/session', { headers: { Merchant: 'DEMO' }, data: { username, ...(balance === undefined ? {} : { balance }) } });
  const body = (await res.json()) as { success: boolean; value: { token: string } };
  expect(body.success).toBe(true);
  return body.value.token;
}

async function launch(request: APIRequestContext, token: string | null, nodeId: string, language = 'VI') {
  const headers: Record<string, string> = { Merchant: 'DEMO', Language: language };
  if (token) headers.Authorization = token;
  const res = await request.get(`/wps/game/launchGame?launchMode=GLS&platform=html5&clientType=2&nodeId=${nodeId}&merchantCode=DEMO&language=${language}`, { headers });
  return (await res.json()) as { success: boolean; errorCode: string | null; value: { content: { game_url: string } } | null };
}

async function walletBalance(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/wps/wallets/gcs', { headers: { Merchant: 'DEMO', Authorization: token } });
  return ((await res.json()) as { value: { sumBalance: number } }).value.sumBalance;
}


test('another vendor\'s slot launches the reels screen in its own name, never the demo page, and the wallet follows', async ({ page, request }) => {
  const { token } = await loginAs(page, request, `spinner${Date.now() % 1e6}`, { balance: 1_000_000 });
  const launched = await launch(request, token, '10001');
  expect(launched.success).toBe(true);
  const url = new URL(launched.value!.content.game_url);
  // every category has an engine (docs/decisions/0076): PG Soft's slot plays the in-house reels
  expect(url.pathname).toBe('/m/play');
  expect(launched.value!.content.game_url).not.toContain(token);
  await page.goto(url.pathname + url.search);
  const balance = page.getByRole('status', { name: 'Số dư' });
  await expect(balance).toHaveText(`${vnd(1_000_000)} ₫`);
  const settled = page.waitForResponse((r) => r.url().includes('/wps/play/spin') && r.ok());
  await page.getByRole('button', { name: 'Quay' }).click();
  await settled;
  await expect(balance).toHaveText(`${vnd(await walletBalance(request, token))} ₫`);
});

test('launch refusals: guest, empty wallet, vendor under maintenance', async ({ request }) => {
  expect((await launch(request, null, '10001')).errorCode).toBe('customer.not.login');
  const empty = await session(request, 'demo_empty', 0);
  expect((await launch(request, empty, '10001')).errorCode).toBe('launch_game_balance_not_enough');
  const rich = await session(request, 'demo_rich', 5000);
  const vendors = await request.get('/wps/relay/GCSGAME_newGameVendor?platform=html5', { headers: { Merchant: 'DEMO' } });
  const ia = ((await vendors.json()) as { value: { mapping: Record<string, { vassalage: string; lobbyNodeId: string }[]> } }).value.mapping.ESPORTS!.find((e) => e.vassalage === 'IA')!;
  expect((await launch(request, rich, ia.lobbyNodeId)).errorCode).toBe('vendor_under_maintenance');
});

// the demo page writes no number itself: balance, bets and wins are the server's texts in the one money notation
test('the demo page shows the balance and the bets as the server writes them, with the currency sign and no ",00"', async ({ page, request }) => {
  const token = await session(request, `demopage${Date.now() % 1e6}`, 1_000_000);
  const launched = await launch(request, token, '10001');
  const ticket = new URL(launched.value!.content.game_url).searchParams.get('ticket')!;
  await page.goto(`/demo-game/?session=${encodeURIComponent(ticket)}&nodeId=10001&lang=vi`);
  await expect(page.locator('#balance')).toHaveText(`${vnd(1_000_000)}\u00a0₫`);
  await expect(page.locator('#bet option').first()).not.toHaveText(/,00/);
  await page.screenshot({ path: 'test-results/screens/demo-game-page-vi.png' });
  const settled = page.waitForResponse((r) => r.url().includes('/demo-game/api/spin') && r.ok());
  await page.getByRole('button', { name: 'Quay' }).click();
  await settled;
  await expect(page.locator('#balance')).toHaveText(`${vnd(await walletBalance(request, token))}\u00a0₫`);
});
