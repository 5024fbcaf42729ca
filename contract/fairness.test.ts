import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToFloat, CLIENT_SEED_PATTERN, roundBytes, roundFloats, seedMatchesHash, sha256Hex } from './fairness';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** The scheme written again with Node's own HMAC, to check the Web Crypto code against. */
function nodeFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor += 1) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i < 32 && floats.length < count; i += 4) {
      floats.push(bytes[i]! / 256 + bytes[i + 1]! / 65536 + bytes[i + 2]! / 16777216 + bytes[i + 3]! / 4294967296);
    }
  }
  return floats;
}

describe('provably fair derivation', () => {
  it('hashes the seed text with SHA-256 (known vector)', async () => {
    expect(await sha256Hex(SEED)).toBe('7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c');
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('keys HMAC-SHA256 with the server seed over clientSeed:nonce:cursor (known vector)', async () => {
    const bytes = await roundBytes(SEED, 'member-seed', 1, 0);
    expect(Buffer.from(bytes).toString('hex')).toBe('3d6b6f3b83990f0bdc9c0c0d18a316214e6ba5daf2e79f768fc7756f47499ee0');
    expect(await roundFloats(SEED, 'member-seed', 1, 5)).toEqual([
      0.23992057028226554, 0.5140542413573712, 0.8617560893762857, 0.0962385016027838, 0.30633007595315576,
    ]);
  });

  it('reads four bytes as b0/256 + b1/256² + b2/256³ + b3/256⁴, in [0, 1)', () => {
    expect(bytesToFloat([0, 0, 0, 0])).toBe(0);
    expect(bytesToFloat([128, 0, 0, 0])).toBe(0.5);
    expect(bytesToFloat([0, 0, 0, 1])).toBe(1 / 2 ** 32);
    expect(bytesToFloat([255, 255, 255, 255])).toBeLessThan(1);
    expect(bytesToFloat([9, 9, 64, 0, 0, 0], 2)).toBe(0.25);
  });

  it('moves the cursor after eight floats, as Node computes it', async () => {
    for (let i = 0; i < 20; i += 1) {
      const seed = randomBytes(32).toString('hex');
      const client = randomBytes(6).toString('base64url');
      expect(await roundFloats(seed, client, i * 7, 13)).toEqual(nodeFloats(seed, client, i * 7, 13));
    }
  });

  it('checks a revealed seed against its commitment', async () => {
    const hash = createHash('sha256').update(SEED).digest('hex');
    expect(await seedMatchesHash(SEED, hash)).toBe(true);
    expect(await seedMatchesHash(SEED, hash.toUpperCase())).toBe(true);
    expect(await seedMatchesHash(SEED.replace('9', '8'), hash)).toBe(false);
    expect(await seedMatchesHash('not hex', hash)).toBe(false);
  });

  it('refuses client seeds with the separator or control characters', () => {
    expect(CLIENT_SEED_PATTERN.test('lucky-7_ABC.xyz')).toBe(true);
    expect(CLIENT_SEED_PATTERN.test('a:b')).toBe(false);
    expect(CLIENT_SEED_PATTERN.test('with space')).toBe(false);
    expect(CLIENT_SEED_PATTERN.test('')).toBe(false);
    expect(CLIENT_SEED_PATTERN.test('x'.repeat(65))).toBe(false);
  });
});
