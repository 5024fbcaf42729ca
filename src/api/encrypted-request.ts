import * as v from 'valibot';
import { apiRequest, type RequestOptions } from './client';
import {
  AUTH_ERROR_CODES, AUTH_PATHS, ENCRYPTION_SCHEME, HEADERS, KEY_ID_HEADER, rsaKeyValueSchema, staleRefusalValueSchema, type SealedEnvelope,
} from '../../contract';
import { ApiError } from './errors';
import { encryptBody, importRsaPublicKey, randomNonce } from '../platform/crypto/body-encryption';

interface PublicKey {
  keyId: string;
  key: CryptoKey;
}

/** The server's public key, fetched once and kept in memory (never persisted). */
let cached: Promise<PublicKey> | null = null;

async function fetchPublicKey(signal?: AbortSignal): Promise<PublicKey> {
  const value = await apiRequest({ path: AUTH_PATHS.rsaKey, query: { t: Date.now() }, schema: rsaKeyValueSchema, signal });
  try {
    return { keyId: value.keyId, key: await importRsaPublicKey(value.modulus, value.exponent) };
  } catch (cause) {
    throw new ApiError('malformed', { serverMessage: 'unusable public key', cause });
  }
}

function publicKey(signal?: AbortSignal): Promise<PublicKey> {
  cached ??= fetchPublicKey(signal).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

export function forgetPublicKey(): void {
  cached = null;
}

type EncryptedOptions<S extends v.GenericSchema> = Omit<RequestOptions<S>, 'body' | 'method'> & {
  method: 'POST' | 'PUT';
  body: unknown;
};

/** How far the server's clock is ahead of this device's, learnt from an encryption.stale refusal. */
let clockOffsetMs = 0;

/** Each send seals the payload afresh: a new clock reading and a nonce the server will accept only once. */
export function sealEnvelope(payload: unknown, now = Date.now() + clockOffsetMs): SealedEnvelope {
  return { t: now, n: randomNonce(), p: payload };
}

async function sendOnce<S extends v.GenericSchema>(options: EncryptedOptions<S>): Promise<v.InferOutput<S>> {
  const { keyId, key } = await publicKey(options.signal);
  const sealed = await encryptBody(key, sealEnvelope(options.body));
  return apiRequest({
    ...options,
    body: { value: sealed.value },
    headers: {
      ...options.headers,
      [HEADERS.encryption]: ENCRYPTION_SCHEME,
      [HEADERS.wrappedKey]: sealed.wrappedKey,
      [KEY_ID_HEADER]: keyId,
    },
  });
}

/**
 * apiRequest with an encrypted body (login, register, passwords). When the
 * server no longer accepts the key (rotated, restarted), the key is fetched
 * again once and the request retried; when it finds the body's clock too
 * far off, the body is sealed again on the server's clock, once.
 */
export async function encryptedRequest<S extends v.GenericSchema>(options: EncryptedOptions<S>): Promise<v.InferOutput<S>> {
  try {
    return await sendOnce(options);
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === AUTH_ERROR_CODES.encryptionInvalid) {
      forgetPublicKey();
      return sendOnce(options);
    }
    // A device clock minutes off: seal again on the server's clock (once).
    const stale = error instanceof ApiError && error.errorCode === AUTH_ERROR_CODES.encryptionStale
      ? v.safeParse(staleRefusalValueSchema, error.value) : null;
    if (stale?.success) {
      clockOffsetMs = stale.output.serverTime - Date.now();
      return sendOnce(options);
    }
    throw error;
  }
}
