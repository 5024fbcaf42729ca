import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { decryptBodyForTests, encryptBody, importRsaPublicKey } from './body-encryption';
import { base64ToBytes, bytesToBase64, hexToBase64Url } from './encoding';
import { deviceSecretKey, openText, resetSecretKeyForTests, sealText } from './secret-box';
import { idbGet, resetIdbForTests } from '../idb-store';

function base64UrlToHex(text: string): string {
  const bytes = base64ToBytes(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function serverKeyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { privateKey: pair.privateKey, modulus: base64UrlToHex(jwk.n!), exponent: base64UrlToHex(jwk.e!) };
}

describe('encodings', () => {
  it('turns hex numbers into JWK base64url without leading zero bytes', () => {
    expect(hexToBase64Url('10001')).toBe('AQAB');
    expect(hexToBase64Url('010001')).toBe('AQAB');
    expect(hexToBase64Url('00ff')).toBe('_w');
    expect(() => hexToBase64Url('xyz')).toThrow();
  });
  it('round-trips base64', () => {
    const bytes = new Uint8Array([0, 1, 250, 255, 62, 63]);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });
});

describe('body encryption (RSA-OAEP-256 + AES-256-GCM)', () => {
  it('produces a body the holder of the private key decrypts, with a fresh key and iv each time', async () => {
    const server = await serverKeyPair();
    const publicKey = await importRsaPublicKey(server.modulus, server.exponent);
    const payload = { username: 'demomember', password: 'Demo1234', type: 'username' };
    const first = await encryptBody(publicKey, payload);
    const second = await encryptBody(publicKey, payload);
    expect(first.value).not.toBe(second.value);
    expect(first.wrappedKey).not.toBe(second.wrappedKey);
    expect(await decryptBodyForTests(server.privateKey, first)).toEqual(payload);
    // iv 12 bytes + at least the 16-byte tag
    expect(base64ToBytes(first.value).length).toBeGreaterThanOrEqual(12 + 16 + JSON.stringify(payload).length);
    expect(base64ToBytes(first.wrappedKey).length).toBe(256);
  });

  it('a tampered body no longer decrypts', async () => {
    const server = await serverKeyPair();
    const body = await encryptBody(await importRsaPublicKey(server.modulus, server.exponent), { a: 1 });
    const bytes = base64ToBytes(body.value);
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    await expect(decryptBodyForTests(server.privateKey, { ...body, value: bytesToBase64(bytes) })).rejects.toThrow();
  });
});

describe('secret box (remembered password)', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    resetIdbForTests();
    resetSecretKeyForTests();
  });

  it('seals and opens text; the sealed text does not contain the secret', async () => {
    const sealed = await sealText('Demo1234');
    expect(sealed).not.toContain('Demo1234');
    expect(atob(sealed)).not.toContain('Demo1234');
    expect(await openText(sealed)).toBe('Demo1234');
  });

  it('keeps a non-extractable key in IndexedDB that survives a reload', async () => {
    const sealed = await sealText('secret');
    const key = await idbGet<CryptoKey>('auth:device-secret-key');
    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
    resetSecretKeyForTests();
    expect(await openText(sealed)).toBe('secret');
    expect((await deviceSecretKey()).extractable).toBe(false);
  });

  it('cannot open text sealed on another device or tampered with', async () => {
    const sealed = await sealText('secret');
    globalThis.indexedDB = new IDBFactory();
    resetIdbForTests();
    resetSecretKeyForTests();
    expect(await openText(sealed)).toBeNull();
    expect(await openText('not base64!')).toBeNull();
  });
});
