// The click test runs code in the service worker (ServiceWorkerGlobalScope, NotificationEvent).
/// <reference lib="webworker" />
import { chromium } from '@playwright/test';
import { startTestPushReceiver } from '../../server/push/test-receiver';
import { dismissNoticePopup, expect, test, watchCspViolations } from './fixtures';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './helpers/browsers';
import { loginAs } from './helpers/login-as';
import { ops } from './helpers/ops';
import { waitForServiceWorkerControl } from './helpers/service-worker';

/**
 * Headless Chromium has no push service, so the journey is split where a
 * push service would sit: the server encrypts and sends to our own receiver
 * (server/push/test-receiver.ts decrypts RFC 8291), and Chromium's DevTools
 * protocol (ServiceWorker.deliverPushMessage) hands the decrypted payload to
 * the service worker. A notification cannot be clicked from Playwright, so
 * the click is a notificationclick event dispatched inside the worker.
 *
 * The headless shell the other journeys drive has no Push API: this journey
 * launches Debian's full Chromium itself (helpers/browsers.ts), with the
 * project's phone options and the service worker allowed, in this worker and
 * against its server; its page is prepared as the `page` fixture's (notice
 * popup seen, CSP violations fail it).
 */
test('en: an operator push reaches the service worker, shows a notification, reports delivery; its click opens the target', async ({ request, baseURL }) => {
  // A browser start, the service worker's install and a push round trip on a loaded 2-core runner.
  test.setTimeout(90_000);
  const browser = await chromium.launch({ executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS });
  const receiver = await startTestPushReceiver();
  try {
    const context = await browser.newContext({ ...test.info().project.use, baseURL, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await dismissNoticePopup(page);
    const cspViolations = await watchCspViolations(page);
    await context.grantPermissions(['notifications']);
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    const session = await loginAs(page, request, 'msg_push_en');
    const subscription = receiver.subscription();
    const saved = await request.post('/wps/push/subscription', { headers: { Merchant: 'DEMO', Authorization: session.token }, data: subscription });
    expect((await saved.json()).success).toBe(true);

    await page.goto('/m/message');
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    await page.screenshot({ path: '/tmp/messages-shots/message-centre-en.png' });

    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
        const live = list.find((r: { isDeleted: boolean; scopeURL: string }) => !r.isDeleted && r.scopeURL.startsWith(new URL(page.url()).origin));
        if (live) resolve(live.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registrations;

    const started = Date.now();
    const before = receiver.received.length;
    expect(await ops('push', '--to', 'msg_push_en', '--title', 'Weekend bonus', '--body', 'Claim it today', '--url', '/m/activity')).toMatch(/^push: 1 delivered/m);
    const push = await receiver.next(before);
    expect(push.vapidValid).toBe(true);
    const payload = JSON.parse(push.plaintext) as { data: { trackingUuid: string } };

    const delivered = context.waitForEvent('request', (r) => r.url().includes('EMFE_appPushDeliveryCallback') && (r.postData() ?? '').includes('DELIVERED'));
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId, data: push.plaintext });
    expect((await delivered).postDataJSON()).toEqual({ trackingUuid: payload.data.trackingUuid, eventType: 'DELIVERED' });
    // the worker shows the notification and reports delivery side by side (sw/push.ts): the report can come first
    const notifications = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications())
      .map((n) => ({ title: n.title, body: n.body, icon: n.icon, tag: n.tag })));
    await expect.poll(notifications).toEqual([{ title: 'Weekend bonus', body: 'Claim it today', icon: expect.stringMatching(/\/icons\/icon-192\.png$/), tag: 'default-group' }]);
    console.info(`push round trip (ops → server encrypt → receiver decrypt → service worker notification → delivery report): ${Date.now() - started} ms`);

    const clicked = context.waitForEvent('request', (r) => r.url().includes('EMFE_appPushDeliveryCallback') && (r.postData() ?? '').includes('CLICKED'));
    const worker = context.serviceWorkers()[0]!;
    await worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
    });
    await clicked;
    await expect(page).toHaveURL(/\/m\/activity$/);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  } finally {
    await receiver.close();
    await browser.close();
  }
});
