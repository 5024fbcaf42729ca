import { describe, expect, it } from 'vitest';
import {
  betOutcome, betReturnCents, combinedOddsHundredths, fairOddsHundredths, isQuarterLine, isValidLine, legFactor, picksOf,
  potentialReturnCents, resultOfEdge, settleLeg, type LegResult, type MarketKind, type Pick,
} from './sports-markets';

const s = (home: number, away: number) => ({ home, away });
const leg = (kind: MarketKind, line: number | null, pick: Pick, home: number, away: number) => settleLeg(kind, line, pick, s(home, away));

describe('market settlement', () => {
  it('1x2: exactly one of home, draw, away wins', () => {
    for (const [h, a, winner] of [[2, 1, 'home'], [1, 1, 'draw'], [0, 3, 'away']] as const) {
      for (const pick of picksOf('1x2')) expect(leg('1x2', null, pick, h, a)).toBe(pick === winner ? 'win' : 'loss');
    }
  });

  it('two-way winner (ml): a tie pushes both sides', () => {
    expect(leg('ml', null, 'home', 101, 99)).toBe('win');
    expect(leg('ml', null, 'away', 101, 99)).toBe('loss');
    expect(leg('ml', null, 'away', 0, 2)).toBe('win');
    expect(leg('ml', null, 'home', 88, 88)).toBe('push');
    expect(leg('ml', null, 'away', 88, 88)).toBe('push');
  });

  it('Asian handicap, whole lines: the margin on the line pushes', () => {
    // home −1: a one-goal win is a push, two goals a win
    expect(leg('ah', -1, 'home', 2, 1)).toBe('push');
    expect(leg('ah', -1, 'away', 2, 1)).toBe('push');
    expect(leg('ah', -1, 'home', 3, 1)).toBe('win');
    expect(leg('ah', -1, 'away', 3, 1)).toBe('loss');
    expect(leg('ah', -1, 'home', 1, 1)).toBe('loss');
    // level ball (0): a draw pushes
    expect(leg('ah', 0, 'home', 0, 0)).toBe('push');
    expect(leg('ah', 0, 'away', 0, 1)).toBe('win');
    // home +2 (the home side is the underdog)
    expect(leg('ah', 2, 'home', 0, 2)).toBe('push');
    expect(leg('ah', 2, 'home', 0, 1)).toBe('win');
    expect(leg('ah', 2, 'away', 0, 3)).toBe('win');
  });

  it('Asian handicap, half lines: never a push', () => {
    expect(leg('ah', -0.5, 'home', 1, 0)).toBe('win');
    expect(leg('ah', -0.5, 'home', 0, 0)).toBe('loss');
    expect(leg('ah', -0.5, 'away', 0, 0)).toBe('win');
    expect(leg('ah', 1.5, 'home', 0, 1)).toBe('win');
    expect(leg('ah', 1.5, 'away', 0, 2)).toBe('win');
    expect(leg('ah', -1.5, 'home', 2, 1)).toBe('loss');
  });

  it('Asian handicap, quarter lines: half the stake on each neighbouring line', () => {
    // home −0.25 = half on 0, half on −0.5
    expect(leg('ah', -0.25, 'home', 1, 0)).toBe('win');
    expect(leg('ah', -0.25, 'home', 0, 0)).toBe('half_loss');
    expect(leg('ah', -0.25, 'away', 0, 0)).toBe('half_win');
    expect(leg('ah', -0.25, 'away', 0, 1)).toBe('win');
    // home −0.75 = half on −0.5, half on −1
    expect(leg('ah', -0.75, 'home', 1, 0)).toBe('half_win');
    expect(leg('ah', -0.75, 'away', 1, 0)).toBe('half_loss');
    expect(leg('ah', -0.75, 'home', 2, 0)).toBe('win');
    expect(leg('ah', -0.75, 'home', 1, 1)).toBe('loss');
    // home +1.25 = half on +1, half on +1.5
    expect(leg('ah', 1.25, 'home', 0, 1)).toBe('half_win');
    expect(leg('ah', 1.25, 'away', 0, 1)).toBe('half_loss');
    expect(leg('ah', 1.25, 'home', 0, 2)).toBe('loss');
    expect(leg('ah', 1.25, 'home', 1, 1)).toBe('win');
  });

  it('over/under: whole, half and quarter totals', () => {
    expect(leg('ou', 2.5, 'over', 2, 1)).toBe('win');
    expect(leg('ou', 2.5, 'under', 2, 1)).toBe('loss');
    expect(leg('ou', 2.5, 'under', 1, 1)).toBe('win');
    expect(leg('ou', 3, 'over', 2, 1)).toBe('push');
    expect(leg('ou', 3, 'under', 2, 1)).toBe('push');
    expect(leg('ou', 3, 'over', 2, 2)).toBe('win');
    // 2.75 = half on 2.5, half on 3
    expect(leg('ou', 2.75, 'over', 2, 1)).toBe('half_win');
    expect(leg('ou', 2.75, 'under', 2, 1)).toBe('half_loss');
    expect(leg('ou', 2.75, 'over', 3, 1)).toBe('win');
    expect(leg('ou', 2.75, 'under', 1, 1)).toBe('win');
    // 2.25 = half on 2, half on 2.5
    expect(leg('ou', 2.25, 'over', 1, 1)).toBe('half_loss');
    expect(leg('ou', 2.25, 'under', 1, 1)).toBe('half_win');
    expect(leg('ou', 2.25, 'over', 2, 1)).toBe('win');
    // basketball totals
    expect(leg('ou', 170.5, 'over', 90, 81)).toBe('win');
    expect(leg('ou', 171, 'under', 90, 81)).toBe('push');
  });

  it('a quarter line settles as the average of its two halves, for every margin', () => {
    const value: Record<LegResult, number> = { win: 1, half_win: 0.5, push: 0, half_loss: -0.5, loss: -1, void: 0 };
    for (let line4 = -12; line4 <= 12; line4 += 1) {
      if (line4 % 2 === 0) continue;
      const line = line4 / 4;
      expect(isQuarterLine(line)).toBe(true);
      for (let h = 0; h <= 5; h += 1) {
        for (let a = 0; a <= 5; a += 1) {
          for (const pick of ['home', 'away'] as const) {
            const halves = (value[leg('ah', line - 0.25, pick, h, a)] + value[leg('ah', line + 0.25, pick, h, a)]) / 2;
            expect(value[leg('ah', line, pick, h, a)], `${pick} ${line} at ${h}-${a}`).toBe(halves);
          }
        }
      }
    }
  });

  it('the two sides of a handicap or total mirror each other', () => {
    const opposite: Record<LegResult, LegResult> = { win: 'loss', half_win: 'half_loss', push: 'push', half_loss: 'half_win', loss: 'win', void: 'void' };
    for (const line of [-2.75, -1.5, -1, -0.25, 0, 0.75, 2]) {
      for (let h = 0; h <= 4; h += 1) for (let a = 0; a <= 4; a += 1) expect(leg('ah', line, 'away', h, a)).toBe(opposite[leg('ah', line, 'home', h, a)]);
    }
    for (const line of [0.5, 2, 2.25, 2.75, 3.5]) {
      for (let h = 0; h <= 4; h += 1) for (let a = 0; a <= 4; a += 1) expect(leg('ou', line, 'under', h, a)).toBe(opposite[leg('ou', line, 'over', h, a)]);
    }
  });

  it('resultOfEdge reads quarters', () => {
    expect([-3, -2, -1, 0, 1, 2, 3].map(resultOfEdge)).toEqual(['loss', 'loss', 'half_loss', 'push', 'half_win', 'win', 'win']);
  });

  it('checks lines against their market', () => {
    expect(isValidLine('1x2', null)).toBe(true);
    expect(isValidLine('1x2', 0.5)).toBe(false);
    expect(isValidLine('ah', -0.75)).toBe(true);
    expect(isValidLine('ah', 0.3)).toBe(false);
    expect(isValidLine('ah', null)).toBe(false);
    expect(isValidLine('ou', 0)).toBe(false);
    expect(isValidLine('ou', 2.25)).toBe(true);
  });
});

