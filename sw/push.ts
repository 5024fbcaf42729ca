/// <reference lib="webworker" />
import { MESSAGE_PATHS } from '../contract/messages';
import { API_BASE, MERCHANT_CODE } from '../src/config/env';
import { APP_PATHS } from '../src/config/paths';

/**
 * Web Push in the service worker, as the live platform's worker does
 * (shared/reference/wps-protocol.md): show {title, body, image} from the
 * payload's `notification` with the merchant's icon, ignore payloads of
 * another merchant, report DELIVERED and CLICKED through
 * EMFE_appPushDeliveryCallback (a click once per uuid within 24 h), and on a
 * click focus an open window (taken to the target) or open the target.
 */
declare const self: ServiceWorkerGlobalScope;

interface PushData {
  notification?: { title?: string; body?: string; image?: string };
  data?: { merchant?: string; trackingUuid?: string; url?: string };
}

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/favicon-32.png';
const CLICK_CACHE = 'push-clicks';
const CLICK_MEMORY_MS = 24 * 60 * 60 * 1000;

/** Only app paths are opened; anything else opens the home. */
export function pushTarget(url: string | undefined, origin: string): string {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return new URL(APP_PATHS.home, origin).href;
  return new URL(url, origin).href;
}

function report(trackingUuid: string | undefined, eventType: 'DELIVERED' | 'CLICKED'): Promise<unknown> {
  if (!trackingUuid) return Promise.resolve();
  return fetch(`${API_BASE}${MESSAGE_PATHS.pushCallback}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Merchant: MERCHANT_CODE },
    body: JSON.stringify({ trackingUuid, eventType }),
  }).catch(() => undefined);
}

/** True the first time a uuid is clicked within 24 h (kept in Cache Storage, which outlives the worker). */
async function firstClick(trackingUuid: string): Promise<boolean> {
  const cache = await caches.open(CLICK_CACHE);
  const key = `/__push-click/${trackingUuid}`;
  const seen = await cache.match(key);
  if (seen && Date.now() - Number(await seen.text()) < CLICK_MEMORY_MS) return false;
  await cache.put(key, new Response(String(Date.now())));
  return true;
}

function readPush(event: PushEvent): PushData | null {
  try {
    return (event.data?.json() ?? null) as PushData | null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPush(event);
  if (!payload?.notification?.title) return;
  if (payload.data?.merchant && payload.data.merchant !== MERCHANT_CODE) return;
  const { title, body, image } = payload.notification;
  const data = { url: payload.data?.url ?? APP_PATHS.home, trackingUuid: payload.data?.trackingUuid };
  event.waitUntil(Promise.all([
    self.registration.showNotification(title, { body, icon: ICON, badge: BADGE, tag: 'default-group', data, ...(image ? { image } : {}) } as NotificationOptions),
    report(data.trackingUuid, 'DELIVERED'),
  ]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = (event.notification.data ?? {}) as { url?: string; trackingUuid?: string };
  const target = pushTarget(data.url, self.location.origin);
  event.waitUntil((async () => {
    if (data.trackingUuid && (await firstClick(data.trackingUuid))) await report(data.trackingUuid, 'CLICKED');
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
    if (open) {
      // navigate first: focus() may be refused without a user gesture, navigation is not
      await open.navigate(target).catch(() => undefined);
      await open.focus().catch(() => undefined);
      return;
    }
    await self.clients.openWindow(target);
  })());
});
