/** Playwright Chromium at a phone profile, plus the home-content probe. */
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from './chromium';
import { onCleanup } from './cleanup';
import { withTimeout } from './timeouts';

/** The home screen root; the brief's definition of "home content visible". */
export const HOME_SELECTOR = 'main .home';
export const PHONE = 'Pixel 7';

export interface OpenBrowser {
  browser: Browser;
  close: () => Promise<void>;
}

export async function launchBrowser(): Promise<OpenBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    timeout: 60_000,
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    unregister();
    await withTimeout(browser.close(), 10_000, 'closing Chromium').catch(() => undefined);
  };
  const unregister = onCleanup(close);
  return { browser, close };
}

/** A fresh incognito-like context (empty storage, cache, no service worker) at phone size. */
export async function newPhoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...devices[PHONE], baseURL, serviceWorkers: 'allow' });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

/** What the probe leaves on window for each document. */
export interface HomeProbe {
  /** performance.now() when `main .home` was first in the DOM with a non-empty box. */
  homeAt: number | null;
  /** performance.now() in the first animation frame after that (≈ first paint of it). */
  homeFrameAt: number | null;
}

/**
 * Installed with addInitScript, so it runs in every new document before the
 * app's scripts: a MutationObserver notes the moment the home root appears.
 * performance.now() counts from the document's time origin (navigation start).
 */
export async function installHomeProbe(context: BrowserContext): Promise<void> {
  // A string, not a function: tsx (esbuild keepNames) would wrap inner
  // functions in a __name() helper that does not exist in the page.
  await context.addInitScript(`(() => {
    var selector = ${JSON.stringify(HOME_SELECTOR)};
    var probe = { homeAt: null, homeFrameAt: null };
    window.__benchHome = probe;
    var observer = new MutationObserver(function () {
      var el = document.querySelector(selector);
      if (!el) return;
      var box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return;
      probe.homeAt = performance.now();
      observer.disconnect();
      requestAnimationFrame(function () { probe.homeFrameAt = performance.now(); });
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  })();`);
}

/**
 * Waits for the home root to be visible and returns the probe's times. If the
 * probe missed it (it should not), the time is taken when Playwright saw the
 * element, which is later by up to one polling interval: `source` says which.
 */
export async function timeToHome(
  page: Page,
  timeoutMs: number,
): Promise<{ ms: number; frameMs: number | null; source: 'observer' | 'poll' }> {
  await page.waitForSelector(HOME_SELECTOR, { state: 'visible', timeout: timeoutMs });
  const seen = await page.evaluate(() => {
    const probe = (window as unknown as { __benchHome?: HomeProbe }).__benchHome;
    return { homeAt: probe?.homeAt ?? null, now: performance.now() };
  });
  if (seen.homeAt === null) return { ms: seen.now, frameMs: null, source: 'poll' };
  // the probe's animation frame (first frame with the home root) follows shortly
  const frameMs = await page
    .waitForFunction(() => (window as unknown as { __benchHome?: HomeProbe }).__benchHome?.homeFrameAt ?? null, undefined, {
      timeout: 2_000,
    })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  return { ms: seen.homeAt, frameMs, source: 'observer' };
}

/** A short description of what the page shows, for failure messages. */
export async function describePage(page: Page): Promise<string> {
  try {
    const url = page.url();
    const text = await withTimeout(
      page.evaluate(() => (document.body?.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 160)),
      3_000,
      'reading the page',
    );
    return `${url} shows "${text}"`;
  } catch (error) {
    return `${page.url()} (could not read: ${error instanceof Error ? error.message : String(error)})`;
  }
}
