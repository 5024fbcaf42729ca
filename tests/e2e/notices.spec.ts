import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { expectPausedMutationsStored } from './helpers/persisted-mutations';
import { waitForServiceWorkerControl } from './helpers/service-worker';

async function readFlags(request: APIRequestContext, token: string): Promise<Map<number, boolean>> {
  const response = await request.get('/wps/relay/CCSFE_getListAnnouncements?types=PL&groupName=m_home&platform=M&merchantCode=DEMO', {
    headers: { Merchant: 'DEMO', Authorization: token },
  });
  const body = (await response.json()) as { value: { player: { id: number; read: boolean }[] } };
  return new Map(body.value.player.map((n) => [n.id, n.read]));
}

test('a guest reads the notices: bell, title, preview, expandable content', async ({ page }) => {
  await page.goto('/m/notice');
  const first = page.locator('.notice').first();
  await expect(first.locator('.notice__preview')).toBeVisible();
  await first.getByRole('button').click();
  await expect(first.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(first.locator('.notice__content')).toBeVisible();
  // guests never mark read: the unread label stays
  await expect(first.getByText('Mới')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/notices.png' });
});

test('a member opening a notice marks it read, on screen and on the server', async ({ page, request }) => {
  const session = await loginAs(page, request, 'notice_reader');
  await page.goto('/m/notice');
  const unread = page.locator('.notice--unread').first();
  const id = Number((await unread.getAttribute('id'))!.replace('notice-', ''));
  await unread.getByRole('button').click();
  await expect(page.locator(`#notice-${id}`)).not.toHaveClass(/notice--unread/);
  await expect.poll(async () => (await readFlags(request, session.token)).get(id)).toBe(true);
});

// Only the offline read mark needs the service worker (it reloads offline); the
// others load as a first visit does, without installing it (playwright.config.ts).
test.describe(() => {
  test.use({ serviceWorkers: 'allow' });

  test('a read mark made offline is kept and sent when the network returns', async ({ page, context, request }) => {
    const session = await loginAs(page, request, 'offline_reader');
    await page.goto('/m/notice');
    await waitForServiceWorkerControl(page);
    const unread = page.locator('.notice--unread').first();
    await expect(unread).toBeVisible();
    const id = Number((await unread.getAttribute('id'))!.replace('notice-', ''));

    await context.setOffline(true);
    await page.locator(`#notice-${id}`).getByRole('button').click();
    await expect(page.locator(`#notice-${id}`)).not.toHaveClass(/notice--unread/);
    // the server has not heard of it yet
    expect((await readFlags(request, session.token)).get(id)).toBe(false);

    // closing and reopening the app offline keeps the pending mark
    await expectPausedMutationsStored(page);
    await page.reload();
    await expect(page.getByText('Không có kết nối internet – đang hiển thị dữ liệu đã lưu')).toBeVisible();

    await context.setOffline(false);
    await expect.poll(async () => (await readFlags(request, session.token)).get(id), { timeout: 15_000 }).toBe(true);
  });
});

test('the announcement table opens a detail dialog', async ({ page }) => {
  await page.goto('/m/announcement');
  const title = page.locator('.announcement-table__title').first();
  const text = await title.textContent();
  await expect(page.locator('.announcement-table__date').first()).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
  await title.click();
  await expect(page.getByRole('dialog', { name: text ?? '' })).toBeVisible();
});

test.describe('the home notice popup', () => {
  test.use({ noticePopup: true });

  test('shows once a session, and not again today when asked', async ({ page }) => {
    await page.goto('/m/home');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/notice-popup.png' });
    await popup.getByRole('button', { name: 'Đóng', exact: true }).last().click();
    await expect(popup).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.top-banner')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // a new session shows it again, until "do not show again today" is ticked
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(popup).toBeVisible();
    await popup.getByRole('checkbox', { name: 'Không hiển thị lại hôm nay' }).check();
    await popup.getByRole('button', { name: 'Đóng', exact: true }).last().click();
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(page.locator('.top-banner')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
