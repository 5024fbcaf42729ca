import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { consoleProblems } from './helpers/console-problems';
import { loginAs } from './helpers/login-as';
import { vnd } from './helpers/money';
import { shot } from './helpers/shot';

/**
 * The fast lottery (docs/decisions/0067) as a member plays it at phone
 * size: opened from the in-house lottery tile, one order of two sub-orders
 * (lô and đề), the đề cancelled before the draw, the draw triggered through
 * the test-mode route, the lô settled; then the balance, the order detail
 * and the betting record tell the same story.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const OPENING = 1_000_000;
const GAME_CODE = 'bgs-lott-5m';

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (d: Document) => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
    return (await axe.run(document)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

interface Detail { value: { status: string; stake: number; win: number; subOrders: { status: string; win: number }[] } }

test('a member places two sub-orders, cancels one before the draw, and the other settles; balance, detail and record agree', async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = consoleProblems(page);
  const session = await loginAs(page, request, `lotto${Date.now() % 1e6}`, { balance: OPENING });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/m/gameList?gameType=LOTT&vassalage=BGS');
  await page.locator('.game-tile__launch').first().click();
  await expect(page).toHaveURL(/\/m\/fast-lottery\?nodeId=\d+$/);

  const balance = page.getByTestId('lottery-balance');
  await expect(balance).toHaveText(vnd(OPENING));
  await expect(page.getByTestId('lottery-countdown')).toHaveText(/^0[0-4]:\d\d$/);

  // lô on 45 and 12, one point each (23,000 a point)
  // numbers by their "đầu" (tens digit): 44 px buttons at 360 px
  await page.getByRole('radio', { name: 'Đầu 4', exact: true }).click();
  await page.getByRole('button', { name: '45', exact: true }).click();
  await page.getByRole('radio', { name: 'Đầu 1', exact: true }).click();
  await page.getByRole('button', { name: '12', exact: true }).click();
  // each đầu says how many of its numbers are picked
  await expect(page.getByRole('radio', { name: 'Đầu 4, 1 số đã chọn' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Chọn đầu (chữ số hàng chục)' }).scrollIntoViewIfNeeded();
  await shot(page, 'lottery-picker-vi');
  for (const target of await page.locator('.lottery-head, .lottery-ball').all()) {
    const box = (await target.boundingBox())!;
    expect(Math.min(box.width, box.height), 'touch target').toBeGreaterThanOrEqual(44);
  }
  await page.getByRole('button', { name: 'Thêm vào phiếu' }).click();
  // đề on 45, ten points (1,000 a point)
  await page.getByRole('radio', { name: 'Đề' }).click();
  await page.getByRole('radio', { name: 'Đầu 4', exact: true }).click();
  await page.getByRole('button', { name: '45', exact: true }).click();
  await page.getByLabel('Số điểm mỗi số').fill('10');
  await page.getByRole('button', { name: 'Thêm vào phiếu' }).click();
  await expect(page.getByTestId('lottery-slip-line')).toHaveCount(2);
  await expect(page.getByTestId('lottery-total')).toHaveText(vnd(56_000));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);

  const placed = page.waitForResponse((r) => r.url().includes('/lgw/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Đặt cược' }).click();
  const orderId = ((await (await placed).json()) as { value: { orderId: number } }).value.orderId;
  await expect(page.getByRole('status').filter({ hasText: `Đã đặt đơn #${orderId}` })).toBeVisible();
  await expect(balance).toHaveText(vnd(OPENING - 56_000));

  // cancel the đề before the close: refunded once
  const subs = page.getByTestId('lottery-sub-order');
  await expect(subs).toHaveCount(2);
  await subs.nth(1).getByRole('button', { name: 'Hủy' }).click();
  await expect(subs.nth(1)).toContainText('Đã hủy');
  await expect(balance).toHaveText(vnd(OPENING - 46_000));
  await shot(page, 'lottery-vi');

  // the draw, without waiting for the interval
  const drawn = await request.post('/__test/lottery/close', { headers: { Merchant: 'DEMO' }, data: { gameCode: GAME_CODE } });
  expect(((await drawn.json()) as { value: { drawn: unknown[] } }).value.drawn.length).toBeGreaterThan(0);

  const detailReply = await request.get(`/lgw/orders/detail?orderId=${orderId}`, { headers: { Merchant: 'DEMO', Authorization: session.token } });
  const detail = ((await detailReply.json()) as Detail).value;
  expect(detail.status).toBe('settled');
  expect(detail.stake).toBe(46_000);
  expect(detail.subOrders.map((s) => s.status)).toEqual([detail.win > 0 ? 'won' : 'lost', 'cancelled']);

  await page.reload();
  await expect(balance).toHaveText(vnd(OPENING - 46_000 + detail.win));
  await expect(page.getByTestId('lottery-order-status').first()).toHaveText('Đã trả thưởng');
  await expect(page.getByTestId('lottery-result').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the betting record: the order's stake less the refund, and its win
  await page.goto('/m/gameRecord');
  const totals = page.locator('.wallet-totals');
  await expect(totals.locator('div', { hasText: 'Tổng cược' }).locator('dd')).toHaveText(vnd(46_000));
  await expect(totals.locator('div', { hasText: 'Thắng/thua' }).locator('dd')).toHaveText(vnd(detail.win - 46_000));
  expect(problems.filter((p) => !/service ?worker registration/i.test(p))).toEqual([]);
});
