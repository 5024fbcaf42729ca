import { base64ToBytes, bytesToBase64, hexToBase64Url, utf8 } from './encoding';

/**
 * Encrypted request bodies (contract ENCRYPTION_SCHEME): a fresh AES-256-GCM
 * key per request encrypts the JSON; RSA-OAEP-256 wraps that key for the
 * server. The live platform's shape is kept, its broken primitives are not.
 */
export const GCM_IV_BYTES = 12;

/** The server's public key from hex modulus and exponent. */
export function importRsaPublicKey(modulusHex: string, exponentHex: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'jwk',
    { kty: 'RSA', n: hexToBase64Url(modulusHex), e: hexToBase64Url(exponentHex), alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
}

export interface EncryptedBody {
  /** base64(iv[12] ‖ ciphertext ‖ tag): the `value` of the request body. */
  value: string;
  /** base64(RSA-OAEP-256(raw AES key)): the X-RSA header. */
  wrappedKey: string;
}

/** 128 random bits, base64url: a body's single-use nonce. */
export function randomNonce(): string {
  return bytesToBase64(crypto.getRandomValues(new Uint8Array(16))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function encryptBody(publicKey: CryptoKey, payload: unknown): Promise<EncryptedBody> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(GCM_IV_BYTES));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, utf8(JSON.stringify(payload))));
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, raw));
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv, 0);
  joined.set(sealed, iv.length);
  return { value: bytesToBase64(joined), wrappedKey: bytesToBase64(wrapped) };
}

/** The server side of the scheme, for tests: unwraps and decrypts a body. */
export async function decryptBodyForTests(privateKey: CryptoKey, body: EncryptedBody): Promise<unknown> {
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(body.wrappedKey));
  const aesKey = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
  const joined = base64ToBytes(body.value);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: joined.subarray(0, GCM_IV_BYTES) }, aesKey, joined.subarray(GCM_IV_BYTES));
  return JSON.parse(new TextDecoder().decode(plain));
}
