import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The reference server's demo game, driven as a player would: launched with
 * a real session, played in Chromium at phone size, its balance checked
 * against the wallet the lobby reads.
 */

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

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

const vnd = (n: number) => new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

test('a member launches the demo game, spins, and the wallet follows', async ({ page, request }) => {
  const token = await session(request, 'demo_spinner', 1_000_000);
  const launched = await launch(request, token, '10001');
  expect(launched.success).toBe(true);
  const url = new URL(launched.value!.content.game_url);
  expect(url.pathname).toBe('/demo-game/');
  expect(launched.value!.content.game_url).not.toContain(token);

  await page.goto(url.pathname + url.search);
  const balance = page.getByRole('status', { name: 'Số dư' });
  await expect(balance).toHaveText(vnd(1_000_000));
  // The ticket leaves the address bar at once.
  expect(new URL(page.url()).searchParams.get('session')).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Đang tải…');

  const bet = page.getByLabel('Mức cược');
  const options = await bet.locator('option').allInnerTexts();
  expect(options.length).toBe(6);
  await bet.selectOption({ index: 2 });

  let changed = false;
  for (let i = 0; i < 8 && !changed; i += 1) {
    await page.getByRole('button', { name: 'Quay' }).click();
    await expect(page.getByRole('button', { name: 'Quay' })).toBeEnabled();
    await expect(page.locator('#result')).toHaveText(/Thắng|Chúc may mắn/);
    const server = await walletBalance(request, token);
    await expect(balance).toHaveText(vnd(server));
    changed = server !== 1_000_000;
  }
  expect(changed).toBe(true);
  await shot(page, 'demo-game-vi');

  // A reload keeps playing (the ticket is kept for this tab).
  await page.reload();
  await expect(balance).toHaveText(vnd(await walletBalance(request, token)));
  await expect(page.getByRole('button', { name: 'Quay' })).toBeEnabled();

  await page.getByRole('link', { name: 'Về sảnh' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the demo game speaks English and refuses a bet above the balance', async ({ page, request }) => {
  const token = await session(request, 'demo_small', 150);
  const launched = await launch(request, token, '10001', 'EN');
  const url = new URL(launched.value!.content.game_url);
  await page.goto(url.pathname + url.search);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const balance = page.getByRole('status', { name: 'Balance' });
  await expect(balance).toHaveText('150.00');
  await page.getByLabel('Bet').selectOption({ index: 5 });
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your balance is not enough, please deposit.');
  await expect(balance).toHaveText('150.00');
  await shot(page, 'demo-game-en-refused');
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

test('a broken ticket shows a clear message instead of a blank game', async ({ page }) => {
  await page.goto('/demo-game/?session=not-a-valid-ticket-at-all-xxxxxxxx&nodeId=10001&lang=vi');
  await expect(page.getByRole('alert')).toHaveText('Phiên chơi đã hết hạn, vui lòng mở lại trò chơi từ sảnh.');
  await expect(page.getByRole('button', { name: 'Quay' })).toBeDisabled();
});
