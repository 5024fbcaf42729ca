/**
 * Encrypts a payload exactly as the browser does, with Web Crypto (Node's
 * globalThis.crypto.subtle is the same API): for server tests and tools.
 */
import { ENCRYPTION_SCHEME, KEY_ID_HEADER, type RsaKeyValue } from '../../src/api/contract/auth';
import { HEADERS } from '../../src/api/contract/headers';

function hexToBase64Url(hex: string): string {
  const even = hex.length % 2 === 1 ? `0${hex}` : hex;
  return Buffer.from(even, 'hex').toString('base64url');
}

export interface EncryptedRequest {
  headers: Record<string, string>;
  body: { value: string };
}

export async function encryptPayload(payload: unknown, key: RsaKeyValue): Promise<EncryptedRequest> {
  const { subtle } = globalThis.crypto;
  const publicKey = await subtle.importKey(
    'jwk',
    { kty: 'RSA', n: hexToBase64Url(key.modulus), e: hexToBase64Url(key.exponent), alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(JSON.stringify(payload))),
  );
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, await subtle.exportKey('raw', aesKey)));
  const value = new Uint8Array(iv.length + sealed.length);
  value.set(iv);
  value.set(sealed, iv.length);
  return {
    headers: {
      [HEADERS.encryption]: ENCRYPTION_SCHEME,
      [HEADERS.wrappedKey]: Buffer.from(wrapped).toString('base64'),
      [KEY_ID_HEADER]: key.keyId,
    },
    body: { value: Buffer.from(value).toString('base64') },
  };
}
