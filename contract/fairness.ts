import * as v from 'valibot';

/**
 * Provably fair outcomes (docs/fairness.md), the widely used scheme: the
 * server commits to a secret server seed by showing its SHA-256 first; each
 * round's bytes are HMAC-SHA256(key = server seed, message =
 * `clientSeed:nonce:cursor`), read four bytes to a float in [0, 1). Once the
 * member rotates the seed, the old one is revealed and every round it drove
 * can be recomputed. This module runs unchanged in Node 20+ and the browser
 * (Web Crypto), so the verify screen uses the very code the server plays with.
 */

/** A server seed: 32 random bytes, written as 64 lower-case hex digits (the HMAC key is this text). */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
export const CLIENT_SEED_MAX_LENGTH = 64;
/** Printable ASCII without the separator ':' (it would make two seeds' messages collide). */
export const CLIENT_SEED_PATTERN = /^[\x21-\x39\x3b-\x7e]{1,64}$/;
/** Bytes of one HMAC-SHA256 block: eight floats before the cursor moves on. */
const BLOCK_BYTES = 32;
const BYTES_PER_FLOAT = 4;

export const clientSeedSchema = v.pipe(v.string(), v.regex(CLIENT_SEED_PATTERN));
export const serverSeedSchema = v.pipe(v.string(), v.regex(SERVER_SEED_PATTERN));

/** What every round carries; `serverSeed` only once its seed was rotated (revealed). */
export const fairnessSchema = v.object({
  serverSeedHash: v.string(),
  clientSeed: v.string(),
  nonce: v.pipe(v.number(), v.integer(), v.minValue(0)),
  serverSeed: v.optional(v.nullable(v.string())),
});
export type Fairness = v.InferOutput<typeof fairnessSchema>;

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the seed's text, in hex: the commitment shown before play. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

// The key's type is left to inference: Node's types and the DOM's name it differently.
async function hmacKey(serverSeed: string) {
  return crypto.subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** The 32 bytes of one block: HMAC-SHA256(serverSeed, `clientSeed:nonce:cursor`). */
export async function roundBytes(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Promise<Uint8Array> {
  const key = await hmacKey(serverSeed);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}:${cursor}`)));
}

/** Four bytes as a float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴. */
export function bytesToFloat(bytes: ArrayLike<number>, offset = 0): number {
  let value = 0;
  for (let i = 0; i < BYTES_PER_FLOAT; i += 1) value += bytes[offset + i]! / 256 ** (i + 1);
  return value;
}

/**
 * The round's first `count` floats: block after block (cursor 0, 1, …),
 * eight floats per block, in byte order.
 */
export async function roundFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<number[]> {
  const floats: number[] = [];
  const perBlock = BLOCK_BYTES / BYTES_PER_FLOAT;
  for (let cursor = 0; floats.length < count; cursor += 1) {
    const bytes = await roundBytes(serverSeed, clientSeed, nonce, cursor);
    for (let i = 0; i < perBlock && floats.length < count; i += 1) floats.push(bytesToFloat(bytes, i * BYTES_PER_FLOAT));
  }
  return floats;
}

/** Whether a revealed server seed is the one its hash committed to. */
export async function seedMatchesHash(serverSeed: string, serverSeedHash: string): Promise<boolean> {
  return SERVER_SEED_PATTERN.test(serverSeed) && (await sha256Hex(serverSeed)) === serverSeedHash.toLowerCase();
}
