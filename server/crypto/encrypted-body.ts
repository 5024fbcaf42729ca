import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AUTH_ERROR_CODES, ENCRYPTION_SCHEME, KEY_ID_HEADER, SEALED_MAX_SKEW_MS, sealedEnvelopeSchema } from '../../contract/auth';
import { HEADERS } from '../../contract/headers';
import { parseInput } from '../http/validate';
import { WpsError } from '../http/wps-error';
import type { RsaServerKey } from './server-keys';

const IV_BYTES = 12;
const TAG_BYTES = 16;

function header(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value?.trim() || undefined;
}

const required = () => new WpsError(AUTH_ERROR_CODES.encryptionRequired, 'encryptionRequired', 400);
const invalid = () => new WpsError(AUTH_ERROR_CODES.encryptionInvalid, 'encryptionInvalid', 400);

/**
 * Opens an encrypted body (ENCRYPTION_SCHEME): X-RSA is the AES-256 key
 * wrapped with RSA-OAEP (SHA-256), the body's `value` is
 * base64(iv[12] ‖ ciphertext ‖ tag[16]) of the JSON payload. A plaintext
 * request is `encryption.required`; anything that does not open (another
 * key, a flipped bit, not JSON) is `encryption.invalid`. Both HTTP 400.
 */
function openBody(request: FastifyRequest, key: RsaServerKey): unknown {
  const body = request.body as { value?: unknown } | null | undefined;
  const scheme = header(request, HEADERS.encryption);
  const wrapped = header(request, HEADERS.wrappedKey);
  if (!scheme || !wrapped || typeof body !== 'object' || body === null || typeof body.value !== 'string') throw required();
  if (scheme !== ENCRYPTION_SCHEME) throw invalid();
  const keyId = header(request, KEY_ID_HEADER);
  // A stale key id (the client kept an old key): refuse, the client fetches the key again.
  if (keyId !== undefined && keyId !== key.keyId) throw invalid();
  try {
    const aesKey = privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(wrapped, 'base64'),
    );
    if (aesKey.length !== 32) throw invalid();
    const sealed = Buffer.from(body.value, 'base64');
    if (sealed.length < IV_BYTES + TAG_BYTES) throw invalid();
    const decipher = createDecipheriv('aes-256-gcm', aesKey, sealed.subarray(0, IV_BYTES));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    throw invalid();
  }
}

/**
 * Opens the body, then its sealed envelope (sealedEnvelopeSchema): a clock
 * more than SEALED_MAX_SKEW_MS from the server's is `encryption.stale`, a
 * nonce already seen is `encryption.replayed` (both HTTP 400). The nonce is
 * used up before the payload is even looked at, so a replay of a refused
 * body is refused too. Answers the payload.
 */
export async function decryptBody(request: FastifyRequest, key: RsaServerKey, now = Date.now()): Promise<unknown> {
  const envelope = v.safeParse(sealedEnvelopeSchema, openBody(request, key));
  if (!envelope.success) throw invalid();
  const { t, n, p } = envelope.output;
  if (!Number.isFinite(t) || Math.abs(now - t) > SEALED_MAX_SKEW_MS) {
    throw new WpsError(AUTH_ERROR_CODES.encryptionStale, 'encryptionStale', 400, { serverTime: now });
  }
  // Kept until its timestamp could no longer pass, whichever side of now it was.
  if (!(await key.seen.remember(n, 2 * SEALED_MAX_SKEW_MS))) {
    throw new WpsError(AUTH_ERROR_CODES.encryptionReplayed, 'encryptionReplayed', 400);
  }
  return p;
}

/** decryptBody, then the payload checked against its schema (request.invalid otherwise). */
export async function decryptPayload<S extends v.GenericSchema>(
  request: FastifyRequest, key: RsaServerKey, schema: S,
): Promise<v.InferOutput<S>> {
  return parseInput(schema, await decryptBody(request, key));
}
