import type { Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../../contract/boot';
import { expect, test } from './fixtures';

/**
 * The server-rendered home carries only its first screen's rules inline
 * (server/ssr/critical-styles.ts, docs/decisions/0119); its loader
 * (public/first-screen.js, inline at the end of the body, decision 0120)
 * links the app's whole stylesheet and starts the app once it has come.
 */

const LOADER = 'script[data-entry][data-style]';

interface ElementStyle {
  label: string;
  declarations: Record<string, string>;
}

/** Every element's computed style and its ::before's and ::after's, in document order. */
function computedStyles(page: Page): Promise<ElementStyle[]> {
  return page.evaluate(() => {
    const styles: ElementStyle[] = [];
    document.querySelectorAll('body, body *').forEach((element, index) => {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const declarations: Record<string, string> = {};
        for (let i = 0; i < style.length; i++) {
          const name = style.item(i);
          declarations[name] = style.getPropertyValue(name);
        }
        styles.push({ label: `#${index} <${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${pseudo ?? ''}`, declarations });
      }
    });
    return styles;
  });
}

/** What differs between the two (the same elements in the same order): `element property: before → after`. */
function changed(before: ElementStyle[], after: ElementStyle[]): string[] {
  if (before.length !== after.length) return [`${before.length} styles before, ${after.length} after`];
  const differences: string[] = [];
  after.forEach((style, i) => {
    const was = before[i]?.declarations ?? {};
    for (const name of new Set([...Object.keys(was), ...Object.keys(style.declarations)])) {
      if (was[name] !== style.declarations[name]) differences.push(`${style.label} ${name}: ${was[name]} → ${style.declarations[name]}`);
    }
  });
  return differences.slice(0, 20);
}

for (const language of ['vi', 'en'] as const) {
  test(`${language}: the home before its app looks as it does with the whole stylesheet`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language.toUpperCase(), url: baseURL ?? '' }]);
    // the page as it stands before the loader runs: its inline rules only
    // (the loader is inline, last in the body: taken out of the answer here)
    let whole: string | null = null;
    await page.route('**/m/home', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const loader = /<script data-entry="[^"]*"[^>]*data-style="([^"]+)"[^>]*>[\s\S]*?<\/script>/.exec(html);
      whole = loader?.[1] ?? null;
      await route.fulfill({ response, body: loader ? html.replace(loader[0], '') : html });
    });
    await page.goto('/m/home');
    await expect(page.locator('main .home')).toBeAttached();
    expect(await page.locator('script[data-entry]').count()).toBe(0);
    expect(whole).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    const inline = await page.evaluate(() => Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join(''));
    const wholeText = await (await page.request.get(whole ?? '')).text();
    // a selection, not the whole sheet again
    expect(inline.length).toBeLessThan(wholeText.length / 2);

    const before = await computedStyles(page);
    expect(before.length).toBeGreaterThan(90); // the home's 40-odd elements, three styles each
    await page.addStyleTag({ url: whole ?? '' });
    const after = await computedStyles(page);
    expect(changed(before, after)).toEqual([]);
  });
}

test('the app starts only once the whole stylesheet has come, and keeps it', async ({ page }) => {
  const SHEET = /\/assets\/index-[\w-]+\.css$/;
  const ENTRY = /\/assets\/index-[\w-]+\.js$/;
  let held = true;
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = (): void => undefined;
  const sheetAsked = new Promise<void>((resolve) => (asked = resolve));
  const entryWhileHeld: string[] = [];
  page.on('request', (request) => {
    if (held && ENTRY.test(request.url())) entryWhileHeld.push(request.url());
  });
  await page.route(SHEET, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto('/m/home');
  await sheetAsked; // the loader has started
  const chunks = ((await page.locator(LOADER).getAttribute('data-preload')) ?? '').split(' ').filter(Boolean);
  // The loader evaluates each of these chunks in turn, a task apart, then
  // the entry: once this page's own imports of them have resolved, and a
  // task more has passed each time, a loader that did not wait for the sheet
  // would have asked for its entry.
  await page.evaluate(async (hrefs) => {
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    for (const href of hrefs) {
      await import(href);
      await nextTask();
    }
    await nextTask();
  }, chunks);
  // A request the page makes after that point: the browser reports requests
  // in the order they were made, so once this one is reported, an entry
  // asked for before it has been too.
  const probe = page.waitForRequest((request) => request.url().endsWith('/manifest.webmanifest?order-probe'));
  await page.evaluate(() => fetch('/manifest.webmanifest?order-probe').then(() => undefined));
  await probe;
  expect(entryWhileHeld).toEqual([]);

  held = false;
  release();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const linked = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).some((link) => link.sheet !== null && /\/assets\/index-[\w-]+\.css$/.test(link.href)),
  );
  expect(linked).toBe(true);
});
