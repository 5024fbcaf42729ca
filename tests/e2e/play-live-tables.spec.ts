import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { consoleProblems } from './helpers/console-problems';
import { loginAs } from './helpers/login-as';
import { vnd, enMoney } from './helpers/money';
import { shot } from './helpers/shot';

/**
 * The live casino (docs/decisions/0072) as a member plays it at phone size:
 * from the lobby's live casino tile to Evolution's tables, a baccarat bet
 * and a roulette bet placed in their betting windows and settled by the
 * server's rounds (a test-mode server deals every few seconds), then the
 * balance, the betting record and the account record tell one story.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const OPENING = 1_000_000;

interface TableStateReply { value: { chips: number[]; round: { roundId: number; phase: string } | null; myStake: number; myPayout: number | null; balance: number } }

/** The table's first state answer after `open`: its chips, its round. */
async function openTable(page: Page, open: () => Promise<void>): Promise<TableStateReply['value']> {
  const first = page.waitForResponse((r) => r.url().includes('/wps/play/tables/state'));
  await open();
  return ((await (await first).json()) as TableStateReply).value;
}

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (d: Document) => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
    return (await axe.run(document)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

/** Waits for a betting window with a few seconds left (the table may be showing a result or closing), as a player waits for the next round. */
async function waitForWindow(page: Page): Promise<void> {
  await expect.poll(async () => Number(await page.getByTestId('table-timer').getAttribute('data-seconds')), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
}

/** Confirms the chips on screen and answers the server's state after it took them. */
async function confirm(page: Page): Promise<TableStateReply['value']> {
  const answered = page.waitForResponse((r) => r.url().includes('/wps/play/tables/bet') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Xác nhận cược' }).click();
  const reply = (await (await answered).json()) as TableStateReply & { success: boolean };
  expect(reply.success).toBe(true);
  return reply.value;
}

/** The round's settlement as the screen's next state answers it: the member's stake and what it paid. */
async function settlement(page: Page, roundId: number): Promise<TableStateReply['value']> {
  const settled = await page.waitForResponse(async (r) => {
    if (!r.url().includes('/wps/play/tables/state')) return false;
    const v = ((await r.json()) as TableStateReply).value;
    return v.round?.roundId === roundId && v.round.phase === 'settled';
  }, { timeout: 15_000 });
  return ((await settled.json()) as TableStateReply).value;
}

const spot = (page: Page, name: string): Locator => page.getByRole('button', { name: new RegExp(`^${name} trả`) });

test('a member opens the live casino from the lobby, and a baccarat bet and a roulette bet settle; balance and records agree', async ({ page, request }) => {
  test.setTimeout(90_000);
  const problems = consoleProblems(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginAs(page, request, `tables${Date.now() % 1e6}`, { balance: OPENING });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/m/home');
  // the lobby's live casino tab lists the live vendors; a vendor's tile launches its lobby game
  await page.getByRole('tab', { name: 'Casino' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: /^Evolution/ }).click();

  // Evolution's lobby game opens its tables
  await expect(page).toHaveURL(/\/m\/play\/tables\?nodeId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Casino trực tuyến Evolution' })).toBeVisible();
  await shot(page, 'live-tables-vi');
  const { chips: [small, large] } = await openTable(page, () => page.getByRole('button', { name: 'Vào bàn Baccarat EVO 1' }).click());

  // ---- baccarat: a large chip on the banker and a small one on the tie, confirmed in the window
  await expect(page).toHaveURL(/\/m\/play\/baccarat\?nodeId=\d+$/);
  const balance = page.getByRole('status', { name: 'Số dư' });
  await expect(balance).toHaveText(vnd(OPENING));
  await expect(page.getByTestId('table-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await waitForWindow(page);
  await page.getByRole('radio', { name: `Phỉnh ${vnd(large!)}` }).check();
  await spot(page, 'Nhà cái').click();
  await page.getByRole('radio', { name: `Phỉnh ${vnd(small!)}` }).check();
  await spot(page, 'Hòa').click();
  const bacStake = large! + small!;
  await expect(page.getByTestId('table-pending')).toHaveText(`Chờ xác nhận: ${vnd(bacStake)}`);
  const bac = await confirm(page);
  expect(bac.myStake).toBe(bacStake);
  await expect(balance).toHaveText(vnd(OPENING - bacStake));
  await expect(page.getByTestId('table-my-bets')).toContainText(`Nhà cái: ${vnd(large!)}`);
  expect(await seriousViolations(page)).toEqual([]);

  const bacSettled = await settlement(page, bac.round!.roundId);
  const bacPayout = bacSettled.myPayout!;
  await expect(page.getByTestId('table-winner')).toBeVisible();
  await expect(page.getByTestId('table-result')).toHaveText(bacPayout > 0
    ? `Bạn nhận ${vnd(bacPayout)} (đã cược ${vnd(bacStake)}).` : `Ván này không thắng (đã cược ${vnd(bacStake)}).`);
  await expect(balance).toHaveText(vnd(OPENING - bacStake + bacPayout));
  await expect(page.getByTestId('hand-player').getByRole('img')).not.toHaveCount(0);
  await expect(page.getByTestId('bead-plate')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'baccarat-vi');
  expect(await seriousViolations(page)).toEqual([]);

  // ---- roulette: back to the vendor's tables, a straight on 17 and red
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/play\/tables\?nodeId=\d+$/);
  const { chips: [unit, five] } = await openTable(page, () => page.getByRole('button', { name: 'Vào bàn Roulette EVO 1' }).click());
  await expect(page).toHaveURL(/\/m\/play\/roulette\?nodeId=\d+$/);
  await expect(balance).toHaveText(vnd(OPENING - bacStake + bacPayout));
  await waitForWindow(page);
  await page.getByRole('radio', { name: `Phỉnh ${vnd(unit!)}` }).check();
  await page.getByTestId('number-17').click();
  await page.getByRole('radio', { name: 'Chia đôi 17:1' }).check();
  await page.getByTestId('number-17').click();
  await page.getByRole('button', { name: 'Chia 17–20' }).click();
  await page.getByRole('radio', { name: `Phỉnh ${vnd(five!)}` }).check();
  await page.getByTestId('spot-red').click();
  await expect(page.getByTestId('table-pending-list')).toContainText(`Chia 17–20: ${vnd(unit!)}`);
  const rouStake = 2 * unit! + five!;
  const rou = await confirm(page);
  expect(rou.myStake).toBe(rouStake);
  await expect(balance).toHaveText(vnd(OPENING - bacStake + bacPayout - rouStake));

  const rouSettled = await settlement(page, rou.round!.roundId);
  const rouPayout = rouSettled.myPayout!;
  await expect(page.getByTestId('table-winner')).toBeVisible();
  await expect(page.getByTestId('roulette-road').locator('li').first()).toBeVisible();
  const staked = bacStake + rouStake;
  const final = OPENING - staked + bacPayout + rouPayout;
  await expect(balance).toHaveText(vnd(final));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'roulette-vi');
  expect(await seriousViolations(page)).toEqual([]);

  // ---- the betting record: one row per round with its hand or number and bets; the totals agree with the balance
  await page.goto('/m/gameRecord');
  const rows = page.locator('.wallet-order');
  await expect(rows).toHaveCount(2);
  await rows.nth(0).getByText('Chi tiết ván').click();
  await expect(rows.nth(0).getByTestId('table-record')).toContainText(`Chia 17–20: cược ${vnd(unit!)}`);
  await rows.nth(1).getByText('Chi tiết ván').click();
  await expect(rows.nth(1).getByTestId('table-record')).toContainText(`Nhà cái: cược ${vnd(large!)}`);
  const totals = page.locator('.wallet-totals');
  await expect(totals.locator('div', { hasText: 'Tổng cược' }).locator('dd')).toHaveText(vnd(staked));
  await expect(totals.locator('div', { hasText: 'Thắng/thua' }).locator('dd')).toHaveText(vnd(bacPayout + rouPayout - staked));
  expect(await seriousViolations(page)).toEqual([]);

  // ---- the account record: money out is the two stakes, money in the opening and the payouts
  await page.goto('/m/transaction/record');
  const accountTotals = page.locator('.wallet-totals');
  await expect(accountTotals.locator('div', { hasText: 'Tiền ra' }).locator('dd')).toHaveText(vnd(staked));
  await expect(accountTotals.locator('div', { hasText: 'Tiền vào' }).locator('dd')).toHaveText(vnd(OPENING + bacPayout + rouPayout));
  // the suite blocks service workers (playwright.config.ts), and the app warns that it could not register one
  expect(problems.filter((p) => !/service ?worker registration/i.test(p))).toEqual([]);
});


test('en: Evolution\'s sic bo, dragon tiger and xóc đĩa tables deal their own games; a sic bo bet settles and the record agrees', async ({ page, request }) => {
  test.setTimeout(60_000);
  const problems = consoleProblems(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await loginAs(page, request, `dice${Date.now() % 1e6}`, { balance: OPENING });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/m/home');
  await page.getByRole('tab', { name: 'Casino' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: /^Evolution/ }).click();
  await expect(page).toHaveURL(/\/m\/play\/tables\?nodeId=\d+$/);

  // ---- sic bo (docs/decisions/0076): a chip on Small and one on total 10, settled by the server's round
  const { chips: [unit] } = await openTable(page, () => page.getByRole('button', { name: 'Sit at Sic Bo EVO 1' }).click());
  await expect(page).toHaveURL(/\/m\/play\/table\?nodeId=\d+$/);
  const balance = page.getByRole('status', { name: 'Balance' });
  await expect(balance).toHaveText(enMoney(OPENING));
  await waitForWindow(page);
  await page.getByRole('radio', { name: `Chip ${enMoney(unit!)}` }).check();
  await page.getByTestId('spot-small').click();
  await page.getByTestId('spot-total-10').click();
  const answered = page.waitForResponse((r) => r.url().includes('/wps/play/tables/bet') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Confirm bets' }).click();
  const placed = ((await (await answered).json()) as TableStateReply).value;
  expect(placed.myStake).toBe(2 * unit!);
  await expect(balance).toHaveText(enMoney(OPENING - 2 * unit!));
  const settled = await settlement(page, placed.round!.roundId);
  await expect(page.getByTestId('table-dice')).toBeVisible();
  await expect(page.getByTestId('table-winner')).toContainText(/Dice .*: total \d+/);
  await expect(balance).toHaveText(enMoney(OPENING - 2 * unit! + settled.myPayout!));
  await expect(page.getByTestId('table-road').locator('li').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'sic-bo-en');
  expect(await seriousViolations(page)).toEqual([]);

  // ---- dragon tiger and xóc đĩa: each table opens its own layout
  for (const [table, spots, name] of [['Dragon Tiger EVO 1', ['dragon', 'tiger', 'tie', 'suited-tie'], 'dragon-tiger-en'], ['Xoc Dia EVO 1', ['even', 'odd', 'red-4', 'white-4', 'red-3', 'white-3'], 'xoc-dia-en']] as const) {
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/play\/tables\?nodeId=\d+$/);
    await openTable(page, () => page.getByRole('button', { name: `Sit at ${table}` }).click());
    await expect(page.getByRole('heading', { name: table })).toBeVisible();
    for (const s of spots) await expect(page.getByTestId(`spot-${s}`)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, name);
    expect(await seriousViolations(page)).toEqual([]);
  }

  // ---- the betting record shows the throw and both bets
  await page.goto('/m/gameRecord');
  const row = page.locator('.wallet-order').first();
  await row.getByText('Round details').click();
  await expect(row.getByTestId('table-record')).toContainText(/Dice .*: total \d+/);
  await expect(row.getByTestId('table-record')).toContainText(`Small (4–10): staked ${enMoney(unit!)}`);

  // ---- the live category's streams (the live model list): the tables just watched stream, and a tap sits at one
  await page.goto('/m/live-games');
  const streams = page.getByRole('region', { name: 'Live streams' });
  await expect(streams.getByRole('button', { name: 'Sic Bo EVO 1 Evolution Live now' })).toBeVisible();
  await expect(streams.getByRole('button', { name: /^Baccarat EVO 1 Evolution (Live now|Ready)$/ })).toBeVisible();
  await shot(page, 'live-streams-en');
  expect(await seriousViolations(page)).toEqual([]);
  await openTable(page, () => streams.getByRole('button', { name: 'Sic Bo EVO 1 Evolution Live now' }).click());
  await expect(page).toHaveURL(/\/m\/play\/table\?nodeId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Sic Bo EVO 1' })).toBeVisible();
  expect(problems.filter((p) => !/service ?worker registration/i.test(p))).toEqual([]);
});
