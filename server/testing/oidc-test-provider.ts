// oidc-provider ships no types: its declaration must reach the test project too, which includes no server/*.d.ts
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
/**
 * A real OpenID provider (the `oidc-provider` package) on a free port of
 * 127.0.0.1, for the social sign-in tests (docs/decisions/0078-social-sign-in-oidc.md):
 * discovery, keys, authorization with PKCE, a consent page, the token
 * endpoint. Its consent page has an Allow and a Cancel button (the
 * end-to-end journey taps them); `consent()` does the same over HTTP for
 * server tests. `tamperNextIdToken` rewrites the next ID token the token
 * endpoint hands out, to test that the relying party refuses it.
 */
import { createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  subject: string;
  email: string;
  name: string;
}

/** How the next ID token is spoiled: signed with a key the provider does not publish, or claims changed under its real key. */
export type IdTokenTamper = { kind: 'foreignKey' } | { kind: 'claims'; claims: Record<string, unknown> };

export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The client's redirect URIs, before the provider's first request. */
  setRedirectUris(uris: string[]): void;
  /** Who consents next (the consent page and `consent()` sign this account in). */
  setAccount(account: TestAccount): void;
  /** Follows an authorization URL as a browser that allows (or cancels) would; the callback's query string. */
  consent(authorizationUrl: string, choice?: 'allow' | 'deny'): Promise<string>;
  tamperNextIdToken(tamper: IdTokenTamper): void;
  close(): Promise<void>;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** The JWT with new claims, signed RS256 with `key` (the header, kid included, kept). */
function resign(jwt: string, key: KeyObject, claims: Record<string, unknown> = {}): string {
  const [header, payload] = jwt.split('.') as [string, string];
  const body = base64url(JSON.stringify({ ...(JSON.parse(Buffer.from(payload, 'base64url').toString()) as object), ...claims }));
  const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(key);
  return `${header}.${body}.${base64url(signature)}`;
}

const page = (uid: string, clientId: string) => `<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Test provider: consent</title></head><body style="font-family:sans-serif;padding:16px">
<h1>Test OpenID provider</h1><p>${clientId} asks to know who you are.</p>
<form method="post" action="/interaction/${uid}/allow"><button type="submit">Allow</button></form>
<form method="post" action="/interaction/${uid}/deny"><button type="submit">Cancel</button></form>
</body></html>`;

/**
 * `redirectUris` may come later (`setRedirectUris`) when the relying party's port is only known
 * once it runs: the provider itself is built on its first request, with the URIs known then.
 */
export async function startTestOpenIdProvider(options: { redirectUris?: string[]; clientId?: string } = {}): Promise<TestOpenIdProvider> {
  const clientId = options.clientId ?? 'wps-test-client';
  const clientSecret = `secret-${randomUUID()}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  let account: TestAccount = { subject: 'subject-1', email: 'player@example.com', name: 'Test Player' };
  let tamper: IdTokenTamper | null = null;
  let provider: Provider | null = null;
  let redirectUris = options.redirectUris ?? [];

  const interaction = async (req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) => {
    const live = provider!;
    const details = await live.interactionDetails(req, res);
    if (action === undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(uid, details.params.client_id ?? ''));
      return;
    }
    if (action === 'deny') {
      await live.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new live.Grant({ accountId: account.subject, clientId: details.params.client_id ?? '' });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    const grantId = await grant.save();
    await live.interactionFinished(req, res, { login: { accountId: account.subject }, consent: { grantId } }, { mergeWithLastSubmission: false });
  };

  const server = createServer((req, res) => {
    provider ??= build();
    const match = /^\/interaction\/([\w-]+)(?:\/(allow|deny))?$/.exec(req.url ?? '');
    if (match) {
      interaction(req, res, match[1]!, match[2]).catch((error: unknown) => {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const build = (): Provider => {
    const built = new Provider(issuer, {
      clients: [{
        client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris,
        grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic',
      }],
      jwks: { keys: [jwk] },
      findAccount: (_ctx: unknown, sub: string) => ({
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      }),
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // the email in the ID token itself, as Google puts it there
      conformIdTokenClaims: false,
      pkce: { methods: ['S256'], required: () => true },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: unknown, found: { uid: string }) => `/interaction/${found.uid}` },
      cookies: { keys: [randomUUID()] },
      // the provider's own errors stay out of the test output
      renderError: (ctx: { type: string; body: unknown }, out: Record<string, unknown>) => {
        ctx.type = 'json';
        ctx.body = out;
      },
    });
    built.use(async (ctx, next) => {
      await next();
      const body = ctx.body as { id_token?: unknown } | null;
      if (ctx.path !== '/token' || !tamper || !body || typeof body.id_token !== 'string') return;
      const spoil = tamper;
      tamper = null;
      body.id_token = spoil.kind === 'foreignKey' ? resign(body.id_token, foreignKey) : resign(body.id_token, privateKey, spoil.claims);
    });
    return built;
  };

  return {
    issuer,
    clientId,
    clientSecret,
    setRedirectUris(uris) {
      if (provider) throw new Error('the provider is already built with its redirect URIs');
      redirectUris = uris;
    },
    setAccount(next) {
      account = next;
    },
    tamperNextIdToken(next) {
      tamper = next;
    },
    async consent(authorizationUrl, choice = 'allow') {
      const cookies = new Map<string, string>();
      const redirects = redirectUris.map((uri) => new URL(uri));
      let url = new URL(authorizationUrl);
      let method = 'GET';
      for (let hop = 0; hop < 10; hop++) {
        const res = await fetch(url, { method, redirect: 'manual', headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
          if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
          else cookies.set(name, value);
        }
        const location = res.headers.get('location');
        await res.body?.cancel();
        if (location === null) {
          if (res.status !== 200 || !url.pathname.startsWith('/interaction/')) throw new Error(`provider answered ${res.status} at ${url.href}`);
          url = new URL(`${url.pathname}/${choice}`, issuer);
          method = 'POST';
          continue;
        }
        const next = new URL(location, url);
        if (redirects.some((r) => r.origin === next.origin && r.pathname === next.pathname)) return next.search;
        url = next;
        method = 'GET';
      }
      throw new Error('the provider redirected more than 10 times');
    },
    close: () => new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    }),
  };
}