describe('returns and parlays', () => {
  it('a single returns its stake times its factor, rounded down to the cent', () => {
    const stake = 1_000_000; // 10,000.00
    expect(betReturnCents(stake, [{ oddsH: 195, result: 'win' }])).toBe(1_950_000);
    expect(betReturnCents(stake, [{ oddsH: 195, result: 'half_win' }])).toBe(1_475_000);
    expect(betReturnCents(stake, [{ oddsH: 195, result: 'push' }])).toBe(stake);
    expect(betReturnCents(stake, [{ oddsH: 195, result: 'void' }])).toBe(stake);
    expect(betReturnCents(stake, [{ oddsH: 195, result: 'half_loss' }])).toBe(500_000);
    expect(betReturnCents(stake, [{ oddsH: 195, result: 'loss' }])).toBe(0);
    // 333 cents at 1.95 = 649.35 → 649
    expect(betReturnCents(333, [{ oddsH: 195, result: 'win' }])).toBe(649);
  });

  it('a parlay multiplies its legs; a push or void leg counts as 1.00', () => {
    expect(betReturnCents(10_000, [{ oddsH: 195, result: 'win' }, { oddsH: 210, result: 'win' }])).toBe(40_950);
    expect(betReturnCents(10_000, [{ oddsH: 195, result: 'win' }, { oddsH: 210, result: 'push' }])).toBe(19_500);
    expect(betReturnCents(10_000, [{ oddsH: 195, result: 'void' }, { oddsH: 210, result: 'win' }])).toBe(21_000);
    expect(betReturnCents(10_000, [{ oddsH: 195, result: 'win' }, { oddsH: 210, result: 'loss' }])).toBe(0);
    // a half win carries half at the odds and half back: 1.95 × (2.10 + 1) / 2
    expect(betReturnCents(10_000, [{ oddsH: 195, result: 'win' }, { oddsH: 210, result: 'half_win' }])).toBe(30_225);
    expect(betReturnCents(10_000, [{ oddsH: 195, result: 'win' }, { oddsH: 210, result: 'half_loss' }])).toBe(9_750);
  });

  it('is exact with many legs (no float drift)', () => {
    const odds = [187, 233, 199, 301, 145, 412, 256, 175, 199, 321];
    const exact = odds.reduce((p, o) => (p * BigInt(o)), 123_457n) / 10n ** 20n;
    expect(potentialReturnCents(123_457, odds)).toBe(Number(exact));
  });

  it('combined odds are the product, rounded down to two decimals', () => {
    expect(combinedOddsHundredths([195, 210])).toBe(409);
    expect(combinedOddsHundredths([150])).toBe(150);
    expect(combinedOddsHundredths([101, 101, 101])).toBe(103);
    expect(potentialReturnCents(10_000, [195, 210])).toBe(40_950);
  });

  it('names the outcome of a settled bet', () => {
    expect(betOutcome(10_000, [{ oddsH: 195, result: 'win' }]).status).toBe('won');
    expect(betOutcome(10_000, [{ oddsH: 195, result: 'half_win' }]).status).toBe('half_won');
    expect(betOutcome(10_000, [{ oddsH: 195, result: 'push' }])).toEqual({ status: 'push', returnCents: 10_000 });
    expect(betOutcome(10_000, [{ oddsH: 195, result: 'void' }, { oddsH: 180, result: 'void' }])).toEqual({ status: 'void', returnCents: 10_000 });
    expect(betOutcome(10_000, [{ oddsH: 195, result: 'half_loss' }])).toEqual({ status: 'half_lost', returnCents: 5_000 });
    expect(betOutcome(10_000, [{ oddsH: 195, result: 'win' }, { oddsH: 180, result: 'loss' }])).toEqual({ status: 'lost', returnCents: 0 });
    expect(betOutcome(10_000, [{ oddsH: 195, result: 'win' }, { oddsH: 180, result: 'push' }])).toEqual({ status: 'won', returnCents: 19_500 });
    expect(betOutcome(10_000, [{ oddsH: 195, result: 'push' }, { oddsH: 180, result: 'void' }])).toEqual({ status: 'push', returnCents: 10_000 });
  });

  it('leg factors', () => {
    expect(legFactor(250, 'half_win')).toEqual({ num: 350n, den: 200n });
    expect(legFactor(250, 'loss').num).toBe(0n);
  });
});

describe('pricing', () => {
  it('odds return the target on average, pushes and halves included', () => {
    // a quarter line with every outcome possible
    const chances = { win: 0.4, half_win: 0.1, push: 0, half_loss: 0.15, loss: 0.35 };
    const o = fairOddsHundredths(chances, 0.95)! / 100;
    const expected = chances.win * o + chances.half_win * (o + 1) / 2 + chances.half_loss * 0.5;
    expect(expected).toBeLessThanOrEqual(0.95);
    expect(expected).toBeGreaterThan(0.95 - 0.01 * (chances.win + chances.half_win / 2));
    expect(fairOddsHundredths({ win: 0.5, loss: 0.5 }, 0.95)).toBe(190);
    expect(fairOddsHundredths({ loss: 1 }, 0.95)).toBeNull();
    expect(fairOddsHundredths({ win: 0.999, loss: 0.001 }, 0.95)).toBe(101);
  });
});
