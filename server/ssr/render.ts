import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootData } from '../../contract/boot';
import type { StyleSelector } from './critical-styles';

/** What src/entry-server.tsx exports (its Vite SSR bundle: <dist>/server/entry-server.js). */
export interface ServerEntry {
  render: (path: string, boot: BootData, origin: string) => Promise<{ html: string; language: 'vi' | 'en' } | null>;
}

export type FirstScreenRenderer = (path: string, boot: BootData, origin: string) => Promise<{ html: string; language: 'vi' | 'en' } | null>;

/**
 * The server renderer of the built app, loaded on first use and again when
 * a deploy replaced the bundle (each build writes a new file in place; the
 * URL carries its stamp so Node loads the new one). No bundle (a build
 * without it, or an older one): null, and pages go out as the plain shell.
 */
export function firstScreenRenderer(distDir: string, load: (url: string) => Promise<ServerEntry> = (url) => import(url) as Promise<ServerEntry>): FirstScreenRenderer {
  const file = resolve(distDir, 'server', 'entry-server.js');
  let cached: { stamp: string; entry: Promise<ServerEntry> } | null = null;
  const pages = new Map<string, { html: string; language: 'vi' | 'en' } | null>();
  return async (path, boot, origin) => {
    const stamp = fileStamp(file);
    if (stamp === null) return null;
    if (cached?.stamp !== stamp) {
      pages.clear();
      const entry = load(`${pathToFileURL(file).href}?v=${encodeURIComponent(stamp)}`);
      cached = { stamp, entry };
      // a bundle that fails to load is tried again on the next request
      entry.catch(() => {
        if (cached?.entry === entry) cached = null;
      });
    }
    const entry = await cached.entry;
    // The markup is a pure function of the path and the boot data; visitors
    // differ only by their address, which only the blocked page shows.
    const key = renderKey(path, boot, origin);
    const known = pages.get(key);
    if (known !== undefined) {
      pages.delete(key);
      pages.set(key, known); // most recently used last
      return known;
    }
    const rendered = await entry.render(path, boot, origin);
    pages.set(key, rendered);
    if (pages.size > RENDER_CACHE_SIZE) pages.delete(pages.keys().next().value as string);
    return rendered;
  };
}

/** Names a version of `file` (a deploy writes new files in place), or null while it is missing. */
function fileStamp(file: string): string | null {
  try {
    const stats = statSync(file);
    return `${stats.mtimeMs}:${stats.size}`;
  } catch {
    return null;
  }
}

/** Distinct first screens kept: languages × paths × the few states of the home data. */
const RENDER_CACHE_SIZE = 16;

export function renderKey(path: string, boot: BootData, origin: string): string {
  const status = boot.status.regionRestriction ? boot.status : { ...boot.status, location: { ...boot.status.location, ip: '' } };
  return JSON.stringify([path, origin, { ...boot, status }]);
}

/**
 * React's server renderer puts image preloads in front of the markup; inside
 * #root they are not part of the tree the client hydrates, and the page's
 * <head> already preloads the banner that matters (server/pwa/boot-html.ts).
 */
export function withoutPreloads(markup: string): string {
  return markup.replace(/^(?:<link rel="preload"[^>]*\/?>)+/, '');
}

/** Served from public/: loads the app once the server-rendered banner has painted. */
export const FIRST_SCREEN_LOADER = '/first-screen.js';

/**
 * The page's module entry, loaded by public/first-screen.js after the first
 * banner has painted instead of alongside it: on a slow network the app's
 * JavaScript would otherwise share the bandwidth with the largest paint of
 * a page that no longer needs it to be seen. The entry's module preloads
 * wait with it (the loader asks for them together with the entry, so the
 * chunks still download in parallel). Unchanged if the shell does not have
 * the one entry script Vite writes.
 */
export function deferEntry(html: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  const withoutModulePreloads = html.replace(/[ \t]*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?/g, (_link, href: string) => {
    preloads.push(href);
    return '';
  });
  const preloadAttribute = preloads.length > 0 ? ` data-preload="${preloads.join(' ')}"` : '';
  return withoutModulePreloads.replace(entry[0], `<script defer src="${FIRST_SCREEN_LOADER}" data-entry="${entry[1]}"${preloadAttribute}></script>`);
}

