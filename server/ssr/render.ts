import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootData } from '../../src/api/contract/boot';

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
  return async (path, boot, origin) => {
    let stamp: string;
    try {
      const stats = statSync(file);
      stamp = `${stats.mtimeMs}:${stats.size}`;
    } catch {
      return null;
    }
    if (cached?.stamp !== stamp) {
      const entry = load(`${pathToFileURL(file).href}?v=${encodeURIComponent(stamp)}`);
      cached = { stamp, entry };
      // a bundle that fails to load is tried again on the next request
      entry.catch(() => {
        if (cached?.entry === entry) cached = null;
      });
    }
    const entry = await cached.entry;
    return entry.render(path, boot, origin);
  };
}

/**
 * React's server renderer puts image preloads in front of the markup; inside
 * #root they are not part of the tree the client hydrates, and the page's
 * <head> already preloads the banner that matters (server/pwa/boot-html.ts).
 */
export function withoutPreloads(markup: string): string {
  return markup.replace(/^(?:<link rel="preload"[^>]*\/?>)+/, '');
}

/** The first screen's markup inside the shell's empty root, marked with the language it speaks. */
export function injectFirstScreen(html: string, rendered: { html: string; language: string }): string | null {
  const empty = '<div id="root"></div>';
  const at = html.indexOf(empty);
  if (at < 0) return null;
  const language = rendered.language === 'en' ? 'en' : 'vi';
  const page = `${html.slice(0, at)}<div id="root" data-ssr="${language}">${withoutPreloads(rendered.html)}</div>${html.slice(at + empty.length)}`;
  return page.replace(/<html lang="[a-z-]*"/, `<html lang="${language}"`);
}
