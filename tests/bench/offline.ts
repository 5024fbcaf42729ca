/**
 * Service-worker figures in one phone context:
 *  - repeat visit: reload /m/home under the service worker, time from
 *    navigation start to the home root visible (median of N reloads);
 *  - offline cold start: all pages closed, network off, service worker
 *    stopped, a new page opens /m/home (median of N).
 * Until the app ships a service worker both report why they were not measured.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { describePage, HOME_SELECTOR, installHomeProbe, newPhoneContext, timeToHome } from './browser';
import { median, round } from './stats';
import { errorText, failed, measured, type Metric } from './types';

const CONTROL_TIMEOUT_MS = 15_000;
const HOME_TIMEOUT_MS = 15_000;

export interface SwTimingRun {
  homeMs: number;
  /** First animation frame after the home root appeared. */
  homeFrameMs: number | null;
  /** Whether the navigation response came from the service worker. */
  fromServiceWorker: boolean | null;
  /** observer: the init-script probe; poll: Playwright's own sighting (fallback). */
  source: 'observer' | 'poll';
}

export interface ServiceWorkerResult {
  controlled: boolean;
  controlNote: string;
  repeatVisit: Metric;
  repeatVisitRuns: SwTimingRun[];
  offlineColdStart: Metric;
  offlineRuns: SwTimingRun[];
  offlineNotes: string[];
}

/** Waits for navigator.serviceWorker.controller; reloads once if a worker is active but did not claim the page. */
async function waitForControl(page: Page): Promise<{ ok: boolean; note: string }> {
  const isControlled = (timeout: number) =>
    page
      .waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout, polling: 100 })
      .then(() => true)
      .catch(() => false);

  const started = Date.now();
  if (await isControlled(CONTROL_TIMEOUT_MS)) return { ok: true, note: `controlled after ${Date.now() - started} ms` };

  const state = await page
    .evaluate(async () => {
      if (!('serviceWorker' in navigator)) return 'unsupported';
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return 'none';
      return registration.active ? 'active' : registration.installing ? 'installing' : registration.waiting ? 'waiting' : 'none';
    })
    .catch(() => 'unknown');
  if (state === 'active') {
    // an active worker that does not call clients.claim() controls the next navigation
    await page.reload({ waitUntil: 'load' });
    if (await isControlled(5_000)) return { ok: true, note: 'controlled after one reload (worker does not claim clients)' };
    return { ok: false, note: 'no service worker: a worker is active but never controlled the page' };
  }
  if (state === 'none' || state === 'unsupported') {
    return { ok: false, note: `no service worker: none registered within ${CONTROL_TIMEOUT_MS / 1000} s` };
  }
  return { ok: false, note: `no service worker: registration still ${state} after ${CONTROL_TIMEOUT_MS / 1000} s` };
}

async function navigationFromSw(page: Page): Promise<boolean | null> {
  return page
    .evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return nav ? nav.workerStart > 0 : null;
    })
    .catch(() => null);
}

/** allRequired: any failed run fails the figure (offline must render every time). */
function summarise(runs: SwTimingRun[], errors: string[], wanted: number, allRequired: boolean): Metric {
  const values = runs.map((r) => r.homeMs);
  if (values.length === 0) return failed(errors.join(' | ') || 'no run completed', 'ms');
  if (allRequired && errors.length > 0) {
    return failed(`${errors.length} of ${wanted} run(s) did not render: ${errors.join(' | ')}`, 'ms', values);
  }
  const note = errors.length > 0 ? `${errors.length} of ${wanted} run(s) failed: ${errors.join(' | ')}` : undefined;
  return measured(round(median(values)), values, 'ms', note);
}

async function measureRepeatVisits(page: Page, count: number, log: (l: string) => void) {
  const runs: SwTimingRun[] = [];
  const errors: string[] = [];
  for (let i = 1; i <= count; i++) {
    try {
      await page.reload({ waitUntil: 'commit', timeout: 30_000 });
      const t = await timeToHome(page, HOME_TIMEOUT_MS);
      runs.push({ homeMs: round(t.ms, 1), homeFrameMs: t.frameMs === null ? null : round(t.frameMs, 1), fromServiceWorker: await navigationFromSw(page), source: t.source });
      log(`  repeat visit ${i}/${count}: home at ${round(t.ms)} ms`);
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    } catch (error) {
      errors.push(`reload ${i}: ${errorText(error)} (${await describePage(page)})`);
      log(`  repeat visit ${i}/${count} FAILED: ${errorText(error)}`);
    }
  }
  return { runs, errors };
}

