import { describe, expect, it } from 'vitest';
import { LUCKY_20 } from './reel-games';
import { evaluateWindow, linePay, playReels, stopsFromFloats, windowAt, winCents, type ReelSymbol, type ReelWindow } from './reels';

const game = LUCKY_20;

/** A window whose every row reads the given symbols across the five reels. */
function rowsWindow(top: ReelSymbol[], middle: ReelSymbol[], bottom: ReelSymbol[]): ReelWindow {
  return top.map((_, reel) => [top[reel]!, middle[reel]!, bottom[reel]!]);
}

describe('reels engine', () => {
  it('pays runs from the left, with wilds standing in', () => {
    expect(linePay(game, ['seven', 'seven', 'seven', 'bar', 'bar'])).toEqual({ symbol: 'seven', count: 3, pay: 25 });
    expect(linePay(game, ['wild', 'crown', 'wild', 'crown', 'gem'])).toEqual({ symbol: 'crown', count: 4, pay: 75 });
    expect(linePay(game, ['cherry', 'cherry', 'bar', 'cherry', 'cherry'])).toBeNull();
    expect(linePay(game, ['bar', 'cherry', 'cherry', 'cherry', 'cherry'])).toBeNull();
    // leading wilds pay as wilds when that is more than the symbol they complete
    expect(linePay(game, ['wild', 'wild', 'wild', 'cherry', 'bell'])).toEqual({ symbol: 'wild', count: 3, pay: 50 });
    expect(linePay(game, ['wild', 'wild', 'wild', 'seven', 'seven'])).toEqual({ symbol: 'seven', count: 5, pay: 500 });
    expect(linePay(game, ['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({ symbol: 'wild', count: 5, pay: 1000 });
    // a scatter breaks a line
    expect(linePay(game, ['wild', 'wild', 'scatter', 'gem', 'gem'])).toBeNull();
  });

  it('evaluates every line and the scatters anywhere', () => {
    const window = rowsWindow(
      ['gem', 'scatter', 'bell', 'scatter', 'coins'],
      ['bell', 'bell', 'bell', 'cherry', 'bar'],
      ['scatter', 'crown', 'cherry', 'gem', 'bar'],
    );
    const evaluation = evaluateWindow(game, window);
    // line 1 (middle row) pays three bells; line 4 (V: top, middle, bottom, middle, top) is gem, bell, cherry…: nothing
    expect(evaluation.lineWins).toContainEqual({ line: 0, symbol: 'bell', count: 3, pay: 10 });
    expect(evaluation.scatterCount).toBe(3);
    expect(evaluation.scatterPay).toBe(2);
    expect(evaluation.freeSpinsWon).toBe(10);
    // bet 20,000.00 (2,000,000 cents): line bet 100,000 cents
    const lines = evaluation.lineWins.reduce((sum, w) => sum + w.pay, 0);
    expect(winCents(game, evaluation, 2_000_000, false)).toBe(lines * 100_000 + 2 * 2_000_000);
    expect(winCents(game, evaluation, 2_000_000, true)).toBe(3 * (lines * 100_000 + 2 * 2_000_000));
  });

  it('maps floats to stops and reads the window downwards, wrapping', () => {
    expect(stopsFromFloats(game, [0, 0.5, 0.999, 0.03125, 0.0312])).toEqual([0, 16, 31, 1, 0]);
    const window = windowAt(game, [31, 0, 0, 0, 0]);
    expect(window[0]).toEqual([game.strips[0]![31], game.strips[0]![0], game.strips[0]![1]]);
  });

  it('plays a round from its fairness values alone', async () => {
    const seed = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    const outcome = await playReels(game, seed, 'member-seed', 1);
    // floats 0.2399…, 0.5140…, 0.8617…, 0.0962…, 0.3063… of the fairness test's vector
    expect(outcome.stops).toEqual([7, 16, 27, 3, 9]);
    expect(outcome).toEqual(await playReels(game, seed, 'member-seed', 1));
    expect(outcome.window.every((reel) => reel.length === 3)).toBe(true);
  });
});
