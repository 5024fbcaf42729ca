import { idbGet, idbSet } from '../idb-store';
import { base64ToBytes, bytesToBase64, utf8 } from './encoding';
import { GCM_IV_BYTES } from './body-encryption';

/**
 * Seals small secrets (the remembered password) for this device only: an
 * AES-256-GCM key created NON-EXTRACTABLE and kept in IndexedDB (which
 * stores CryptoKey objects as they are), so script on the page can use it
 * but nobody can read it out, and the sealed text alone is useless.
 */
const KEY_NAME = 'auth:device-secret-key';

let pending: Promise<CryptoKey> | null = null;

async function loadOrCreateKey(): Promise<CryptoKey> {
  const stored = await idbGet<CryptoKey>(KEY_NAME);
  if (stored) return stored;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await idbSet(KEY_NAME, key);
  return key;
}

export function deviceSecretKey(): Promise<CryptoKey> {
  pending ??= loadOrCreateKey().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** base64(iv ‖ ciphertext ‖ tag) */
export async function sealText(text: string): Promise<string> {
  const key = await deviceSecretKey();
  const iv = crypto.getRandomValues(new Uint8Array(GCM_IV_BYTES));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, utf8(text)));
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv, 0);
  joined.set(sealed, iv.length);
  return bytesToBase64(joined);
}

/** The text, or null when it was sealed by another key or tampered with. */
export async function openText(sealed: string): Promise<string | null> {
  try {
    const key = await deviceSecretKey();
    const joined = base64ToBytes(sealed);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: joined.subarray(0, GCM_IV_BYTES) }, key, joined.subarray(GCM_IV_BYTES));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** For tests: forget the loaded key (a fresh fake IndexedDB is swapped in). */
export function resetSecretKeyForTests(): void {
  pending = null;
}
