import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { consoleProblems } from './helpers/console-problems';
import { loginAs } from './helpers/login-as';
import { vnd } from './helpers/money';
import { ops } from './helpers/ops';
import { shot } from './helpers/shot';

/**
 * The sportsbook and a cockfight table (docs/decisions/0073) as a member
 * plays them at phone size: a parlay slip built from the SABA tile, kept
 * across a reload, an operator's odds change shown on the open slip and
 * accepted, the parlay placed and settled by `ops fixture result`; then a
 * bet on the next fight, which resolves by itself (test mode's short
 * rounds). The balance, the member's bets and the betting record agree.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const OPENING = 1_000_000;
const PARLAY_STAKE = 20_000;
const FIGHT_STAKE = 10_000;

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (d: Document) => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
    return (await axe.run(document)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

const hundredths = (text: string | null) => Math.round(Number(text) * 100);

interface CockfightBetValue { myBets: { betId: number; status: string; payout: number }[] }

test('a parlay from the sports tile, an odds change accepted, settled by ops; a cockfight bet resolves by itself; balance and records agree', async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = consoleProblems(page);
  const session = await loginAs(page, request, `sport${Date.now() % 1e6}`, { balance: OPENING });
  await page.setViewportSize({ width: 360, height: 780 });

  // ---- the sportsbook, from the SABA tile
  await page.goto('/m/sport-games');
  await page.getByRole('button', { name: 'SABA Sports' }).click();
  await expect(page).toHaveURL(/\/m\/sportsbook\?nodeId=\d+$/);
  const balance = page.getByTestId('sports-balance');
  await expect(balance).toHaveText(vnd(OPENING));
  await expect(page.getByRole('radio', { name: 'Bóng đá' })).toHaveAttribute('aria-checked', 'true');

  // two fixtures a quarter of an hour or more from kick-off (every one but the first): 1X2 home on one, over on the other
  const fixtures = page.getByTestId('sports-fixture');
  const [first, second] = [fixtures.nth(2), fixtures.nth(3)];
  const firstId = (await first.getAttribute('data-fixture-id'))!;
  const secondId = (await second.getAttribute('data-fixture-id'))!;
  const home = first.getByRole('button', { name: /1X2 \(cả trận\): Chủ,/ });
  const over = second.getByRole('button', { name: /Tài xỉu: Tài / }).first();
  const homeOdds = hundredths(await home.locator('.sports-odds__price').textContent());
  const overOdds = hundredths(await over.locator('.sports-odds__price').textContent());
  await home.click();
  await over.click();
  await expect(home).toHaveAttribute('aria-pressed', 'true');
  for (const target of await first.locator('.sports-odds:visible').all()) {
    const box = (await target.boundingBox())!;
    expect(box.height, 'touch target').toBeGreaterThanOrEqual(44);
  }

  // the slip as a bottom sheet: a parlay of the two, its stake, combined odds and potential return
  await page.getByRole('button', { name: /^Phiếu cược \(2\)/ }).click();
  let sheet = page.getByRole('dialog', { name: 'Phiếu cược' });
  await expect(sheet.getByTestId('sports-slip-item')).toHaveCount(2);
  await sheet.getByLabel('Tiền cược xiên').fill('20.000');
  const combined = Math.floor(homeOdds * overOdds / 100);
  await expect(sheet.getByTestId('sports-parlay-odds')).toHaveText(`Tỷ lệ xiên ${(combined / 100).toFixed(2)}`);
  await expect(sheet.getByTestId('sports-potential-parlay')).toHaveText(`Có thể nhận ${vnd(Math.floor(PARLAY_STAKE * homeOdds * overOdds / 100) / 100)}`);

  // a reload keeps the slip and its stake
  await page.reload();
  await page.getByRole('button', { name: /^Phiếu cược \(2\)/ }).click();
  sheet = page.getByRole('dialog', { name: 'Phiếu cược' });
  await expect(sheet.getByLabel('Tiền cược xiên')).toHaveValue('20.000');

  // the operator moves the first selection's odds while the slip is open: the change shows and must be accepted
  const moved = homeOdds + 15;
  expect(await ops('fixture', 'odds', firstId, '1x2', 'home', (moved / 100).toFixed(2))).toContain(`→ ${(moved / 100).toFixed(2)}`);
  // (the open slip asks for the odds every 4 s: a ceiling for a loaded machine, not a wait)
  await expect(sheet.getByTestId('sports-odds-change')).toHaveText(`Tỷ lệ đổi: ${(homeOdds / 100).toFixed(2)} → ${(moved / 100).toFixed(2)}`, { timeout: 15_000 });
  await expect(sheet.getByRole('button', { name: 'Đặt cược' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'sports-slip-vi');
  await sheet.getByRole('button', { name: 'Chấp nhận thay đổi' }).click();
  const potential = Math.floor(PARLAY_STAKE * moved * overOdds / 100) / 100;
  await expect(sheet.getByTestId('sports-potential-parlay')).toHaveText(`Có thể nhận ${vnd(potential)}`);

  const placing = page.waitForResponse((r) => r.url().includes('/wps/sports/bets') && r.request().method() === 'POST');
  await sheet.getByRole('button', { name: 'Đặt cược' }).click();
  const placed = (await (await placing).json()) as { value: { bets: { betId: number; odds: number; potentialReturn: number }[] } };
  expect(placed.value.bets).toHaveLength(1);
  expect(placed.value.bets[0]!.potentialReturn).toBe(potential);
  await expect(sheet.getByRole('status').filter({ hasText: 'Đã đặt 1 cược.' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Đóng' }).click();
  await expect(balance).toHaveText(vnd(OPENING - PARLAY_STAKE));

  // the operator results both fixtures: the parlay wins (home 2-0; nine goals are over any total offered)
  expect(await ops('fixture', 'result', firstId, '2-0')).toContain('0 bet(s) settled');
  expect(await ops('fixture', 'result', secondId, '9-0')).toContain('1 bet(s) settled');
  await page.getByRole('radio', { name: 'Cược của tôi' }).click();
  await page.getByRole('radio', { name: 'Đã kết thúc' }).click();
  const bet = page.getByTestId('sports-bet').first();
  await expect(bet.getByTestId('sports-bet-status')).toHaveText('Thắng');
  await expect(bet).toContainText(`Đã trả ${vnd(potential)}`);
  await page.reload();
  await expect(balance).toHaveText(vnd(OPENING - PARLAY_STAKE + potential));

  // ---- a cockfight table, from the SV388 tile: a bet on the next fight, resolved by itself
  await page.goto('/m/cockfight');
  await page.getByRole('button', { name: 'SV388' }).click();
  await expect(page).toHaveURL(/\/m\/cockfight-pit\?nodeId=\d+$/);
  const nodeId = new URL(page.url()).searchParams.get('nodeId')!;
  await expect(page.getByTestId('cf-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  // the stake first (chips are always on), then the side and the bet with four seconds or more of the
  // window left (test mode: six seconds of betting, four of fight)
  await page.getByRole('button', { name: '10.000', exact: true }).click();
  const secondsLeft = async () => {
    const [phase, timer] = await Promise.all([page.getByTestId('cf-phase').textContent(), page.getByTestId('cf-timer').textContent()]);
    const [m, s] = (timer ?? '00:00').split(':').map(Number);
    return phase === 'Đang nhận cược' ? m! * 60 + s! : 0;
  };
  await expect.poll(secondsLeft, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  await page.getByRole('radio', { name: 'Meron, tỷ lệ 1.90' }).click();
  const betting = page.waitForResponse((r) => r.url().includes('/wps/cockfight/bets') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Cược Meron' }).click();
  const fight = ((await (await betting).json()) as { value: { bet: { betId: number; roundNo: number } } }).value.bet;
  await expect(page.getByRole('status').filter({ hasText: `Đã cược ${vnd(FIGHT_STAKE)} vào Meron (trận #${fight.roundNo}).` })).toBeVisible();
  await expect(page.getByTestId('cf-balance')).toHaveText(vnd(OPENING - PARLAY_STAKE + potential - FIGHT_STAKE));
  // the fight ends and the round resolves: the bet shows its outcome, the road the result
  await expect(page.getByTestId('cf-bet-status').first()).not.toHaveText('Đang chờ', { timeout: 20_000 });
  await expect(page.getByTestId('cf-road').getByRole('listitem', { name: new RegExp(`^Trận #${fight.roundNo}: `) })).toBeVisible();
  const reply = await request.get(`/wps/cockfight/state?nodeId=${nodeId}`, { headers: { Merchant: 'DEMO', Authorization: session.token } });
  const mine = ((await reply.json()) as { value: CockfightBetValue }).value.myBets.find((b) => b.betId === fight.betId)!;
  expect(['won', 'lost', 'refunded']).toContain(mine.status);
  const expected = OPENING - PARLAY_STAKE + potential - FIGHT_STAKE + mine.payout;
  await expect(page.getByTestId('cf-balance')).toHaveText(vnd(expected));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'cockfight-vi');

  // ---- the betting record: both bets, their totals, and the parlay's slip with its two selections
  await page.goto('/m/gameRecord');
  const totals = page.locator('.wallet-totals');
  await expect(totals.locator('div', { hasText: 'Tổng cược' }).locator('dd')).toHaveText(vnd(PARLAY_STAKE + FIGHT_STAKE));
  await expect(totals.locator('div', { hasText: 'Thắng/thua' }).locator('dd')).toHaveText(vnd(potential - PARLAY_STAKE + mine.payout - FIGHT_STAKE));
  const parlayRow = page.locator('.wallet-order', { hasText: 'SABA Thể Thao' });
  await parlayRow.getByText('Chi tiết ván').click();
  await expect(parlayRow.getByTestId('sports-record-leg')).toHaveCount(2);
  await expect(parlayRow.getByTestId('sports-record')).toContainText(`Xiên 2 · tỷ lệ ${(Math.floor(moved * overOdds / 100) / 100).toFixed(2)} · Thắng`);
  const fightRow = page.locator('.wallet-order', { hasText: 'SV388 Đá Gà' });
  await fightRow.getByText('Chi tiết ván').click();
  await expect(fightRow.getByTestId('cockfight-record')).toContainText('Meron, tỷ lệ 1.90');
  expect(problems.filter((p) => !/service ?worker registration/i.test(p))).toEqual([]);
});
