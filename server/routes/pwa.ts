import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOME_ANNOUNCEMENT_GROUP, type BootData } from '../../contract/boot';
import { API_PREFIXES } from '../../contract/paths';
import type { AppContext } from '../app-context';
import { sendNotFound } from '../http/envelope';
import { withScriptHash } from '../http/security-headers';
import { isHomePage, loadBootData } from '../pwa/boot-data';
import { criticalStyles, oncePerScreen, type StyleSelector } from '../ssr/critical-styles';
import { assetReader, FIRST_SCREEN_LOADER, firstScreenRenderer, injectFirstScreen, inlineLoader, inlineStyles, type FirstScreenRenderer } from '../ssr/render';
import { firstHomeBanner, injectBootData } from '../pwa/boot-html';
import { indexTemplate } from '../pwa/index-template';
import { sendPersonalHtml } from '../pwa/send-html';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}

export function isApiPath(url: string): boolean {
  const path = `${pathOf(url)}/`;
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Files that name the current release must be revalidated on every load
 * (else a phone keeps an old shell and service worker forever); hashed
 * assets never change under their name, so they are cached for a year.
 */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.split(sep).join('/').replace(/\.(br|gz)$/, '');
  const base = file.slice(file.lastIndexOf('/') + 1);
  if (base.endsWith('.html') || base === 'sw.js' || base === 'registerSW.js' || base.endsWith('.webmanifest')) {
    return NO_CACHE;
  }
  if (file.startsWith('assets/')) return IMMUTABLE;
  return ONE_DAY;
}

/**
 * A missing /app.js or hashed asset must stay a 404: answering it with HTML
 * breaks the page in confusing ways (a script that is a web page).
 */
function looksLikeFile(url: string): boolean {
  const path = pathOf(url);
  const last = path.split('/').pop() ?? '';
  return path.startsWith('/assets/') || (/\.[A-Za-z0-9]+$/.test(last) && !last.endsWith('.html'));
}

/** What a home page's first screen is made with, each reading the current build. */
interface FirstScreenParts {
  render: FirstScreenRenderer;
  readAsset: (href: string) => string | null;
  selectStyles: (screen: object) => StyleSelector;
  readLoader: () => string | null;
}

/**
 * The home page with its first screen rendered by the server (header,
 * banner, ticker, member banner as a guest sees them), its first screen's
 * styles and its loader inline, and the hash the page's policy must allow
 * for that loader (null when it stayed a request of its own); or null: not a
 * home path, no server bundle in the build, or rendering failed (then the
 * shell still works, the client renders it as before).
 */
async function withFirstScreen(
  page: string,
  boot: BootData,
  request: FastifyRequest,
  parts: FirstScreenParts,
): Promise<{ html: string; scriptHash: string | null } | null> {
  if (!isHomePage(request.url)) return null;
  try {
    const rendered = await parts.render(request.url, boot, `${request.protocol}://${request.host}`);
    const withScreen = rendered ? injectFirstScreen(page, rendered) : null;
    if (!rendered || !withScreen) return null;
    const styled = await inlineStyles(withScreen, parts.readAsset, parts.selectStyles(rendered));
    return inlineLoader(styled, parts.readLoader()) ?? { html: styled, scriptHash: null };
  } catch (error) {
    request.log.warn({ err: error }, 'first screen could not be rendered; serving the shell with boot data');
    return null;
  }
}

/**
 * Serves the built PWA and answers every other page path with its shell
 * (index.html), so deep links such as /m/home work on a first visit. The
 * shell carries the boot data (status, and the home announcements on home)
 * so the first screen renders without waiting for the API; if those cannot
 * be loaded, the plain shell still works. Unknown API paths get the JSON
 * envelope instead.
 */
export function registerPwa(app: FastifyInstance, context: AppContext): void {
  const root = resolve(context.config.distDir);
  const template = indexTemplate(resolve(root, 'index.html'));
  const firstScreen: FirstScreenParts = {
    render: firstScreenRenderer(root),
    readAsset: assetReader(root),
    selectStyles: oncePerScreen(criticalStyles()),
    // read again when a deploy replaces it (its name is not hashed)
    readLoader: indexTemplate(resolve(root, `.${FIRST_SCREEN_LOADER}`)),
  };

  // Not awaited: Fastify loads plugins in order on ready().
  void app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // the server renderer's bundle (dist/server) is not a public file
    allowedPath: (pathName) => !isApiPath(pathName) && !pathName.startsWith('/server/'),
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(relative(root, filePath)));
      // .br/.gz siblings make the body depend on Accept-Encoding.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendNotFound(request, reply);
    }
    if (looksLikeFile(request.url)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const html = template();
    if (html === null) {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`The app is not built: ${root}/index.html is missing. Run \`npm run build\`, then reload.`);
    }
    if (request.method === 'HEAD') return reply.code(200).header('Cache-Control', NO_CACHE).sendFile('index.html');
    try {
      const started = performance.now();
      const boot = await loadBootData(context, request);
      const booted = performance.now();
      const page = injectBootData(html, boot, firstHomeBanner(boot, HOME_ANNOUNCEMENT_GROUP));
      const first = await withFirstScreen(page, boot, request, firstScreen);
      const policy = reply.getHeader('content-security-policy');
      if (first?.scriptHash && typeof policy === 'string') reply.header('content-security-policy', withScriptHash(policy, first.scriptHash));
      const full = first?.html ?? page;
      // where the time of a page goes, for the browser's devtools and the bench
      reply.header('Server-Timing', `boot;dur=${(booted - started).toFixed(1)}, render;dur=${(performance.now() - booted).toFixed(1)}`);
      return sendPersonalHtml(request, reply, full);
    } catch (error) {
      request.log.warn({ err: error }, 'boot data unavailable; serving the plain shell');
      return reply.code(200).header('Cache-Control', NO_CACHE).sendFile('index.html');
    }
  };
  // "/" is a page like any other (the static plugin would send the bare shell).
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);
}
