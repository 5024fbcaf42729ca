import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BootData } from '../../contract/boot';
import { assetReader, deferEntry, FIRST_SCREEN_LOADER, firstScreenRenderer, injectFirstScreen, inlineLoader, inlineStyles, renderKey, withoutPreloads } from './render';

const SHELL =
  '<!doctype html><html lang="vi"><head><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>';

function boot(ip = '10.0.0.1', regionRestriction = false): BootData {
  return {
    language: 'VI',
    status: { location: { ip }, regionRestriction, maintenance: false, maintenanceEnd: null } as unknown as BootData['status'],
    homeAnnouncements: null,
  };
}

describe('injectFirstScreen', () => {
  it('puts the markup into the empty root, marked with its language, and the language on <html>', () => {
    const page = injectFirstScreen(SHELL, { html: '<header>H</header>', language: 'en' });
    expect(page).toContain('<div id="root" data-ssr="en"><header>H</header></div>');
    expect(page).toContain('<html lang="en">');
  });

  it('loads the app through the loader instead of the module script', () => {
    const page = injectFirstScreen(SHELL, { html: '<p></p>', language: 'vi' }) ?? '';
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain(`<script defer src="${FIRST_SCREEN_LOADER}" data-entry="/assets/index-abc.js"></script>`);
  });

  it("holds the entry's module preloads back with it: the loader asks for them once the banner has painted", () => {
    const shell = SHELL.replace('</script>', '</script>\n    <link rel="modulepreload" crossorigin href="/assets/react-a1.js">\n    <link rel="modulepreload" crossorigin href="/assets/libs-b2.js">\n');
    const page = injectFirstScreen(shell, { html: '<p></p>', language: 'vi' }) ?? '';
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(`<script defer src="${FIRST_SCREEN_LOADER}" data-entry="/assets/index-abc.js" data-preload="/assets/react-a1.js /assets/libs-b2.js"></script>`);
  });

  it('gives up on a shell without an empty root', () => {
    expect(injectFirstScreen('<html><body><div id="root">x</div></body></html>', { html: '<p></p>', language: 'vi' })).toBeNull();
  });

  it("drops React's image preloads in front of the markup, and only those", () => {
    expect(withoutPreloads('<link rel="preload" as="image" href="/a.svg"/><link rel="preload" as="image" href="/b.svg" fetchPriority="high"/><div>x</div>')).toBe('<div>x</div>');
    expect(withoutPreloads('<div><link rel="preload" as="image" href="/a.svg"/></div>')).toBe('<div><link rel="preload" as="image" href="/a.svg"/></div>');
  });

  it('leaves a page without the one entry script as it is', () => {
    expect(deferEntry('<script type="module" src="/other.js"></script>')).toBe('<script type="module" src="/other.js"></script>');
  });
});

describe('inlineStyles', () => {
  const SHEET = '/assets/index-abc.css';
  const read = (href: string) => (href === SHEET ? 'body{color:red}.far{color:blue}' : null);
  const firstScreen = injectFirstScreen(SHELL, { html: '<main>x</main>', language: 'vi' }) ?? '';
  const onlyBody = (href: string, css: string) => Promise.resolve(href === SHEET && css.includes('.far') ? 'body{color:red}' : '');

  it("inlines the first screen's selection and gives the loader the whole sheet", async () => {
    const page = await inlineStyles(firstScreen, read, onlyBody);
    expect(page).toContain('<style>body{color:red}</style>');
    expect(page).toContain(`<script defer src="${FIRST_SCREEN_LOADER}" data-entry="/assets/index-abc.js" data-style="${SHEET}"></script>`);
    expect(page).not.toContain('<link rel="stylesheet"');
  });

  it('inlines the whole sheet where no loader would fetch it, or the selection failed', async () => {
    const select = vi.fn(onlyBody);
    const shell = await inlineStyles(SHELL, read, select);
    expect(shell).toContain('<style>body{color:red}.far{color:blue}</style>');
    expect(select).not.toHaveBeenCalled();
    const failed = await inlineStyles(firstScreen, read, () => Promise.reject(new Error('unparsable')));
    expect(failed).toContain('<style>body{color:red}.far{color:blue}</style>');
    expect(failed).not.toContain('data-style');
  });

  it('cannot close its <style> early, and keeps the link when the file is unreadable', async () => {
    const whole = (_href: string, css: string) => Promise.resolve(css);
    expect(await inlineStyles(firstScreen, () => 'a{}</style><script>x</script>', whole)).not.toContain('</style><script>');
    expect(await inlineStyles(SHELL, () => null, whole)).toBe(SHELL);
  });
});

