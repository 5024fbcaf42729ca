import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';

/** G215: the lottery screens read /lgw/games/popular and /lgw/games/mobile, and a lottery there launches. */
test('vi: /m/lott lists the popular lotteries, then every lottery, each with its draw; a tap opens the game', async ({ page, request }) => {
  await loginAs(page, request, `lotlist${Date.now() % 1e6}`);
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/lgw/games/')) asked.push(path);
  });
  await page.goto('/m/lott');
  const popular = page.getByRole('region', { name: 'Xổ số phổ biến' });
  const all = page.getByRole('region', { name: 'Tất cả xổ số' });
  await expect(popular.getByRole('button')).not.toHaveCount(0);
  await expect(all.getByRole('button', { name: 'Xổ Số Miền Bắc Quay hằng ngày' })).toBeVisible();
  await expect(all.getByRole('button', { name: 'Xổ Số Siêu Tốc 1 Phút Mỗi 1 phút' })).toBeVisible();
  expect([...new Set(asked)].sort()).toEqual(['/lgw/games/mobile', '/lgw/games/popular']);
  await all.getByRole('button', { name: 'Xổ Số Siêu Tốc 1 Phút Mỗi 1 phút' }).click();
  // the in-house fast lottery opens on its open draw
  await expect(page).toHaveURL(/\/m\/fast-lottery\?nodeId=\d+$/);
  await expect(page.getByTestId('lottery-countdown')).toHaveText(/^0[0-4]:\d\d$/);
});
