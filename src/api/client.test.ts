import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { apiRequest, configureClient } from './client';
import { ApiError } from './errors';
import { onSessionOver } from './session-events';
import { getSession, setSession } from '../platform/session';
import { stubWebStorage } from '../platform/web-storage.test-helper';
import { apiHosts, resetApiHostsForTests } from '../platform/api-failover';

function reply(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const schema = v.object({ n: v.number() });
let storage: Storage;

beforeEach(() => {
  storage = stubWebStorage();
  configureClient({ language: () => 'EN', device: () => 'PWA' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetApiHostsForTests();
});

describe('apiRequest', () => {
  it('asks with the HTTP cache bypassed, so a 304 from the server tags never reaches the parser', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => reply({ success: true, value: { n: 1 }, message: null, errorCode: null }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest({ path: '/wps/v2/system/status', schema });
    const init = fetchMock.mock.calls[0]![1]!;
    // no-store: the browser adds no If-None-Match of its own (docs/decisions/0064).
    expect(init.cache).toBe('no-store');
    expect(new Headers(init.headers).has('If-None-Match')).toBe(false);
  });

  it('sends the protocol headers and unwraps a valid value', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => reply({ success: true, value: { n: 7 }, message: null, errorCode: null }));
    vi.stubGlobal('fetch', fetchMock);
    setSession({ token: 'tok123', userName: 'u', type: 0, merchantCode: 'DEMO' });
    await expect(apiRequest({ path: '/wps/x', query: { a: 1, b: undefined }, schema })).resolves.toEqual({ n: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/wps/x?a=1');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Merchant).toBe('DEMO');
    expect(headers.Language).toBe('EN');
    expect(headers.Device).toBe('PWA');
    expect(headers.Authorization).toBe('tok123');
    expect(headers['X-Real-UA']).toBeTypeOf('string');
  });

  it('turns a value that breaks the contract into a malformed error', async () => {
    vi.stubGlobal('fetch', async () => reply({ success: true, value: { n: 'seven' }, message: null, errorCode: null }));
    const error = await apiRequest({ path: '/wps/x', schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('malformed');
    expect((error as ApiError).code).toBe('malformed');
  });

  it('turns a non-JSON 200 into a malformed error', async () => {
    vi.stubGlobal('fetch', async () => reply('<html>oops</html>'));
    await expect(apiRequest({ path: '/wps/x', schema })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('turns a 500 without an envelope into an http error', async () => {
    vi.stubGlobal('fetch', async () => reply('Internal Server Error', 500));
    const error = await apiRequest({ path: '/wps/x', schema }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect((error as ApiError).code).toBe('http');
  });

  it('keeps the error code and message of a refused request', async () => {
    vi.stubGlobal('fetch', async () => reply({ success: false, value: null, message: 'nope', errorCode: 'modify.new.old.same' }));
    const error = await apiRequest({ path: '/wps/x', schema }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', errorCode: 'modify.new.old.same' });
    expect((error as ApiError).code).toBe('modify.new.old.same');
  });

  it('shows the server text for a code it has no translation of', async () => {
    vi.stubGlobal('fetch', async () => reply({ success: false, value: null, message: 'Something odd', errorCode: 'odd.code' }));
    const error = await apiRequest({ path: '/wps/x', schema }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'odd.code', serverMessage: 'Something odd' });
  });

  it('times out when no answer comes', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = apiRequest({ path: '/wps/x', schema, timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1001);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('reports a failed transfer as a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest({ path: '/wps/x', schema })).rejects.toMatchObject({ kind: 'network' });
  });

  it.each(['login.not.session', 'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN', 'customer.not.login', 'token_ip_different'])(
    'clears the session and announces it on %s',
    async (code) => {
      vi.stubGlobal('fetch', async () => reply({ success: false, value: null, message: null, errorCode: code }));
      setSession({ token: 't', userName: 'u', type: 0, merchantCode: 'DEMO' });
      const heard = vi.fn();
      const stop = onSessionOver(heard);
      await expect(apiRequest({ path: '/wps/x', schema })).rejects.toMatchObject({ errorCode: code });
      stop();
      expect(getSession()).toBeNull();
      expect(storage.getItem('autoLogin')).toBe('0');
      expect(heard).toHaveBeenCalledWith(code);
    },
  );
});

describe('apiRequest on a domain list (docs/decisions/0082)', () => {
  const OTHER = 'https://m2.example';
  const ok = () => reply({ success: true, value: { n: 2 }, message: null, errorCode: null });
  /** This build's host ('' in Node: same origin) has stopped answering; OTHER answers everything. */
  function firstHostDown() {
    const calls: { url: string; method: string }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      if (url.startsWith(OTHER)) return ok();
      throw new TypeError('Failed to fetch');
    });
    return calls;
  }

  it('a GET whose host stopped answering is answered by the next healthy host, and later calls go there first', async () => {
    vi.useFakeTimers();
    const calls = firstHostDown();
    apiHosts().setDomains([OTHER]);
    const pending = apiRequest({ path: '/wps/member/info', schema });
    await vi.advanceTimersByTimeAsync(2500);
    await expect(pending).resolves.toEqual({ n: 2 });
    expect(calls.at(-1)).toEqual({ url: `${OTHER}/wps/member/info`, method: 'GET' });
    // the health probes named the domain route, not the call itself
    expect(calls.some((c) => c.url.startsWith('/wps/system/domainRoute?device=0'))).toBe(true);
    calls.length = 0;
    await expect(apiRequest({ path: '/wps/x', schema })).resolves.toEqual({ n: 2 });
    expect(calls).toEqual([{ url: `${OTHER}/wps/x`, method: 'GET' }]);
  });

  it('a POST is never sent twice: it fails as it did, and its retry goes to the new host', async () => {
    vi.useFakeTimers();
    const calls = firstHostDown();
    apiHosts().setDomains([OTHER]);
    const pending = apiRequest({ method: 'POST', path: '/wps/y', body: { a: 1 }, schema }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2500);
    expect(await pending).toMatchObject({ kind: 'network' });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ url: '/wps/y', method: 'POST' }]);
    await expect(apiRequest({ method: 'POST', path: '/wps/y', body: { a: 1 }, schema })).resolves.toEqual({ n: 2 });
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.url).toBe(`${OTHER}/wps/y`);
  });

  it('a 500 of one call on a host that answers its probe stays a 500 there', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return url.includes('/wps/broken') ? reply('Internal Server Error', 500) : reply({ success: true, value: [], message: null, errorCode: null });
    });
    apiHosts().setDomains([OTHER]);
    await expect(apiRequest({ path: '/wps/broken', schema })).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(calls.every((url) => !url.startsWith(OTHER))).toBe(true);
    expect(apiHosts().current()).toBe('');
  });
});

