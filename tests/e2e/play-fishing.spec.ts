import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { consoleProblems } from './helpers/console-problems';
import { loginAs } from './helpers/login-as';
import { vnd } from './helpers/money';
import { shot } from './helpers/shot';
import { seedMatchesHash } from '../../contract/fairness';
import { playShot, type FishSpecies } from '../../contract/fishing';

/**
 * The fishing arcade (docs/decisions/0074) as a member plays it at phone
 * size: opened from the lobby's fishing tab, shot with the Fire button until
 * a catch and a miss have both happened, every shot then recomputed in the
 * test from the revealed seed with the fairness code; the balance, the
 * betting record and the account record tell one story. Offline and out of
 * sight the sea stands still and nothing can be fired. The journey also
 * counts the animation frames the page paints in a second while the sea
 * swims (the number is attached to the test's report).
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const OPENING = 1_000_000;

interface ShotReply {
  value: {
    roundId: number;
    balance: number;
    shot: { species: FishSpecies; multiplier: number; cannon: number; caught: boolean; win: number; fairness: { clientSeed: string; nonce: number } };
  };
}

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (d: Document) => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
    return (await axe.run(document)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

/** Resolves after `count` animation frames of the page (a wait on the page's own clock, not a fixed sleep). */
function frames(page: Page, count: number): Promise<void> {
  return page.evaluate((n) => new Promise<void>((resolve) => {
    let seen = 0;
    const tick = () => (++seen >= n ? resolve() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }), count);
}

/** Animation frames the page gets in one second (requestAnimationFrame callbacks), while the sea's own loop runs. */
function framesInASecond(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => {
    let frames = 0;
    let start = 0;
    const tick = (now: number) => {
      if (start === 0) start = now;
      else frames += 1;
      if (now - start < 1000) requestAnimationFrame(tick);
      else resolve(Math.round((frames * 1000) / (now - start)));
    };
    requestAnimationFrame(tick);
  }));
}

