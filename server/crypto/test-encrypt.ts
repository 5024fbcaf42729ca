/**
 * Encrypts a payload exactly as the browser does, with Web Crypto (Node's
 * globalThis.crypto.subtle is the same API): for server tests and tools.
 */
import { ENCRYPTION_SCHEME, KEY_ID_HEADER, type RsaKeyValue, type SealedEnvelope } from '../../contract/auth';
import { HEADERS } from '../../contract/headers';

function hexToBase64Url(hex: string): string {
  const even = hex.length % 2 === 1 ? `0${hex}` : hex;
  return Buffer.from(even, 'hex').toString('base64url');
}

export interface EncryptedRequest {
  headers: Record<string, string>;
  body: { value: string };
}

/** Overrides of the sealed envelope, for tests of stale and replayed bodies. */
export interface SealOptions {
  /** The body's clock, epoch ms (default now). */
  time?: number;
  /** The single-use nonce (default 128 random bits). */
  nonce?: string;
  /** Encrypts the payload itself, without the envelope (as clients did before it). */
  bare?: boolean;
}

/** Seals the payload in its envelope (sealedEnvelopeSchema) and encrypts it to the server key. */
export async function encryptPayload(payload: unknown, key: RsaKeyValue, options: SealOptions = {}): Promise<EncryptedRequest> {
  const envelope: SealedEnvelope = {
    t: options.time ?? Date.now(),
    n: options.nonce ?? Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(16))).toString('base64url'),
    p: payload,
  };
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
    await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(JSON.stringify(options.bare ? payload : envelope))),
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
