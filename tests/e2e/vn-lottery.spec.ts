import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { ops } from './helpers/ops';
import { waitForServiceWorkerControl } from './helpers/service-worker';

/** Yesterday in Vietnam (UTC+7), YYYY-MM-DD: a day that has come whatever the hour here. */
const yesterdayInVietnam = () => new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

// The results read offline: the service worker serves that reload. The fast
// lottery's journey loads as a first visit does, without it (playwright.config.ts).
test.describe(() => {
  test.use({ serviceWorkers: 'allow' });

  /**
   * G198 (docs/decisions/0102): an operator draws Miền Nam's day with
   * `ops lottery vn-draw`; /m/lott links to the results, where the day shows
   * each province's prizes with the special prize the command printed; the
   * statistics view counts that day; and offline the screen reads what it saved.
   */
  test('an operator draw of Miền Nam shows on the results screen, counts in the statistics, and reads offline', async ({ page, context }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const date = yesterdayInVietnam();
    const printed = await ops('lottery', 'vn-draw', 'south', '--date', date);
    // one line a province: "drew south <date> CT (Cần Thơ): special 123456" ("already drawn" when a retry finds it drawn)
    const lines = [...printed.matchAll(/(?:drew|already drawn) south (\S+) ([A-Z]+) \((.+)\): special (\d{6})/g)];
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.every((l) => l[1] === date)).toBe(true);

    await page.goto('/m/lott');
    await page.getByRole('link', { name: 'Kết quả xổ số' }).click();
    await expect(page).toHaveURL(/\/m\/vn-lottery$/);
    await page.getByRole('button', { name: 'Miền Nam' }).click();
    await expect(page).toHaveURL(/\/m\/vn-lottery\?region=south$/);
    const day = page.getByTestId('vn-day').and(page.locator(`[aria-label="${date}"]`));
    for (const [, , , name, special] of lines) {
      const table = day.getByRole('table', { name: `Xổ số ${name}` });
      await expect(table.getByRole('row').first()).toHaveText(`ĐB${special}`);
      // 18 numbers in nine tiers, the eighth prize last
      await expect(table.getByRole('row')).toHaveCount(9);
      await expect(table.getByRole('row').last()).toHaveText(/^G8\d{2}$/);
    }
    await page.screenshot({ path: 'test-results/screens/vn-lottery-results.png', fullPage: true });

    await page.getByRole('button', { name: 'Thống kê lô tô' }).click();
    await expect(page).toHaveURL(/\/m\/vn-lottery\?region=south&view=numero$/);
    await expect(page.getByTestId('vn-numero-period')).toContainText('ngày quay gần nhất');
    // every special's last two digits came at least once: none of them is "not drawn yet"
    const grid = page.getByRole('region', { name: 'Số lần về của từng số 00–99' });
    await expect(grid.getByRole('listitem')).toHaveCount(100);
    for (const [, , , , special] of lines) await expect(grid.getByRole('listitem', { name: new RegExp(`^${special!.slice(-2)}: về [1-9]\\d* lần$`) })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/vn-lottery-numero.png', fullPage: true });

    // offline: the results seen read again from the device after a reload, saying when they were saved
    await page.getByRole('button', { name: 'Kết quả', exact: true }).click();
    await expect(day.getByRole('table').first()).toBeVisible();
    await waitForServiceWorkerControl(page);
    await expect(day.getByRole('table').first()).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(day.getByRole('table', { name: `Xổ số ${lines[0]![3]}` }).getByRole('row').first()).toHaveText(`ĐB${lines[0]![4]}`);
    await expect(page.getByTestId('saved-at')).toContainText('Dữ liệu đã lưu lúc');
    await context.setOffline(false);
  });
});

/**
 * Game numero (docs/decisions/0102): the fast lottery's screen counts the
 * endings of its latest draws; a new draw (the test-mode close) is counted
 * as soon as it shows in the results.
 */
test('the fast lottery shows game numero over its latest draws, a new draw counted', async ({ page, request }) => {
  await loginAs(page, request, `numero${Date.now() % 1e6}`, { balance: 100_000 });
  await page.setViewportSize({ width: 360, height: 740 });
  const drawOnce = async () => {
    const drawn = await request.post('/__test/lottery/close', { headers: { Merchant: 'DEMO' }, data: { gameCode: 'bgs-lott-5m' } });
    expect(((await drawn.json()) as { value: { drawn: unknown[] } }).value.drawn.length).toBeGreaterThan(0);
  };
  await drawOnce();
  await page.goto('/m/fast-lottery?nodeId=90001');
  const numero = page.getByTestId('game-numero');
  const title = numero.locator('summary');
  await expect(title).toHaveText(/^Thống kê lô tô \d+ kỳ gần nhất$/);
  const before = Number((await title.textContent())!.match(/\d+/)![0]);
  await title.click();
  const grid = numero.getByRole('region', { name: 'Số lần về của từng số 00–99' });
  await expect(grid.getByRole('listitem')).toHaveCount(100);
  const total = async () => (await grid.locator('.vn-grid__count').allTextContents()).reduce((s, c) => s + Number(c), 0);
  // 27 prizes a draw, every one counted once
  expect(await total()).toBe(27 * before);

  // the newest draw's special prize ending "came 0 draws ago": never in the longest-absent list as not drawn
  await drawOnce();
  await page.reload();
  await expect(title).toHaveText(before >= 30 ? `Thống kê lô tô 30 kỳ gần nhất` : `Thống kê lô tô ${before + 1} kỳ gần nhất`);
  await title.click();
  const special = (await page.getByTestId('lottery-result').first().locator('.lottery-special').textContent())!;
  await expect(grid.getByRole('listitem', { name: new RegExp(`^${special.slice(-2)}: về [1-9]\\d* lần$`) })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/game-numero.png', fullPage: true });
});
