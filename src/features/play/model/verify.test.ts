import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LUCKY_20 } from '../../../../contract/reel-games';
import { lineColour, linePoints } from './line-path';
import { verifyRound } from './verify';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const HASH = createHash('sha256').update(SEED).digest('hex');

describe('verifying a round in the browser', () => {
  it('recomputes the stops Node computes from the same seeds, and checks the commitment', async () => {
    const result = await verifyRound({ reelSet: LUCKY_20.id, serverSeed: ` ${SEED.toUpperCase()} `, serverSeedHash: HASH, clientSeed: 'member-seed', nonce: 1 });
    expect(result.kind).toBe('done');
    if (result.kind !== 'done') return;
    const bytes = createHmac('sha256', SEED).update('member-seed:1:0').digest();
    expect(result.outcome.stops).toEqual(LUCKY_20.strips.map((s, i) => Math.floor((bytes.readUInt32BE(i * 4) / 2 ** 32) * s.length)));
    expect(result.hashMatches).toBe(true);
  });

  it('tells a wrong hash, skips a blank one, and refuses what is not a seed or a known reel set', async () => {
    const base = { reelSet: LUCKY_20.id, serverSeed: SEED, clientSeed: 'c', nonce: 0 };
    expect(await verifyRound({ ...base, serverSeedHash: '00'.repeat(32) })).toMatchObject({ hashMatches: false });
    expect(await verifyRound({ ...base, serverSeedHash: '' })).toMatchObject({ hashMatches: null });
    expect(await verifyRound({ ...base, serverSeed: 'xyz', serverSeedHash: '' })).toEqual({ kind: 'bad-seed' });
    expect(await verifyRound({ ...base, reelSet: 'nope', serverSeedHash: '' })).toEqual({ kind: 'unknown-set' });
  });
});

describe('payline drawing', () => {
  it('goes through the centre of each crossed cell', () => {
    expect(linePoints([0, 1, 2, 1, 0])).toBe('0.5,0.5 1.5,1.5 2.5,2.5 3.5,1.5 4.5,0.5');
    expect(lineColour(0)).not.toBe(lineColour(1));
  });
});