/**
 * The loader inline, last in the body, instead of a request of its own
 * (docs/decisions/0120): fetched from the server, the 3 KB script sat
 * before the banner's paint in every first visit, a round trip on a
 * connection of its own beside the banner's on a slow network. An inline
 * classic script runs where the parser meets it, so at the end of the body
 * it finds the banner as the deferred one did, and it reads its attributes
 * the same way (`document.currentScript`). The page's policy allows exactly
 * this text by its hash (`scriptHash`, for script-src). Null, and the page
 * keeps the loader's own request, when the page has no loader tag, the
 * source is not there, or it could end the script element early.
 */
export function inlineLoader(html: string, source: string | null): { html: string; scriptHash: string } | null {
  if (source === null || /<\/script|<!--/i.test(source)) return null;
  const tag = new RegExp(`<script defer src="${FIRST_SCREEN_LOADER}"([^>]*)></script>`).exec(html);
  if (!tag) return null;
  const page = html.replace(tag[0], '');
  const end = page.lastIndexOf('</body>');
  if (end < 0) return null;
  return {
    html: `${page.slice(0, end)}<script${tag[1] ?? ''}>${source}</script>${page.slice(end)}`,
    scriptHash: `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`,
  };
}

/** The first screen's markup inside the shell's empty root, marked with the language it speaks. */
export function injectFirstScreen(html: string, rendered: { html: string; language: string }): string | null {
  const empty = '<div id="root"></div>';
  const at = html.indexOf(empty);
  if (at < 0) return null;
  const language = rendered.language === 'en' ? 'en' : 'vi';
  const page = `${html.slice(0, at)}<div id="root" data-ssr="${language}">${withoutPreloads(rendered.html)}</div>${html.slice(at + empty.length)}`;
  return deferEntry(page.replace(/<html lang="[a-z-]*"/, `<html lang="${language}"`));
}

/**
 * The page's first-screen styles inlined: the server-rendered screen paints
 * with the HTML alone, one round trip sooner than with a render-blocking
 * <link> (decision 0028), and parses only the rules the page's markup can
 * use (`select`, server/ssr/critical-styles.ts; decision 0119). The loader
 * gets the whole sheet's address (`data-style`): it links it, and starts
 * the app once it has come. Without the loader (no entry script to defer) nothing
 * would fetch the rest, so the whole sheet goes inline; so it does when the
 * selection fails. Unchanged when the file cannot be read.
 */
export async function inlineStyles(html: string, read: (href: string) => string | null, select: StyleSelector): Promise<string> {
  const link = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(html);
  const href = link?.[1];
  if (!link || !href) return html;
  const css = read(href);
  if (css === null) return html;
  // the loader's tag as deferEntry wrote it; the address goes last (the
  // page kept for the service worker is recognised by its first attributes,
  // src/platform/first-screen-store.ts)
  const loader = new RegExp(`<script defer src="${FIRST_SCREEN_LOADER}"[^>]*>`).exec(html)?.[0];
  let inline = css;
  let page = html;
  if (loader) {
    try {
      inline = await select(href, css, html);
      page = html.replace(loader, () => `${loader.slice(0, -1)} data-style="${href}">`);
    } catch {
      inline = css;
    }
  }
  return page.replace(link[0], () => `<style>${inline.replace(/<\/style/gi, '<\\/style')}</style>`);
}

/** Reads built assets of `distDir` by their URL path, each once (hashed names never change). */
export function assetReader(distDir: string): (href: string) => string | null {
  const known = new Map<string, string | null>();
  return (href) => {
    if (!known.has(href)) {
      let text: string | null = null;
      try {
        const file = resolve(distDir, `.${href}`);
        if (file.startsWith(resolve(distDir))) text = readFileSync(file, 'utf8');
      } catch {
        text = null;
      }
      known.set(href, text);
    }
    return known.get(href) ?? null;
  };
}
