import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FISH_MULTIPLIERS } from '../../../../contract/fishing';
import { verifyShot } from './verify-shot';

const SEED = 'a'.repeat(64);
const HASH = createHash('sha256').update(SEED).digest('hex');

describe('verifyShot', () => {
  it('recomputes the shot’s float and catch as Node’s HMAC gives them, and checks the commitment', async () => {
    for (let nonce = 0; nonce < 40; nonce += 1) {
      const result = await verifyShot({ serverSeed: SEED, serverSeedHash: HASH, clientSeed: 'verify-me', nonce, species: 'shark' });
      if (result.kind !== 'done') throw new Error('not computed');
      const float = createHmac('sha256', SEED).update(`verify-me:${nonce}:0`).digest().readUInt32BE(0) / 2 ** 32;
      expect(result.hashMatches).toBe(true);
      expect(result.outcome).toEqual({ species: 'shark', multiplier: FISH_MULTIPLIERS.shark, float, caught: float * 40 < 0.96 });
    }
  });

  it('says when the seed does not match its hash, skips the check without one, and refuses a malformed seed', async () => {
    const other = await verifyShot({ serverSeed: 'b'.repeat(64), serverSeedHash: HASH, clientSeed: 'x', nonce: 0, species: 'clownfish' });
    expect(other).toMatchObject({ kind: 'done', hashMatches: false });
    expect(await verifyShot({ serverSeed: ` ${SEED.toUpperCase()} `, serverSeedHash: '', clientSeed: 'x', nonce: 0, species: 'clownfish' })).toMatchObject({ kind: 'done', hashMatches: null });
    expect(await verifyShot({ serverSeed: 'not-a-seed', serverSeedHash: HASH, clientSeed: 'x', nonce: 0, species: 'clownfish' })).toEqual({ kind: 'bad-seed' });
  });
});
