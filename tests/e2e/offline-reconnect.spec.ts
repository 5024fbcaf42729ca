import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { waitForServiceWorkerControl } from './helpers/service-worker';
import { systemKeys } from '../../src/api/system/keys';

// journeys here go offline or rely on the service worker (blocked elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const OFFLINE_BANNER = 'Không có kết nối internet – đang hiển thị dữ liệu đã lưu';

/** Whether the persisted query cache in IndexedDB holds a query whose key starts with `scope`. */
function persisted(page: Page, scope: readonly (string | null)[]): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('wps-pwa');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const request = open.result.transaction('kv').objectStore('kv').get('query-cache');
          request.onerror = () => resolve(false);
          request.onsuccess = () => {
            const queries = (request.result?.clientState?.queries ?? []) as { queryKey: unknown[] }[];
            resolve(queries.some((q) => wanted.every((part, i) => q.queryKey[i] === part)));
          };
        };
      }),
    scope,
  );
}

test('the balance comes back by itself when the network returns, with one offline message meanwhile', async ({ page, context, request }) => {
  await loginAs(page, request, 'reconnect_member', { balance: 2500.5 });
  await page.goto('/m/member/home');
  await waitForServiceWorkerControl(page);
  const balance = page.getByTestId('member-balance');
  await expect(balance).toHaveText('2.500,50 ₫');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  // the balance is never cached: masked, and the banner alone says why
  await expect(balance).toHaveText('******');
  await expect(page.locator('.member-balance').getByRole('alert')).toHaveCount(0);

  await context.setOffline(false);
  // no tap: the failed wallet query refetches on reconnect
  await expect(balance).toHaveText('2.500,50 ₫');
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);

  // the home banner too: offline "--", then the balance without a tap
  await page.goto('/m/home');
  const homeBalance = page.getByTestId('home-balance');
  await expect(homeBalance).toHaveText('2.500,50 ₫');
  await context.setOffline(true);
  await page.reload();
  await expect(homeBalance).toHaveText('--');
  await context.setOffline(false);
  await expect(homeBalance).toHaveText('2.500,50 ₫');
});

test('help seen online opens offline from the saved copy, saying only that the device is offline', async ({ page, context }) => {
  await page.goto('/m/help');
  await waitForServiceWorkerControl(page);
  const entries = page.locator('details');
  await expect(entries.first()).toBeVisible();
  const count = await entries.count();
  await expect.poll(() => persisted(page, systemKeys.helpCenter('any').slice(0, 3))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(entries).toHaveCount(count);
  // one message: no "no internet" error panel over the saved help
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Thử lại' })).toHaveCount(0);
});

test('help never seen says it is not saved yet, and fills in by itself when the network returns', async ({ page, context }) => {
  await page.goto('/m/home');
  await waitForServiceWorkerControl(page);
  await expect.poll(() => persisted(page, [...systemKeys.status()])).toBe(true);
  await context.setOffline(true);
  await page.goto('/m/help');
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Trang trợ giúp chưa được lưu' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.locator('details').first()).toBeVisible();
});
