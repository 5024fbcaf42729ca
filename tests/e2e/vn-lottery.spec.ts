import { expect, test } from './fixtures';
import { ops } from './helpers/ops';
import { waitForServiceWorkerControl } from './helpers/service-worker';

// the service worker serves the app offline (blocked elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

/** Yesterday in Vietnam (UTC+7), YYYY-MM-DD: a day that has come whatever the hour here. */
const yesterdayInVietnam = () => new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

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
