import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  colourOf, INSIDE_KINDS, pocketOf, POCKETS, RED_NUMBERS, rouletteReturnCents, rouletteRound, rouletteSpot, ROULETTE_SPOTS, spotsCovering, WHEEL_ORDER,
} from './roulette';

/** Where a number sits on the layout: row 1–12, column 1–3. */
const cell = (n: number) => ({ row: Math.ceil(n / 3), col: ((n - 1) % 3) + 1 });

describe('roulette layout', () => {
  it('has 37 pockets, 18 red, 18 black and the zero, the wheel holding each once', () => {
    expect(POCKETS).toBe(37);
    expect(RED_NUMBERS.size).toBe(18);
    expect([0, 1, 2, 36].map(colourOf)).toEqual(['green', 'red', 'black', 'red']);
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });

  it('offers every inside spot of the European layout, each paying 36 / numbers − 1', () => {
    const count = (kind: string) => ROULETTE_SPOTS.filter((s) => s.kind === kind).length;
    expect([count('straight'), count('split'), count('street'), count('corner'), count('line')]).toEqual([37, 60, 14, 23, 11]);
    const pays = Object.fromEntries(INSIDE_KINDS.map((k) => [k, ROULETTE_SPOTS.find((s) => s.kind === k && !s.numbers.includes(0))!.pays]));
    expect(pays).toEqual({ straight: 35, split: 17, street: 11, corner: 8, line: 5 });
    expect(rouletteSpot('corner-0-1-2-3')?.pays).toBe(8);
    expect(rouletteSpot('street-0-2-3')?.pays).toBe(11);
  });

  it('makes inside spots only of neighbours on the layout', () => {
    for (const spot of ROULETTE_SPOTS) {
      const nonZero = spot.numbers.filter((n) => n > 0);
      if (spot.kind === 'split' && nonZero.length === 2) {
        const [a, b] = nonZero.map(cell);
        expect(Math.abs(a!.row - b!.row) + Math.abs(a!.col - b!.col), spot.id).toBe(1);
      }
      if (spot.kind === 'street' && nonZero.length === 3) expect(new Set(nonZero.map((n) => cell(n).row)).size, spot.id).toBe(1);
      if (spot.kind === 'corner' && nonZero.length === 4) {
        const cells = nonZero.map(cell);
        expect(new Set(cells.map((c) => c.row)).size + new Set(cells.map((c) => c.col)).size, spot.id).toBe(4);
      }
      if (spot.kind === 'line') expect(new Set(spot.numbers.map((n) => cell(n).row)).size, spot.id).toBe(2);
      // the zero only sits beside 1, 2 and 3
      if (spot.numbers.includes(0) && spot.kind !== 'straight') expect(nonZero.every((n) => n <= 3), spot.id).toBe(true);
    }
  });

  it('names spots by kind and numbers, lowest first, and knows no other', () => {
    expect(rouletteSpot('split-17-20')?.numbers).toEqual([17, 20]);
    expect(rouletteSpot('split-20-17')).toBeUndefined();
    expect(rouletteSpot('split-3-4')).toBeUndefined();
    expect(rouletteSpot('corner-3-4-6-7')).toBeUndefined();
    expect(rouletteSpot('straight-37')).toBeUndefined();
    expect(rouletteSpot('line-34-35-36-37-38-39')).toBeUndefined();
    expect(rouletteSpot('__proto__')).toBeUndefined();
    expect(spotsCovering('corner', 5).map((s) => s.id)).toEqual(['corner-1-2-4-5', 'corner-2-3-5-6', 'corner-4-5-7-8', 'corner-5-6-8-9']);
    expect(spotsCovering('split', 1).map((s) => s.id)).toEqual(['split-0-1', 'split-1-2', 'split-1-4']);
  });

  it('has the outside spots: colours, parity, halves 1:1, dozens and columns 2:1', () => {
    const outside = ROULETTE_SPOTS.filter((s) => !(INSIDE_KINDS as readonly string[]).includes(s.kind));
    expect(outside.map((s) => `${s.id}:${s.pays}:${s.numbers.length}`)).toEqual([
      'red:1:18', 'black:1:18', 'odd:1:18', 'even:1:18', 'low:1:18', 'high:1:18',
      'dozen-1:2:12', 'dozen-2:2:12', 'dozen-3:2:12', 'column-1:2:12', 'column-2:2:12', 'column-3:2:12',
    ]);
    expect(rouletteSpot('column-1')?.numbers.slice(0, 3)).toEqual([1, 4, 7]);
    expect(rouletteSpot('dozen-3')?.numbers[0]).toBe(25);
  });
});

describe('roulette results and payouts', () => {
  it('maps a float to floor(float × 37)', () => {
    expect(pocketOf(0)).toBe(0);
    expect(pocketOf(1 / 37 - 1e-12)).toBe(0);
    expect(pocketOf(1 / 37)).toBe(1);
    expect(pocketOf(1 - 2 ** -32)).toBe(36);
  });

  it('returns (pays + 1) × the stake on a covered number, nothing otherwise; the zero loses outside bets', () => {
    expect(rouletteReturnCents('straight-17', 1000, 17)).toBe(36_000);
    expect(rouletteReturnCents('straight-17', 1000, 18)).toBe(0);
    expect(rouletteReturnCents('split-17-20', 1000, 20)).toBe(18_000);
    expect(rouletteReturnCents('street-16-17-18', 1000, 16)).toBe(12_000);
    expect(rouletteReturnCents('corner-16-17-19-20', 1000, 19)).toBe(9_000);
    expect(rouletteReturnCents('line-16-17-18-19-20-21', 1000, 21)).toBe(6_000);
    expect(rouletteReturnCents('red', 1000, 1)).toBe(2_000);
    expect(rouletteReturnCents('black', 1000, 1)).toBe(0);
    expect(rouletteReturnCents('even', 1000, 0)).toBe(0);
    expect(rouletteReturnCents('low', 1000, 0)).toBe(0);
    expect(rouletteReturnCents('dozen-2', 1000, 13)).toBe(3_000);
    expect(rouletteReturnCents('column-3', 1000, 36)).toBe(3_000);
    expect(rouletteReturnCents('straight-0', 1000, 0)).toBe(36_000);
    expect(() => rouletteReturnCents('purple', 1000, 1)).toThrow();
  });

  it('recomputes 1,000 rounds from revealed seeds with Node’s own HMAC to the same number', async () => {
    for (let r = 0; r < 1000; r += 1) {
      const seed = randomBytes(32).toString('hex');
      const clientSeed = `bgs-live-002-${r + 1}`;
      const b = createHmac('sha256', seed).update(`${clientSeed}:0:0`).digest();
      const float = b[0]! / 256 + b[1]! / 65536 + b[2]! / 16777216 + b[3]! / 4294967296;
      expect(await rouletteRound(seed, clientSeed, 0)).toBe(Math.floor(float * 37));
    }
  });
});