/** Stops the context's service workers through CDP, so each offline start boots the worker too. */
async function stopServiceWorkers(context: BrowserContext, page: Page): Promise<string | null> {
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await cdp.detach();
    return null;
  } catch (error) {
    return `could not stop the service worker before the run (${errorText(error)}); it may have been warm`;
  }
}

async function measureOfflineStarts(context: BrowserContext, count: number, log: (l: string) => void) {
  const runs: SwTimingRun[] = [];
  const errors: string[] = [];
  const notes: string[] = [];
  for (let i = 1; i <= count; i++) {
    for (const open of context.pages()) await open.close();
    await context.setOffline(true);
    const page = await context.newPage();
    try {
      const stopNote = await stopServiceWorkers(context, page);
      if (stopNote && !notes.includes(stopNote)) notes.push(stopNote);
      try {
        await page.goto('/m/home', { waitUntil: 'commit', timeout: 30_000 });
      } catch (error) {
        throw new Error(`offline navigation failed (${errorText(error)}): the service worker did not serve the page`, { cause: error });
      }
      if (page.url().startsWith('chrome-error:')) throw new Error('the browser showed its offline error page');
      let t: Awaited<ReturnType<typeof timeToHome>>;
      try {
        t = await timeToHome(page, HOME_TIMEOUT_MS);
      } catch (error) {
        const shows = await describePage(page);
        throw new Error(`home content (${HOME_SELECTOR}) did not render offline within ${HOME_TIMEOUT_MS / 1000} s; ${shows}`, { cause: error });
      }
      runs.push({ homeMs: round(t.ms, 1), homeFrameMs: t.frameMs === null ? null : round(t.frameMs, 1), fromServiceWorker: await navigationFromSw(page), source: t.source });
      log(`  offline cold start ${i}/${count}: home at ${round(t.ms)} ms`);
    } catch (error) {
      errors.push(`start ${i}: ${errorText(error)}`);
      log(`  offline cold start ${i}/${count} FAILED: ${errorText(error)}`);
    } finally {
      await page.close().catch(() => undefined);
      await context.setOffline(false).catch(() => undefined);
    }
  }
  return { runs, errors, notes };
}

export async function measureServiceWorker(
  browser: Browser,
  origin: string,
  counts: { repeat: number; offline: number },
  log: (line: string) => void,
): Promise<ServiceWorkerResult> {
  const context = await newPhoneContext(browser, origin);
  try {
    await installHomeProbe(context);
    const page = await context.newPage();
    try {
      await page.goto('/m/home', { waitUntil: 'load', timeout: 30_000 });
      await page.waitForSelector(HOME_SELECTOR, { state: 'visible', timeout: HOME_TIMEOUT_MS });
    } catch (error) {
      const reason = `first visit to /m/home failed: ${errorText(error)}`;
      return { controlled: false, controlNote: reason, repeatVisit: failed(reason, 'ms'), repeatVisitRuns: [], offlineColdStart: failed(reason, 'ms'), offlineRuns: [], offlineNotes: [] };
    }
    const control = await waitForControl(page);
    log(`  service worker: ${control.note}`);
    if (!control.ok) {
      return { controlled: false, controlNote: control.note, repeatVisit: failed(control.note, 'ms'), repeatVisitRuns: [], offlineColdStart: failed(control.note, 'ms'), offlineRuns: [], offlineNotes: [] };
    }
    // let the first visit finish filling its caches (precache, IndexedDB) before timing
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);

    const repeat = await measureRepeatVisits(page, counts.repeat, log);
    const offline = await measureOfflineStarts(context, counts.offline, log);
    return {
      controlled: true,
      controlNote: control.note,
      repeatVisit: summarise(repeat.runs, repeat.errors, counts.repeat, false),
      repeatVisitRuns: repeat.runs,
      offlineColdStart: summarise(offline.runs, offline.errors, counts.offline, true),
      offlineRuns: offline.runs,
      offlineNotes: offline.notes,
    };
  } finally {
    await context.setOffline(false).catch(() => undefined);
    await context.close().catch(() => undefined);
  }
}
