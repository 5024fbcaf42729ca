import type { Page } from '@playwright/test';

/**
 * For journeys that open many screens, one after another, in one browser
 * context (the fault matrix, tests/e2e/fault-matrix.spec.ts): what lets the
 * browser's caches keep the app's scripts between page loads, and what keeps
 * one screen's state from reaching the next.
 */

/** How an API call fails: as the fault matrix names its faults. */
export type CallFault = '500' | 'timeout' | 'malformed' | 'offline';

/** The app's IndexedDB database (src/platform/idb-store.ts): the persisted query cache and paused mutations. */
const APP_DATABASE = 'wps-pwa';
/** Kept in sessionStorage: the notice popup's "seen" flag, which fixtures.ts's page sets before this script runs. */
const KEPT_SESSION_KEYS = ['NOTICE_POP'];

/**
 * Every document of the page starts with the storage of a new context:
 * localStorage empty, sessionStorage holding only what fixtures.ts set for
 * this load, and the app's IndexedDB database deleted (the delete is queued
 * before the app's own open, which waits for it). The app restores its
 * persisted queries (src/app/query-persistence.ts) and its session from
 * these, so without this a screen could show what an earlier screen saved
 * instead of its own error. Add it before loginAs: its seeding (once per tab,
 * flagged in sessionStorage) then runs again on every load, after the clear.
 * Cookies are the context's: clear them between screens (context.clearCookies).
 */
export async function startEveryLoadFresh(page: Page): Promise<void> {
  await page.addInitScript(
    ({ database, kept }) => {
      localStorage.clear();
      for (const key of Object.keys(sessionStorage)) if (!kept.includes(key)) sessionStorage.removeItem(key);
      indexedDB.deleteDatabase(database);
    },
    { database: APP_DATABASE, kept: KEPT_SESSION_KEYS },
  );
}

const BODIES: Record<'500' | 'malformed', { status: number; contentType: string; body: string }> = {
  '500': { status: 500, contentType: 'text/plain', body: 'Internal Server Error' },
  malformed: { status: 200, contentType: 'application/json', body: '{"success":true,"value":{"unexpected":' },
};

export interface CallFaults {
  /**
   * Makes every API call fail the given way from now on (null: calls go
   * through again). 'offline' also turns the browser's cache off until the
   * fault is lifted; the test sets the device offline (context.setOffline).
   */
  set(fault: CallFault | null): Promise<void>;
  /** How many calls were faulted so far. */
  faulted(): number;
  /**
   * API calls answered from the browser's memory or disk cache, or a
   * service worker, while a fault was set: calls the fault never reached.
   */
  bypassed(): readonly string[];
}

/**
 * A call the app reads data from (fetch or XHR). The same URLs also serve
 * images (game icons under /wps/game/icons/): an icon the memory cache
 * still holds is no call the screen's error state depends on, and counting
 * it made the cache check fail at random (whether Chromium kept the icon).
 */
function isDataCall(type: string | undefined): boolean {
  return type === 'Fetch' || type === 'XHR';
}

/**
 * Faults the API's calls through the DevTools protocol's Fetch domain,
 * intercepting only the calls' URLs. page.route would do the same, but any
 * route turns the page's HTTP cache off (Playwright sends
 * Network.setCacheDisabled while it intercepts), and then every screen loads
 * and compiles the app's scripts again as in a new context. The answers are
 * those of the matrix's routes: a 500 with a text body, the connection timed
 * out (net::ERR_TIMED_OUT, as route.abort('timedout')), a 200 whose JSON
 * breaks off, or the connection gone (net::ERR_INTERNET_DISCONNECTED, as
 * route.abort('internetdisconnected')).
 *
 * The cache now on could answer a call without asking the network (an
 * earlier screen's public answers are fresh for seconds): such an answer is
 * recorded in bypassed(), which a journey must find empty.
 *
 * urlPatterns: the DevTools wildcards of the calls (e.g. '*\/wps\/*').
 */
export async function callFaults(page: Page, urlPatterns: readonly string[], isCall: (url: string) => boolean): Promise<CallFaults> {
  const session = await page.context().newCDPSession(page);
  let current: CallFault | null = null;
  let faulted = 0;
  const bypassed: string[] = [];
  session.on('Fetch.requestPaused', (event) => {
    const { requestId } = event;
    const fault = current;
    if (fault === null) {
      void session.send('Fetch.continueRequest', { requestId }).catch(() => undefined);
      return;
    }
    faulted += 1;
    const reply =
      fault === 'timeout' || fault === 'offline'
        ? session.send('Fetch.failRequest', { requestId, errorReason: fault === 'timeout' ? 'TimedOut' : 'InternetDisconnected' })
        : session.send('Fetch.fulfillRequest', {
            requestId,
            responseCode: BODIES[fault].status,
            responseHeaders: [{ name: 'Content-Type', value: BODIES[fault].contentType }],
            body: Buffer.from(BODIES[fault].body).toString('base64'),
          });
    // the page may have gone meanwhile (a navigation ends its calls)
    void reply.catch(() => undefined);
  });
  const callUrls = new Map<string, string>();
  session.on('Network.requestWillBeSent', (event) => {
    if (isDataCall(event.type) && isCall(event.request.url)) callUrls.set(event.requestId, event.request.url);
  });
  session.on('Network.requestServedFromCache', (event) => {
    const url = callUrls.get(event.requestId);
    if (current !== null && url) bypassed.push(`${url} (memory cache)`);
  });
  session.on('Network.responseReceived', (event) => {
    const { response } = event;
    if (current === null || !isDataCall(event.type) || !isCall(response.url)) return;
    if (response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache) bypassed.push(`${response.url} (browser cache or service worker)`);
  });
  await session.send('Network.enable');
  return {
    async set(fault) {
      if (fault !== null && current === null) {
        await session.send('Fetch.enable', { patterns: urlPatterns.map((urlPattern) => ({ urlPattern, requestStage: 'Request' as const })) });
      }
      // Offline, a first visit loads nothing more (the app's lazy chunks fail too), while cached
      // chunks would still arrive: the cache is off while the device is offline, as under a route.
      if ((fault === 'offline') !== (current === 'offline')) await session.send('Network.setCacheDisabled', { cacheDisabled: fault === 'offline' });
      current = fault;
      // paused calls left are continued as the domain turns off
      if (fault === null) await session.send('Fetch.disable');
    },
    faulted: () => faulted,
    bypassed: () => bypassed,
  };
}
