import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cang3Number, deNumber, drawPrizes, expectedReturn, hitsOf, loNumbers, PRIZE_COUNT, prizesFromFloats, settleSubOrder, stakeCents, type DrawPrizes,
} from './lottery-draw';

/** An XSMB-shaped result written by hand: special 12345, and "45" also ends the seventh prize twice. */
const PRIZES: DrawPrizes = [
  ['12345'], ['00001'], ['11111', '22222'], ['33333', '44444', '55555', '66666', '77777', '88888'],
  ['1299', '2300', '3401', '4502'], ['5603', '6704', '7805', '8906', '9007', '0108'], ['209', '310', '411'], ['45', '45', '12', '99'],
];

describe('fast lottery results', () => {
  it('has the northern lottery shape: 27 prizes, 5-digit special', () => {
    expect(PRIZE_COUNT).toBe(27);
    const prizes = prizesFromFloats(Array.from({ length: 27 }, (_, i) => (i + 0.5) / 27));
    expect(prizes.map((t) => t.length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    expect(prizes.map((t) => t[0]!.length)).toEqual([5, 5, 5, 5, 4, 4, 3, 2]);
  });

  it('maps each float to floor(float × 10^digits), zeros kept', () => {
    const floats = Array.from({ length: 27 }, () => 0.5);
    floats[0] = 0.00012;
    floats[26] = 0.07;
    const prizes = prizesFromFloats(floats);
    expect(prizes[0]![0]).toBe('00012');
    expect(prizes[7]![3]).toBe('07');
    expect(prizes[6]![0]).toBe('500');
  });

  it('derives đề, 3 càng and the 27 lô numbers from the prizes', () => {
    expect(deNumber(PRIZES)).toBe('45');
    expect(cang3Number(PRIZES)).toBe('345');
    expect(loNumbers(PRIZES)).toHaveLength(27);
    expect(loNumbers(PRIZES).slice(0, 3)).toEqual(['45', '01', '11']);
  });

  it('draws with HMAC-SHA256 of the draw seed, as Node computes it', async () => {
    const seed = 'ab'.repeat(32);
    const floats: number[] = [];
    for (let cursor = 0; floats.length < 27; cursor += 1) {
      const b = createHmac('sha256', seed).update(`bgs-lott-5m-7:0:${cursor}`).digest();
      for (let i = 0; i < 32 && floats.length < 27; i += 4) floats.push(b[i]! / 256 + b[i + 1]! / 65536 + b[i + 2]! / 16777216 + b[i + 3]! / 4294967296);
    }
    expect(await drawPrizes(seed, 'bgs-lott-5m-7')).toEqual(prizesFromFloats(floats));
  });
});

describe('fast lottery settlement', () => {
  const lo = { type: 'lo' as const, pointPriceCents: 2_300_000, payoutPerPointCents: 8_000_000 };
  it('pays lô once per occurrence', () => {
    // "45" ends the special prize and two seventh prizes: three hits.
    expect(hitsOf('lo', '45', PRIZES)).toBe(3);
    expect(settleSubOrder({ ...lo, numbers: ['45'], points: 2 }, PRIZES)).toEqual({ hits: 3, winCents: 3 * 2 * 8_000_000 });
    expect(settleSubOrder({ ...lo, numbers: ['45', '12', '98'], points: 1 }, PRIZES)).toEqual({ hits: 4, winCents: 4 * 8_000_000 });
    expect(settleSubOrder({ ...lo, numbers: ['98'], points: 5 }, PRIZES)).toEqual({ hits: 0, winCents: 0 });
  });

  it('pays đề on the special prize\'s last two digits only', () => {
    const de = { type: 'de' as const, pointPriceCents: 100_000, payoutPerPointCents: 9_500_000, points: 10 };
    expect(settleSubOrder({ ...de, numbers: ['45'] }, PRIZES)).toEqual({ hits: 1, winCents: 95_000_000 });
    // "12" appears as a lô number but is not the đề
    expect(settleSubOrder({ ...de, numbers: ['12', '99'] }, PRIZES)).toEqual({ hits: 0, winCents: 0 });
  });

  it('pays 3 càng on the special prize\'s last three digits', () => {
    const c = { type: 'cang3' as const, pointPriceCents: 100_000, payoutPerPointCents: 90_000_000, points: 1 };
    expect(settleSubOrder({ ...c, numbers: ['345', '045'] }, PRIZES)).toEqual({ hits: 1, winCents: 90_000_000 });
    expect(settleSubOrder({ ...c, numbers: ['123'] }, PRIZES).winCents).toBe(0);
  });

  it('stakes points × price on each number', () => {
    expect(stakeCents({ numbers: ['01', '02'], points: 3, pointPriceCents: 2_300_000 })).toBe(13_800_000);
  });

  it('states the configured odds\' return to player', () => {
    expect(expectedReturn('lo', 23_000, 80_000)).toBeCloseTo(0.9391, 4);
    expect(expectedReturn('de', 1_000, 95_000)).toBeCloseTo(0.95, 6);
    expect(expectedReturn('cang3', 1_000, 900_000)).toBeCloseTo(0.9, 6);
  });
});
