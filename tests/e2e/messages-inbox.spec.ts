import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { ops } from './helpers/ops';

// Each journey runs npm run ops (a process start of several seconds on a loaded 2-core runner).
test.describe.configure({ timeout: 60_000 });
import { waitForServiceWorkerControl } from './helpers/service-worker';

// Only the first journey reads the inbox offline (the service worker serves the reload); the
// others load as a first visit does, without installing it (playwright.config.ts).
test.describe(() => {
  test.use({ serviceWorkers: 'allow' });

  test('vi: an operator message shows badge 1, opening it clears the badge; the seen inbox reads offline', async ({ page, request, context }) => {
    await loginAs(page, request, 'msg_inbox_vi');
    expect(await ops('message', 'send', '--to', 'msg_inbox_vi', '--title', 'Khuyến mãi mới', '--body', 'Nạp hôm nay nhận thưởng 10%')).toMatch(/^message #\d+ sent/m);

    await page.goto('/m/message');
    const inboxEntry = page.getByRole('link', { name: /^Tin nhắn/ });
    await expect(inboxEntry.locator('.badge')).toHaveText('Tin nhắn: 1');
    await page.screenshot({ path: '/tmp/messages-shots/message-centre-vi.png' });

    await inboxEntry.click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    const item = page.locator('.inbox-item').first();
    await expect(item).toHaveClass(/inbox-item--unread/);
    await item.getByRole('button', { name: /Khuyến mãi mới/ }).click();
    await expect(item.getByText('Nạp hôm nay nhận thưởng 10%', { exact: true })).toBeVisible();
    await expect(item).not.toHaveClass(/inbox-item--unread/);
    await page.screenshot({ path: '/tmp/messages-shots/inbox-vi.png' });

    await page.goto('/m/message');
    await expect(page.getByRole('link', { name: /^Tin nhắn/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Tin nhắn/ }).locator('.badge')).toHaveCount(0);

    // offline: the inbox seen before still reads
    await page.goto('/m/webEmail');
    await waitForServiceWorkerControl(page);
    await expect(page.locator('.inbox-item')).toHaveCount(1);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Khuyến mãi mới')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'ngoại tuyến' })).toBeVisible();
    await context.setOffline(false);
  });
});

test('en: delete and mark all read', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await loginAs(page, request, 'msg_inbox_en');
  await ops('message', 'send', '--to', 'msg_inbox_en', '--title', 'First note', '--body', 'one');
  await ops('message', 'send', '--to', 'msg_inbox_en', '--title', 'Second note', '--body', 'two');
  await page.goto('/m/webEmail');
  await expect(page.locator('.inbox-item--unread')).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.locator('.inbox-item--unread')).toHaveCount(0);
  await page.getByRole('button', { name: /First note/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /confirm/i }).click();
  await expect(page.getByText('First note')).toHaveCount(0);
  await expect(page.getByText('Second note')).toBeVisible();
});

test('en: trial players are refused the inbox and live chat (free_reject)', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await loginAs(page, request, 'msg_trial_en', { type: 4 });
  await page.goto('/m/message');
  await page.getByRole('button', { name: 'Live chat' }).first().click();
  await expect(page.getByText('Please login an actual account to use this function').first()).toBeVisible();
  await page.goto('/m/webEmail');
  await expect(page).not.toHaveURL(/webEmail$/);
});
