import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tinyPng } from '../../server/testing/images';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { ops } from './helpers/ops';

/**
 * Promotions as a player meets them (issue 13): the preferential area with
 * ?id=, the detail's apply form with two images, the operator's approval,
 * and the bonus in the balance and the account record.
 */

test('vi: apply with two images, the operator approves, the bonus lands in the wallet and the account record', async ({ page, request }) => {
  // two operator commands (npm run ops spawns a process each) on a shared 2-core machine
  test.setTimeout(90_000);
  const member = await loginAs(page, request, 'promo_e2e_apply', { balance: 100 });
  await page.goto('/m/activity?id=1');
  const popup = page.getByRole('region', { name: 'Khu vực ưu đãi' });
  await expect(popup.getByRole('button', { name: 'Tất cả', pressed: true })).toBeVisible();
  const detail = page.getByRole('dialog', { name: 'Thưởng nạp đầu 100%' });
  await expect(detail).toBeVisible();
  await expect(detail.getByText(/^\d{2}\/\d{2}\/\d{4} - Dài hạn$/)).toBeVisible();

  await detail.getByRole('link', { name: 'Mở trang chi tiết' }).click();
  await expect(page).toHaveURL(/\/m\/activityDetail\?id=1$/);
  const article = page.getByRole('article', { name: 'Thưởng nạp đầu 100%' });
  await article.getByRole('button', { name: 'Nộp đơn tham gia' }).click();
  const form = article.getByRole('form', { name: 'Đơn tham gia khuyến mãi' });
  await form.getByLabel('Ghi chú').fill('Nạp 200.000 ₫ lúc 10:00');
  await expect(form.getByText('23/140')).toBeVisible();
  // files on disk, as a person picks them (a buffer would be handed over through a blob: fetch the CSP refuses)
  const png = join(tmpdir(), 'promo-bien-lai.png');
  const jpg = join(tmpdir(), 'promo-sao-ke.jpg');
  writeFileSync(png, tinyPng());
  // a JPEG the browser can decode (a photo of a bank statement, drawn here)
  const jpeg = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2a6';
    context.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
  });
  writeFileSync(jpg, Buffer.from(jpeg, 'base64'));
  await form.getByLabel('Thêm ảnh').setInputFiles([png, jpg]);
  await expect(form.getByRole('button', { name: 'Xóa ảnh 2' })).toBeVisible();
  await form.getByRole('button', { name: 'Gửi đơn' }).click();
  await expect(article.getByRole('button', { name: 'Đang chờ duyệt' })).toBeDisabled();
  await expect(article.getByText(/Chờ duyệt · 2 hình/)).toBeVisible();

  // the detail screen's header: its back button returns to the list
  await page.getByRole('button', { name: 'Quay lại' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);

  const pending = await ops('applications');
  const id = new RegExp(`#(\\d+) .* ${member.userName} `).exec(pending)?.[1];
  expect(id, pending).toBeDefined();
  expect(await ops('application', 'approve', id!)).toContain('approved: bonus 100,000.00');

  // the list's banner follows the approval; opening and closing a detail returns to the list
  await page.goto('/m/activity');
  await popup.getByRole('button', { name: 'Thưởng nạp đầu 100%' }).click();
  await expect(detail.getByRole('button', { name: 'Đã phát thưởng' })).toBeDisabled();
  await detail.getByRole('button', { name: 'Đóng' }).click();
  await expect(detail).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Thưởng nạp đầu 100%' })).toContainText('Đã phát thưởng');

  const wallet = await request.get('/wps/wallets/gcs', { headers: { Merchant: 'DEMO', Authorization: member.token } });
  expect(((await wallet.json()) as { value: { sumBalance: number } }).value.sumBalance).toBe(100_100);
  await page.goto('/m/transaction/record');
  await expect(page.getByRole('listitem').filter({ hasText: 'Thưởng' }).filter({ hasText: /\+100\.000(?![,\d])/ })).toBeVisible();

  // closing the popup goes home
  await page.goto('/m/activity');
  await popup.getByRole('button', { name: 'Đóng' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('en: categories filter the banners; a coming-soon promotion cannot be applied for; guests are asked to log in', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/m/activity');
  const popup = page.getByRole('region', { name: 'Offers' });
  await popup.getByRole('button', { name: 'Missions' }).click();
  await expect(popup.getByRole('button', { name: 'Newcomer mission' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'First deposit bonus 100%' })).toHaveCount(0);
  await popup.getByRole('button', { name: 'All', exact: true }).click();
  await popup.getByRole('button', { name: 'Reload bonus 20%' }).click();
  const detail = page.getByRole('dialog', { name: 'Reload bonus 20%' });
  await expect(detail.getByRole('button', { name: 'Coming soon' })).toBeDisabled();
  await detail.getByRole('button', { name: 'Close' }).click();

  // the detail screen has its header and h1 with or without an id; an unknown id or none says so and offers the list
  await page.goto('/m/activityDetail?id=999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotion details' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'This promotion was not found.' })).toBeVisible();
  await page.goto('/m/activityDetail');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotion details' })).toBeVisible();
  await expect(page.getByText('No promotion was chosen to show.')).toBeVisible();
  await page.getByRole('link', { name: 'See all promotions' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);

  await page.goto('/m/activityDetail?id=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotion details' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

  // side menu for a visitor: Referral and Mission (their promotions are on), no VIP (members only)
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Refer friends' })).toBeVisible();
  await menu.getByRole('link', { name: 'Missions' }).click();
  await expect(page).toHaveURL(/\/m\/activity\?kind=MISSION$/);
  await expect(page.getByRole('region', { name: 'Offers' }).getByRole('button', { name: 'Newcomer mission' })).toBeVisible();
});
