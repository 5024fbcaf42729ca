/**
 * The first screen's own rules of the app's entry stylesheet: what a
 * server-rendered page carries inline in its head (docs/decisions/0119).
 * The whole sheet (22 KB, every screen's shell and dialog) is parsed before
 * the first paint when it is inline; the home's markup uses about a third
 * of it. The rest comes with the app: public/first-screen.js links the whole
 * sheet and waits for it before it starts the app, so whatever the app
 * renders after hydrating is styled.
 *
 * Rules are kept by PurgeCSS (the maintained library for exactly this
 * selection) against the markup's structure only: its tag names, attribute
 * names and attribute values (the classes among them), never its text. A
 * selector is kept when every name it needs is in the markup, so a rule is
 * dropped only when no element of the page could match it; keeping one too
 * many costs bytes, never a wrong look.
 */

/**
 * What the loader's own failure notice uses (public/first-screen.js `failed`):
 * it is shown when the app could not be fetched, and then the whole sheet
 * may not have come either.
 */
const LOADER_NOTICE_TOKENS = ['offline-banner', 'button', 'button--small', 'span'];

/** The document's own elements, outside the markup the selection is made from. */
const DOCUMENT_TOKENS = ['html', 'body', 'head'];

/** Distinct markup structures whose selection is kept: languages × guest or member × the home's few states. */
const CACHE_SIZE = 16;

const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s=/"'<>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * The structure's names: tag names, attribute names, and each attribute
 * value and its space-separated words (class names among them).
 */
export function markupTokens(markup: string): string[] {
  const tokens = new Set<string>([...DOCUMENT_TOKENS, ...LOADER_NOTICE_TOKENS]);
  for (const tag of markup.matchAll(TAG)) {
    tokens.add((tag[1] ?? '').toLowerCase());
    for (const attribute of (tag[2] ?? '').matchAll(ATTRIBUTE)) {
      const name = attribute[1];
      if (!name) continue;
      tokens.add(name.toLowerCase());
      const value = attribute[2] ?? attribute[3] ?? attribute[4];
      if (value === undefined) continue;
      tokens.add(value);
      for (const word of value.split(/\s+/)) if (word) tokens.add(word);
    }
  }
  return [...tokens].sort();
}

/** The rules of `css` that the markup's structure (`tokens`) can use. */
export async function selectRules(css: string, tokens: readonly string[]): Promise<string> {
  // loaded with the first page that needs it: a server process that never
  // renders the home (the ops command, most test servers) does not load it
  const { PurgeCSS } = await import('purgecss');
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: tokens.join(' '), extension: 'tokens' }],
    extractors: [{ extensions: ['tokens'], extractor: (content: string) => content.split(' ') }],
    css: [{ raw: css }],
    // animations and font faces no kept rule names go too; custom properties
    // all stay (inline styles and the app's scripts read them)
    keyframes: true,
    fontFace: true,
    variables: false,
  });
  return result?.css ?? css;
}

/** The first-screen rules of the sheet at `href` (its text `css`) for `markup`. */
export type StyleSelector = (href: string, css: string, markup: string) => Promise<string>;

/**
 * A selector of first-screen styles with its cache: one selection per
 * stylesheet and markup structure (PurgeCSS takes tens of milliseconds a
 * page on a slow machine; the home's structure changes with little more
 * than the language and the player's state).
 */
export function criticalStyles(): StyleSelector {
  const known = new Map<string, Promise<string>>();
  return (href, css, markup) => {
    const tokens = markupTokens(markup);
    // a hashed asset name: a deploy's new sheet has a new name
    const key = `${href}\n${tokens.join(' ')}`;
    let selected = known.get(key);
    if (selected) {
      known.delete(key);
    } else {
      selected = selectRules(css, tokens);
      // a failed selection is not kept: the next page tries again
      void selected.catch(() => known.delete(key));
    }
    known.set(key, selected); // most recently used last
    if (known.size > CACHE_SIZE) known.delete(known.keys().next().value as string);
    return selected;
  };
}

/**
 * The selection made once per rendered screen (the renderer keeps each one
 * as one object, server/ssr/render.ts): pages of one screen differ between
 * visitors only in their data, never in their structure, and reading a
 * page's 25–40 KB of markup for its names took about 0.5 ms a request.
 */
export function oncePerScreen(select: StyleSelector): (screen: object) => StyleSelector {
  const known = new WeakMap<object, Map<string, Promise<string>>>();
  return (screen) => (href, css, markup) => {
    let bySheet = known.get(screen);
    if (!bySheet) known.set(screen, (bySheet = new Map()));
    let selected = bySheet.get(href);
    if (!selected) {
      const sheets = bySheet;
      selected = select(href, css, markup);
      sheets.set(href, selected);
      // a failed selection is not kept: the next page tries again
      void selected.catch(() => sheets.delete(href));
    }
    return selected;
  };
}