describe('inlineLoader', () => {
  const LOADER = 'var s=document.currentScript;';
  const page = (injectFirstScreen(SHELL, { html: '<main>x</main>', language: 'vi' }) ?? '').replace('</body>', '<script type="application/json" id="wps-boot">{}</script></body>');

  it('moves the loader, its attributes kept, last into the body with its text, and names its hash', () => {
    const inlined = inlineLoader(page, LOADER);
    expect(inlined?.html).not.toContain(`src="${FIRST_SCREEN_LOADER}"`);
    expect(inlined?.html).toContain(`<script type="application/json" id="wps-boot">{}</script><script data-entry="/assets/index-abc.js">${LOADER}</script></body>`);
    expect(inlined?.scriptHash).toBe(`'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`);
  });

  it('leaves the loader its own request without its text, without a loader tag, or with text that could end the element', () => {
    expect(inlineLoader(page, null)).toBeNull();
    expect(inlineLoader(SHELL, LOADER)).toBeNull();
    expect(inlineLoader(page, 'x="</script><script>alert(1)";')).toBeNull();
    expect(inlineLoader(page, 'x="<!--";')).toBeNull();
  });
});

describe('renderKey', () => {
  it('is the same for two visitors (their address is not shown) unless the page is the blocked one', () => {
    expect(renderKey('/m/home', boot('1.1.1.1'), 'http://x')).toBe(renderKey('/m/home', boot('2.2.2.2'), 'http://x'));
    expect(renderKey('/m/home', boot('1.1.1.1', true), 'http://x')).not.toBe(renderKey('/m/home', boot('2.2.2.2', true), 'http://x'));
    expect(renderKey('/m/home', boot(), 'http://x')).not.toBe(renderKey('/m', boot(), 'http://x'));
  });
});

describe('firstScreenRenderer and assetReader', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'wps-ssr-'));
    mkdirSync(join(dist, 'server'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'a.css'), 'p{}');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('answers null while the build has no server bundle', async () => {
    const render = firstScreenRenderer(join(dist, 'nowhere'));
    expect(await render('/m/home', boot(), 'http://x')).toBeNull();
  });

  it('loads the bundle once, renders each distinct screen once, and reloads a replaced bundle', async () => {
    const file = join(dist, 'server', 'entry-server.js');
    writeFileSync(file, 'export let calls = 0; export async function render(path) { calls++; return { html: `<p>${path} ${calls}</p>`, language: "vi" }; }');
    const render = firstScreenRenderer(dist);
    expect((await render('/m/home', boot('1.1.1.1'), 'http://x'))?.html).toBe('<p>/m/home 1</p>');
    // another visitor, same screen: the kept markup
    expect((await render('/m/home', boot('2.2.2.2'), 'http://x'))?.html).toBe('<p>/m/home 1</p>');
    expect((await render('/m', boot(), 'http://x'))?.html).toBe('<p>/m 2</p>');
    // a deploy writes a new bundle in place
    writeFileSync(file, 'export async function render(path) { return { html: `<b>${path}</b>`, language: "en" }; }');
    expect(await render('/m/home', boot(), 'http://x')).toEqual({ html: '<b>/m/home</b>', language: 'en' });
  });

  it('reads built assets inside the build only', () => {
    const read = assetReader(dist);
    expect(read('/assets/a.css')).toBe('p{}');
    expect(read('/assets/missing.css')).toBeNull();
    expect(read('/../../etc/passwd')).toBeNull();
  });
});
