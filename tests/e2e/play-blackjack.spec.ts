import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { consoleProblems } from './helpers/console-problems';
import { loginAs } from './helpers/login-as';
import { vnd } from './helpers/money';
import { shot } from './helpers/shot';

/**
 * Blackjack at an in-house card table (docs/decisions/0068) as a member plays
 * it at phone size: opened from the card games list, dealt and played to the
 * settlement with the buttons the server allows; then the balance, the
 * betting record (with the hands) and the account record tell one story.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const OPENING = 1_000_000;

interface Hand { cards: string[]; total: number; outcome: string | null }
interface Round { phase: 'player' | 'settled'; staked: number; payout: number; hands: Hand[]; active: number; dealer: string[]; legal: Record<string, boolean> }
interface PlayReply { value: { round: Round; balance: number } }

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (d: Document) => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
    return (await axe.run(document)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

/** Presses a table button and answers the server's reply to it. */
async function press(page: Page, name: string, path: 'deal' | 'action'): Promise<PlayReply['value']> {
  const answered = page.waitForResponse((r: Response) => r.url().includes(`/wps/play/blackjack/${path}`) && r.request().method() === 'POST');
  await page.getByRole('button', { name, exact: true }).click();
  return ((await (await answered).json()) as PlayReply).value;
}

test('a member opens an in-house card table from the lobby, plays a blackjack round to the end, and the records agree', async ({ page, request }) => {
  test.setTimeout(180_000);
  const problems = consoleProblems(page);
  await loginAs(page, request, `bj${Date.now() % 1e6}`, { balance: OPENING });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/m/poker-games?vassalage=BGS');
  await page.getByRole('list', { name: 'Danh sách trò chơi' }).locator('.game-tile__launch').first().click();

  await expect(page).toHaveURL(/\/m\/play\/blackjack\?nodeId=19001$/);
  const balance = page.getByRole('status', { name: 'Số dư' });
  await expect(balance).toHaveText(vnd(OPENING));
  await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  // nothing to act on before a deal
  for (const name of ['Rút', 'Dừng', 'Gấp đôi', 'Tách']) await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();

  await page.getByLabel('Hạt giống của bạn').fill('blackjack-e2e');
  await page.getByRole('button', { name: 'Lưu hạt giống' }).click();
  await expect(page.getByText('Đã lưu hạt giống của bạn.')).toBeVisible();

  await page.getByRole('radio', { name: vnd(2000) }).check();
  let value = await press(page, 'Chia bài', 'deal');
  // the cards are drawn as SVG, named for screen readers; the dealer's second card stays face down while the member acts
  await expect(page.getByTestId('hand-0').getByRole('img')).toHaveCount(value.round.hands[0]!.cards.length);
  if (value.round.phase === 'player') {
    await expect(page.getByRole('img', { name: 'Lá bài úp' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chia bài' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Tách', exact: true })).toBeEnabled({ enabled: value.round.legal.split! });
    await expect(page.getByRole('button', { name: 'Gấp đôi', exact: true })).toBeEnabled();
    // a reload (or a lost connection) finds the round where it stood: the same cards, the same stake taken once
    await page.reload();
    await expect(page.getByTestId('hand-0').getByRole('img')).toHaveCount(value.round.hands[0]!.cards.length);
    await expect(page.getByRole('img', { name: 'Lá bài úp' })).toBeVisible();
    await expect(balance).toHaveText(vnd(value.balance));
    await expect(page.getByRole('radio', { name: vnd(2000) })).toBeChecked();
  }
  await shot(page, 'blackjack-vi');
  expect(await seriousViolations(page)).toEqual([]);
  while (value.round.phase === 'player') {
    const hand = value.round.hands[value.round.active]!;
    value = await press(page, hand.total < 17 ? 'Rút' : 'Dừng', 'action');
  }
  await expect(page.getByTestId('outcome-0')).toBeVisible();
  await expect(balance).toHaveText(vnd(value.balance));
  expect(value.balance).toBe(OPENING - value.round.staked + value.round.payout);
  await expect(page.getByTestId('bj-status')).toContainText(vnd(value.round.payout));
  await expect(page.getByRole('button', { name: 'Chia bài' })).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);

  // the round is over, so its seed may be revealed
  await page.getByRole('button', { name: 'Đổi hạt giống máy chủ' }).click();
  await expect(page.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);

  // the betting record: the round with its hands and fairness values, recomputed in the browser from the revealed seed
  await page.goto('/m/gameRecord');
  const row = page.locator('.wallet-order').first();
  await expect(row).toBeVisible();
  await row.getByText('Chi tiết ván').click();
  await expect(row.getByTestId('blackjack-record')).toContainText('Nhà cái');
  await expect(row.getByText('blackjack-e2e')).toBeVisible();
  await row.getByRole('button', { name: 'Tính lại' }).click();
  await expect(row.getByRole('status')).toHaveText('Tính lại khớp: cùng hạt giống, cùng các lá bài.');
  const totals = page.locator('.wallet-totals');
  await expect(totals.locator('div', { hasText: 'Thắng/thua' }).locator('dd')).toHaveText(vnd(value.round.payout - value.round.staked));
  await expect(totals.locator('div', { hasText: 'Tổng cược' }).locator('dd')).toHaveText(vnd(value.round.staked));
  expect(await seriousViolations(page)).toEqual([]);

  // the account record: money out is the stakes, money in the opening plus the payout
  await page.goto('/m/transaction/record');
  const accountTotals = page.locator('.wallet-totals');
  await expect(accountTotals.locator('div', { hasText: 'Tiền ra' }).locator('dd')).toHaveText(vnd(value.round.staked));
  await expect(accountTotals.locator('div', { hasText: 'Tiền vào' }).locator('dd')).toHaveText(vnd(OPENING + value.round.payout));
  // the suite blocks service workers (playwright.config.ts), and the app warns that it could not register one
  expect(problems.filter((p) => !/service ?worker registration/i.test(p))).toEqual([]);
});
