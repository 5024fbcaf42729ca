/**
 * JS a first visit to /m/home downloads: every script response of the page
 * (entry, modules, lazy chunks) until the network is idle, each gzipped at
 * level 9 by us, so the figure does not depend on how the server compresses.
 */
import { gzipSync, constants } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import { HOME_SELECTOR, newPhoneContext } from './browser';
import { errorText, failed, measured, type Metric } from './types';

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

  const record = (response: Response, into: Map<string, ScriptFile>) => {
    const url = response.url();
    if (!/^https?:/.test(url) || into.has(url)) return;
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
    await page.goto('/m/home', { waitUntil: 'load', timeout: 30_000 });
    await page.waitForSelector(HOME_SELECTOR, { state: 'visible', timeout: 15_000 });
    // lazy chunks and idle-time imports: wait until nothing is in flight for 500 ms
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {
      errors.push('network never went idle within 20 s; counted what had loaded');
    });
    await Promise.all(pending);
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
  const note = `${list.length} script file(s)`;
  return {
    gzipBytes: list.length > 0 ? measured(gzip, [gzip], 'bytes', note) : failed('no script responses recorded', 'bytes'),
    rawBytes: list.length > 0 ? measured(raw, [raw], 'bytes', note) : failed('no script responses recorded', 'bytes'),
    files: list,
    serviceWorkerFiles: [...swFiles.values()].sort((a, b) => b.gzipBytes - a.gzipBytes),
    errors,
  };
}
