import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { sendDepositOrder } from './helpers/deposit';
import { loginAs } from './helpers/login-as';
import { waitForServiceWorkerControl } from './helpers/service-worker';

// the service worker serves the app offline (blocked elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

/**
 * Offline reading (docs/decisions/0089): promotions, a promotion's detail,
 * the deposit page (receiving accounts, my deposits) and the betting record,
 * each seen once online as a member, read again offline after a reload from
 * what the device kept, each saying when it was saved; the offline bar never
 * covers a back link. Names and ids only: amounts follow the money format.
 */

/** One demo-slot round through the game's own API, so the betting record has a row. */
async function playOneRound(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Merchant: 'DEMO', Authorization: token };
  const launch = await request.get('/wps/game/launchGame?launchMode=GLS&platform=html5&clientType=2&nodeId=10001&merchantCode=DEMO&language=VI', { headers });
  const ticket = new URL(((await launch.json()) as { value: { content: { game_url: string } } }).value.content.game_url).searchParams.get('ticket')!;
  const state = (await (await request.get(`/demo-game/api/state?ticket=${encodeURIComponent(ticket)}`)).json()) as { value: { bets: number[] } };
  const spin = await request.post('/demo-game/api/spin', { data: { ticket, bet: Math.min(...state.value.bets) } });
  expect(((await spin.json()) as { success: boolean }).success).toBe(true);
}

/** How many queries the persisted cache in IndexedDB holds under each key prefix (the app's own store, src/app/query-persistence.ts). */
function keptCount(page: Page, prefixes: (string | number)[][]): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('wps-pwa');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const request = open.result.transaction('kv').objectStore('kv').get('query-cache');
          request.onerror = () => resolve(0);
          request.onsuccess = () => {
            const queries = (request.result?.clientState?.queries ?? []) as { queryKey: unknown[] }[];
            resolve(wanted.filter((prefix) => queries.some((q) => prefix.every((part, i) => q.queryKey[i] === part))).length);
          };
        };
      }),
    prefixes,
  );
}

/** The back control is on top where a finger would press it: no bar over its centre. */
async function expectBackUncovered(back: Locator): Promise<void> {
  await expect(back).toBeVisible();
  const onTop = await back.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, 'nothing covers the back control').toBe(true);
}

test('screens seen online read offline with their saved data and when it was saved; the offline bar never covers a back link', async ({ page, request, context }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const member = await loginAs(page, request, `offline_read_${Date.now() % 1e6}`, { balance: 1_000_000 });
  const memberSlot = `${member.id}:${member.userName}`;
  const savedAt = page.getByTestId('saved-at');

  // online, once each: promotions, one promotion, the deposit page, the betting record. The service
  // worker installs (precaching the app) meanwhile, and a deposit and a round are made for the records.
  await page.goto('/m/activity');
  const [orderNo] = await Promise.all([sendDepositOrder(request, member.token, 200_000), playOneRound(request, member.token)]);
  const firstBanner = page.locator('.promo-list > li').first();
  const promotionTitle = (await firstBanner.locator('.promo-banner__title').textContent())!;
  const promotionId = (await firstBanner.getAttribute('id'))!.replace('promotion-', '');
  await expect(savedAt).toHaveCount(0);
  // each screen's answer is on the device before the next page load (a player who looked, then moved on)
  await expect.poll(() => keptCount(page, [['promotions', memberSlot, 'list']])).toBe(1);

  await page.goto(`/m/activityDetail?id=${promotionId}`);
  await expect(page.getByRole('heading', { level: 2, name: promotionTitle })).toBeVisible();
  await expect.poll(() => keptCount(page, [['promotions', memberSlot, 'detail', Number(promotionId)]])).toBe(1);

  await page.goto('/m/voucherCenter');
  // the receiving account's number, as the copy row shows it
  const accountNumber = page.getByRole('button', { name: 'Sao chép Số tài khoản' }).locator('xpath=preceding-sibling::span[1]');
  await expect(accountNumber).toHaveText(/^\d{6,}$/);
  const accountText = (await accountNumber.textContent())!;
  const myDeposits = page.getByRole('region', { name: 'Lịch sử nạp tiền' });
  await expect(myDeposits.getByText(orderNo)).toBeVisible();
  await expect.poll(() => keptCount(page, [['wallet-money', memberSlot, 'deposit-accounts'], ['wallet-money', memberSlot, 'deposits']])).toBe(2);

  await page.goto('/m/gameRecord');
  // the app is the service worker's before the network goes (a reload on first install)
  await waitForServiceWorkerControl(page);
  const record = page.getByRole('region', { name: 'Lịch sử cược' });
  const gameName = (await record.locator('.wallet-order > span').first().textContent())!;
  expect(gameName.length).toBeGreaterThan(0);

  // everything seen is on the device before the network goes
  const kept = [
    ['promotions', memberSlot, 'list'],
    ['promotions', memberSlot, 'detail', Number(promotionId)],
    ['wallet-money', memberSlot, 'deposit-accounts'],
    ['wallet-money', memberSlot, 'deposits'],
    ['wallet-money', memberSlot, 'bet-records'],
  ];
  await expect.poll(() => keptCount(page, kept)).toBe(kept.length);

  await context.setOffline(true);
  const offlineBar = page.getByText('Không có kết nối internet – đang hiển thị dữ liệu đã lưu');

  // each screen loaded anew offline (a reload, then the others' addresses): its saved data and when it was saved, no retry panel in its place
  await page.reload();
  await expect(offlineBar).toBeVisible();
  await expect(record.getByText(gameName)).toBeVisible();
  await expect(savedAt).toContainText('Dữ liệu đã lưu lúc');
  await expectBackUncovered(page.getByRole('banner').getByRole('button', { name: 'Quay lại' }));
  await page.screenshot({ path: 'test-results/screens/offline-game-record.png' });

  await page.goto('/m/voucherCenter');
  await expect(page.getByText(accountText)).toBeVisible();
  await expect(myDeposits.getByText(orderNo)).toBeVisible();
  await expect(savedAt).toContainText('Dữ liệu đã lưu lúc');
  await page.screenshot({ path: 'test-results/screens/offline-deposit.png' });

  await page.goto(`/m/activityDetail?id=${promotionId}`);
  await expect(page.getByRole('heading', { level: 2, name: promotionTitle })).toBeVisible();
  await expect(savedAt).toContainText('Dữ liệu đã lưu lúc');
  await expect(offlineBar).toBeVisible();
  // the screen's own header owns the top: the bar sits above it, and scrolls away rather than over it
  const back = page.getByRole('button', { name: 'Quay lại' });
  await expectBackUncovered(back);
  await page.screenshot({ path: 'test-results/screens/offline-promotion-detail.png' });
  // scrolled (a short screen, so the detail scrolls): the header stays on top, the bar has gone up with the page
  await page.setViewportSize({ width: 360, height: 420 });
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expectBackUncovered(back);
  await page.setViewportSize({ width: 360, height: 780 });

  await page.goto('/m/activity');
  await expect(page.locator(`#promotion-${promotionId}`).getByText(promotionTitle)).toBeVisible();
  await expect(savedAt).toContainText('Dữ liệu đã lưu lúc');
  await expect(page.getByRole('button', { name: 'Thử lại' }).and(page.locator('.retry-panel button'))).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/offline-promotions.png' });
});
