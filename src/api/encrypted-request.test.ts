import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { encryptedRequest, forgetPublicKey } from './encrypted-request';
import { ApiError } from './errors';
import { base64ToBytes } from '../platform/crypto/encoding';
import { decryptBodyForTests } from '../platform/crypto/body-encryption';

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
function b64url(text: string): Uint8Array {
  return base64ToBytes(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
}
function reply(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

let server: { privateKey: CryptoKey; modulus: string; exponent: string };

beforeEach(async () => {
  forgetPublicKey();
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  server = { privateKey: pair.privateKey, modulus: hex(b64url(jwk.n!)), exponent: hex(b64url(jwk.e!)) };
});
afterEach(() => vi.unstubAllGlobals());

describe('encryptedRequest', () => {
  it('fetches the key once, sends {value} with the scheme headers, and the server can read it', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      if (url.includes('/wps/session/key/rsa')) {
        return reply({ success: true, value: { modulus: server.modulus, exponent: server.exponent, keyId: 'k1' }, message: null, errorCode: null });
      }
      return reply({ success: true, value: { ok: true }, message: null, errorCode: null });
    });
    const payload = { username: 'demomember', password: 'Demo1234' };
    await encryptedRequest({ method: 'POST', path: '/wps/session/login', body: payload, schema: v.object({ ok: v.boolean() }) });
    await encryptedRequest({ method: 'POST', path: '/wps/session/login', body: payload, schema: v.object({ ok: v.boolean() }) });
    expect(seen.filter((s) => s.url.includes('/key/rsa'))).toHaveLength(1);
    const login = seen[1]!;
    const headers = login.init.headers as Record<string, string>;
    expect(headers.Encryption).toBe('RSA-OAEP-256+A256GCM');
    expect(headers['X-RSA-Key-Id']).toBe('k1');
    const body = JSON.parse(String(login.init.body)) as { value: string };
    expect(Object.keys(body)).toEqual(['value']);
    expect(String(login.init.body)).not.toContain('Demo1234');
    // The payload travels sealed with the clock and a single-use nonce (a replayed body is refused).
    const opened = await decryptBodyForTests(server.privateKey, { value: body.value, wrappedKey: headers['X-RSA']! });
    expect(opened).toMatchObject({ p: payload, n: expect.stringMatching(/^[\w-]{22}$/) });
    expect(Math.abs((opened as { t: number }).t - Date.now())).toBeLessThan(5_000);
    const second = JSON.parse(String(seen[2]!.init.body)) as { value: string };
    const reopened = await decryptBodyForTests(server.privateKey, { value: second.value, wrappedKey: (seen[2]!.init.headers as Record<string, string>)['X-RSA']! });
    expect((reopened as { n: string }).n).not.toBe((opened as { n: string }).n);
  });

  it('on encryption.invalid refetches the key once and retries once', async () => {
    let keyFetches = 0;
    let attempts = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('/key/rsa')) {
        keyFetches += 1;
        return reply({ success: true, value: { modulus: server.modulus, exponent: server.exponent, keyId: `k${keyFetches}` }, message: null, errorCode: null });
      }
      attempts += 1;
      return reply({ success: false, value: null, message: 'bad', errorCode: 'encryption.invalid' });
    });
    const call = encryptedRequest({ method: 'PUT', path: '/wps/member/register', body: {}, schema: v.unknown() });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(keyFetches).toBe(2);
    expect(attempts).toBe(2);
  });

  it('on encryption.stale seals again once on the server clock it was told', async () => {
    const serverTime = Date.now() + 20 * 60_000;
    const clocks: number[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.includes('/key/rsa')) return reply({ success: true, value: { modulus: server.modulus, exponent: server.exponent, keyId: 'k' }, message: null, errorCode: null });
      const body = JSON.parse(String(init.body)) as { value: string };
      const opened = await decryptBodyForTests(server.privateKey, { value: body.value, wrappedKey: (init.headers as Record<string, string>)['X-RSA']! });
      clocks.push((opened as { t: number }).t);
      return clocks.length === 1
        ? reply({ success: false, value: { serverTime }, message: 'stale', errorCode: 'encryption.stale' })
        : reply({ success: true, value: { ok: true }, message: null, errorCode: null });
    });
    await encryptedRequest({ method: 'POST', path: '/wps/session/login', body: {}, schema: v.object({ ok: v.boolean() }) });
    expect(clocks).toHaveLength(2);
    expect(Math.abs(clocks[0]! - Date.now())).toBeLessThan(5_000);
    expect(Math.abs(clocks[1]! - serverTime)).toBeLessThan(5_000);
  });

  it('other refusals are not retried', async () => {
    let attempts = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('/key/rsa')) return reply({ success: true, value: { modulus: server.modulus, exponent: server.exponent, keyId: 'k' }, message: null, errorCode: null });
      attempts += 1;
      return reply({ success: false, value: { needCaptcha: true, lockedUntil: null }, message: 'x', errorCode: 'login.cred.err' });
    });
    await expect(encryptedRequest({ method: 'POST', path: '/wps/session/login', body: {}, schema: v.unknown() })).rejects.toMatchObject({ errorCode: 'login.cred.err' });
    expect(attempts).toBe(1);
  });
});
