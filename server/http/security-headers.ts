import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { platformOrigins } from './api-origins';

export interface SecurityHeaderOptions {
  /** Other origins the PWA calls (the API base it was built with, when not this server). */
  connectOrigins?: readonly string[];
  /** Other origins its images come from (CDNs). */
  imageOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy of the shell, assets, sw.js and the API. It
 * names only what the app loads: its own scripts (no inline script: the
 * boot data is a `<script type="application/json">` data block, which CSP
 * does not treat as script; the server-rendered home adds the hash of its
 * inline loader to its own page's policy, `withScriptHash`), its own API
 * and images, and the configured API base and image CDNs. Styles allow
 * 'unsafe-inline': the shell's first-paint <style> and style attributes in
 * operator-written announcement HTML; styles cannot run code. Frames: the
 * demo game is same-origin, real vendors' games are https pages. See
 * docs/decisions/0012-security-headers-and-safe-links.md.
 */
export function contentSecurityPolicy({ connectOrigins = [], imageOrigins = [] }: SecurityHeaderOptions = {}) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...connectOrigins, ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectOrigins],
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Nobody frames the app (clickjacking on a money site); the demo game page overrides this for the app itself.
    'frame-ancestors': ["'none'"],
  };
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Helmet's headers for this configuration, computed once. @fastify/helmet
 * rebuilt helmet's middleware, CSP parsing included, on every request
 * (about a tenth of the server's time on a cached read,
 * docs/decisions/0064); the headers depend on the configuration only, so
 * helmet runs once here against a recording response.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    // Sent only over TLS, below: on plain http (a phone on the LAN, tests) it would be ignored or wrong.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // Icons and images are also loaded by a PWA hosted on another origin than the API.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const headers = securityHeaders(options);
  const names = Object.keys(headers);
  // Set first: a route that needs another policy (the demo game, the chat page) replaces it.
  // Synchronous hooks, one per stage (docs/decisions/0108).
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name of names) reply.header(name, headers[name]);
    done();
  });
  // Pages and the worker may also connect to the platform's other hosts (the domain list,
  // docs/decisions/0082): their calls move there when this host stops answering.
  const policy = headers['content-security-policy'] ?? '';
  const withOrigins = new Map<string, string>();
  const hsts = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;
  app.addHook('onSend', (request, reply, payload, done) => {
    // request.protocol says https over TLS, or behind a TRUST_PROXY proxy that says so.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', hsts);
    const type = reply.getHeader('content-type');
    const page = typeof type === 'string' && type.includes('text/html');
    const current = reply.getHeader('content-security-policy');
    // this policy, or this policy allowing a page's own inline script by its hash (the home's loader)
    if (!policy || !(page || request.url.startsWith('/sw.js')) || typeof current !== 'string' || withoutScriptHashes(current) !== policy) return done(null, payload);
    platformOrigins(app, request).then((found) => {
      const origins = [...found].sort();
      if (origins.length > 0) {
        const key = `${current}\n${origins.join(' ')}`;
        let extended = withOrigins.get(key);
        if (!extended) {
          extended = connectAlso(current, origins);
          if (withOrigins.size < 100) withOrigins.set(key, extended);
        }
        reply.header('content-security-policy', extended);
      }
      done(null, payload);
    }, (error: Error) => done(error));
  });
}

/** The policy with `origins` added to its connect-src (those not named there already). */
export function connectAlso(policy: string, origins: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const parts = directive.trim().split(/\s+/);
      if (parts[0] !== 'connect-src') return directive.trim();
      return [...parts, ...origins.filter((origin) => !parts.includes(origin))].join(' ');
    })
    .join('; ');
}

/**
 * The policy allowing one inline script by its SHA-256 (`'sha256-…'` in
 * script-src; CSP Level 2): the server-rendered home's loader
 * (server/ssr/render.ts `inlineLoader`, docs/decisions/0120). Only that exact
 * text runs; any other inline script is still refused.
 */
export function withScriptHash(policy: string, hash: string): string {
  // only the directive changes: the rest of the text stays as it was (the
  // hook below recognises this policy by its text)
  return policy.replace(/(^|;)(\s*script-src)([^;]*)/, (directive: string, start: string, name: string, sources: string) =>
    sources.trim().split(/\s+/).includes(hash) ? directive : `${start}${name}${sources.trimEnd()} ${hash}`,
  );
}

const SCRIPT_HASH = / 'sha256-[A-Za-z0-9+/]+={0,2}'/g;

/** The policy without the script hashes `withScriptHash` added. */
export function withoutScriptHashes(policy: string): string {
  return policy.replace(SCRIPT_HASH, '');
}