test('a member opens a fishing game from the lobby, shoots until a catch and a miss, and every shot and record agrees', async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = consoleProblems(page);
  await loginAs(page, request, `fish${Date.now() % 1e6}`, { balance: OPENING });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/m/home');
  // the lobby's fishing tab lists the vendors of fishing games; every one of their games opens the arcade
  await page.getByRole('tab', { name: 'Bắn cá' }).click();
  await page.getByRole('list', { name: 'Nhà cung cấp' }).getByRole('button', { name: 'JILI' }).click();
  await page.getByRole('region', { name: 'Trò chơi của JILI' }).getByRole('button').first().click();

  await expect(page).toHaveURL(/\/m\/play\/fishing\?nodeId=\d+$/);
  const balance = page.getByRole('status', { name: 'Số dư' });
  await expect(balance).toHaveText(vnd(OPENING));
  const sea = page.getByRole('img', { name: /^Biển cá/ });
  await expect(sea).toBeVisible();
  const hash = await page.getByTestId('seed-hash').textContent();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);

  // the member's own client seed before play: every outcome below is then a function of it, the nonce and the server's committed seed
  const clientSeed = `fishing-e2e-${Date.now() % 1e6}`;
  await page.getByLabel('Hạt giống của bạn').fill(clientSeed);
  await page.getByRole('button', { name: 'Lưu hạt giống' }).click();
  await expect(page.getByText('Đã lưu hạt giống của bạn.')).toBeVisible();

  // the cannon value: one step up from the smallest, and back
  const cannonValue = page.getByTestId('fish-cannon');
  const smallest = await cannonValue.textContent();
  await page.getByRole('button', { name: 'Tăng giá trị đạn' }).click();
  await expect(cannonValue).not.toHaveText(smallest!);
  await page.getByRole('button', { name: 'Giảm giá trị đạn' }).click();
  await expect(cannonValue).toHaveText(smallest!);
  await expect(page.getByRole('button', { name: 'Giảm giá trị đạn' })).toBeDisabled();

  const fps = await framesInASecond(page);
  test.info().annotations.push({ type: 'fishing fps', description: String(fps) });
  console.info(`fishing sea: ${fps} animation frames in one second`);
  expect(fps).toBeGreaterThanOrEqual(30);

  // paused: offline the sea stands still (its pixels do not change over frames) and Fire is off; back online it swims on
  const fire = page.getByRole('button', { name: 'Bắn', exact: true });
  const seaPixels = () => sea.evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
  const stillWhilePaused = async () => {
    await frames(page, 5);
    const before = await seaPixels();
    await frames(page, 10);
    expect(await seaPixels()).toBe(before);
    return before;
  };
  await page.context().setOffline(true);
  await expect(page.getByText(/^Mất kết nối mạng: trò chơi tạm dừng/)).toBeVisible();
  await expect(fire).toBeDisabled();
  const frozen = await stillWhilePaused();
  await page.context().setOffline(false);
  await expect(fire).toBeEnabled();
  await expect.poll(seaPixels).not.toBe(frozen);
  // and while the page is out of sight (another tab, the app in the background)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByText('Trò chơi tạm dừng khi bạn rời khỏi trang.')).toBeVisible();
  await stillWhilePaused();
  await page.evaluate(() => {
    delete (document as unknown as Record<string, unknown>).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(fire).toBeEnabled();

  const replies: ShotReply['value'][] = [];
  const readers: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (response.url().includes('/wps/play/fishing/shot') && response.request().method() === 'POST') {
      readers.push(response.json().then((body: ShotReply) => { replies.push(body.value); }));
    }
  });
  let shotTaken = false;
  while (!(replies.some((r) => r.shot.caught) && replies.some((r) => !r.shot.caught))) {
    expect(replies.length, 'shots before both a catch and a miss').toBeLessThan(60);
    const before = replies.length;
    // a press inside the cannon's reload fires nothing: press again until a shot is answered
    await expect(async () => {
      await fire.click();
      await expect.poll(() => replies.length, { timeout: 1500 }).toBeGreaterThan(before);
    }).toPass({ timeout: 20_000 });
    const caught = replies.find((r) => r.shot.caught);
    if (caught && !shotTaken) {
      // the status says what the catch paid, with its multiplier
      await expect(page.getByTestId('fish-status')).toContainText(/Bắt được .+ × \d+: \+/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'fishing-vi');
      shotTaken = true;
    }
  }
  await expect(page.getByTestId('fish-status')).not.toContainText('Đang chờ');
  await Promise.all(readers);
  const staked = replies.reduce((sum, r) => sum + r.shot.cannon, 0);
  const won = replies.reduce((sum, r) => sum + r.shot.win, 0);
  const latest = replies.reduce((a, b) => (b.roundId > a.roundId ? b : a));
  expect(latest.balance).toBeCloseTo(OPENING - staked + won, 2);
  await expect(balance).toHaveText(vnd(OPENING - staked + won));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);

  // the seed revealed: each shot is recomputed here from it with the fairness code, nonce by nonce
  await page.getByRole('button', { name: 'Đổi hạt giống máy chủ' }).click();
  const revealed = (await page.getByTestId('revealed-seed').textContent())!;
  expect(await seedMatchesHash(revealed, hash!)).toBe(true);
  expect(new Set(replies.map((r) => r.shot.fairness.nonce)).size).toBe(replies.length);
  for (const reply of replies) {
    expect(reply.shot.fairness.clientSeed).toBe(clientSeed);
    const outcome = await playShot(revealed, clientSeed, reply.shot.fairness.nonce, reply.shot.species);
    expect(reply.shot.caught, `nonce ${reply.shot.fairness.nonce}`).toBe(outcome.caught);
    expect(reply.shot.win).toBe(outcome.caught ? outcome.multiplier * reply.shot.cannon : 0);
  }

  // the betting record: one row per shot, the totals the stakes and wins, a shot's details verified in the browser
  await page.goto('/m/gameRecord');
  const totals = page.locator('.wallet-totals');
  await expect(totals.locator('div', { hasText: 'Tổng cược' }).locator('dd')).toHaveText(vnd(staked));
  await expect(totals.locator('div', { hasText: 'Thắng/thua' }).locator('dd')).toHaveText(vnd(won - staked));
  const row = page.locator('.wallet-order').first();
  await row.getByText('Chi tiết ván').click();
  const newest = replies.find((r) => r.roundId === latest.roundId)!;
  await expect(row.getByTestId('fishing-record')).toContainText(newest.shot.caught ? 'Bắt được' : 'Trượt');
  await expect(row.getByText(clientSeed)).toBeVisible();
  await row.getByRole('link', { name: 'Kiểm tra một ván' }).click();
  await expect(page).toHaveURL(/\/m\/play\/verify\?engine=fishing/);
  await page.getByRole('button', { name: 'Tính lại' }).click();
  await expect(page.getByTestId('verify-shot')).toContainText(newest.shot.caught ? 'bắt được' : 'trượt');
  await expect(page.getByText('Hạt giống khớp với mã băm đã công bố.')).toBeVisible();

  // the account record: money out is the stakes, money in the opening plus the wins
  await page.goto('/m/transaction/record');
  const accountTotals = page.locator('.wallet-totals');
  await expect(accountTotals.locator('div', { hasText: 'Tiền ra' }).locator('dd')).toHaveText(vnd(staked));
  await expect(accountTotals.locator('div', { hasText: 'Tiền vào' }).locator('dd')).toHaveText(vnd(OPENING + won));
  // the suite blocks service workers (playwright.config.ts), and the app warns that it could not register one
  expect(problems.filter((p) => !/service ?worker registration/i.test(p))).toEqual([]);
});
