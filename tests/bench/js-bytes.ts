/**
 * JS a first visit to /m/home downloads: every script response of the page
 * (entry, modules, lazy chunks, and whatever loads later on a timer, such as
 * a carousel) requested in the first 10 s after navigation start, and the
 * script the page carries inline, each gzipped at level 9 by us, so the figure does not depend on how the server
 * compresses. A fixed window, not "until the network is quiet": code loaded
 * on a timer after a quiet spell counts too.
 */

/** The window of a first visit whose scripts count (issue 11). */
export const FIRST_VISIT_WINDOW_MS = 10_000;
import { gzipSync, constants } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import { HOME_SELECTOR, newPhoneContext } from './browser';
import { errorText, failed, measured, type Metric } from './types';
import { sleep } from './timeouts';

export interface ScriptFile {
  url: string;
  status: number;
  rawBytes: number;
  gzipBytes: number;
}

export interface JsBytesResult {
  gzipBytes: Metric;
  rawBytes: Metric;
  files: ScriptFile[];
  /** Scripts the service worker fetched itself (precache): downloaded, but not run by the page. */
  serviceWorkerFiles: ScriptFile[];
  errors: string[];
}

function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;
}

export async function measureJsBytes(browser: Browser, origin: string): Promise<JsBytesResult> {
  const context = await newPhoneContext(browser, origin);
  const pending: Promise<void>[] = [];
  const files = new Map<string, ScriptFile>();
  const swFiles = new Map<string, ScriptFile>();
  const errors: string[] = [];

  let startedAt = Number.POSITIVE_INFINITY;
  const late: string[] = [];
  const record = (response: Response, into: Map<string, ScriptFile>) => {
    const url = response.url();
    if (!/^https?:/.test(url) || into.has(url)) return;
    // by when the request started (epoch ms), so a late answer to an early request counts
    const requestedAt = response.request().timing().startTime;
    if ((requestedAt > 0 ? requestedAt : Date.now()) - startedAt > FIRST_VISIT_WINDOW_MS) {
      late.push(url.replace(origin, ''));
      return;
    }
    const entry: ScriptFile = { url: url.replace(origin, ''), status: response.status(), rawBytes: 0, gzipBytes: 0 };
    into.set(url, entry);
    pending.push(
      response
        .body()
        .then((body) => {
          entry.rawBytes = body.length;
          entry.gzipBytes = gzipSize(body);
        })
        .catch((error: unknown) => {
          errors.push(`${entry.url}: body unavailable (${errorText(error)})`);
        }),
    );
  };

  context.on('response', (response) => {
    const request = response.request();
    if (request.serviceWorker()) {
      if (/\.m?js(\?|$)/.test(response.url()) || request.resourceType() === 'script') record(response, swFiles);
      return;
    }
    if (request.resourceType() === 'script') record(response, files);
  });

  try {
    const page = await context.newPage();
    startedAt = Date.now();
    await page.goto('/m/home', { waitUntil: 'load', timeout: 30_000 });
    await page.waitForSelector(HOME_SELECTOR, { state: 'visible', timeout: 15_000 });
    // script the page carries inline (the home's loader, docs/decisions/0120) counts as the files do
    const inline = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script:not([src])'))
        .filter((script) => ['', 'text/javascript', 'module'].includes(script.getAttribute('type') ?? ''))
        .map((script) => script.textContent ?? ''),
    );
    inline.forEach((text, index) => {
      const body = Buffer.from(text, 'utf8');
      files.set(`inline:${index}`, { url: `(inline script ${index + 1} of /m/home)`, status: 200, rawBytes: body.length, gzipBytes: gzipSize(body) });
    });
    // the whole window, whatever the network does in it (timers, idle-time imports)
    await sleep(Math.max(0, startedAt + FIRST_VISIT_WINDOW_MS - Date.now()));
    await Promise.all(pending);
    if (late.length > 0) errors.push(`after ${FIRST_VISIT_WINDOW_MS / 1000} s, not counted: ${late.join(', ')}`);
  } catch (error) {
    await Promise.allSettled(pending);
    await context.close().catch(() => undefined);
    const reason = `first load of /m/home failed: ${errorText(error)}`;
    return { gzipBytes: failed(reason, 'bytes'), rawBytes: failed(reason, 'bytes'), files: [], serviceWorkerFiles: [], errors };
  }
  await context.close().catch(() => undefined);

  const list = [...files.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzip = list.reduce((sum, f) => sum + f.gzipBytes, 0);
  const raw = list.reduce((sum, f) => sum + f.rawBytes, 0);
  const note = `${list.length} script file(s) in the first ${FIRST_VISIT_WINDOW_MS / 1000} s`;
  return {
    gzipBytes: list.length > 0 ? measured(gzip, [gzip], 'bytes', note) : failed('no script responses recorded', 'bytes'),
    rawBytes: list.length > 0 ? measured(raw, [raw], 'bytes', note) : failed('no script responses recorded', 'bytes'),
    files: list,
    serviceWorkerFiles: [...swFiles.values()].sort((a, b) => b.gzipBytes - a.gzipBytes),
    errors,
  };
}
