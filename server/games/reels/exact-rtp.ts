/**
 * The exact return to player of a reel set, from its strips alone (no
 * sampling). Every stop is equally likely, so the symbol a line crosses on
 * one reel is that reel's symbol mix whatever row the line takes, and reels
 * are independent: one line's expected pay is a sum over the 9⁵ symbol
 * tuples, and 20 lines at a twentieth of the bet each pay that same amount.
 * Scatters count anywhere; no reel shows two (reels-rtp.test.ts checks their
 * spacing), so their count is a sum of independent reel events.
 * Free spins: each spin (paid or free) awards F free spins on average, so a
 * paid spin leads to F / (1 − F) free spins, each worth the multiplier times
 * the spin's expected pay.
 */
import { linePay, REEL_SYMBOLS, type ReelGame, type ReelSymbol } from '../../../contract/reels';

export interface RtpBreakdown {
  /** Expected line pay per spin, as a multiple of the total bet. */
  lines: number;
  /** Expected scatter pay per spin, as a multiple of the total bet. */
  scatter: number;
  /** Probability that a spin triggers free spins. */
  triggerChance: number;
  /** Free spins awarded per spin, on average. */
  freeSpinsPerSpin: number;
  /** Return of the base game (paid spins alone). */
  base: number;
  /** Return of the free spins a paid spin leads to. */
  freeSpins: number;
  total: number;
}

function symbolMix(strip: readonly ReelSymbol[]): Map<ReelSymbol, number> {
  const mix = new Map<ReelSymbol, number>();
  for (const symbol of strip) mix.set(symbol, (mix.get(symbol) ?? 0) + 1 / strip.length);
  return mix;
}

function expectedLinePay(game: ReelGame): number {
  const mixes = game.strips.map(symbolMix);
  const tuple: ReelSymbol[] = [];
  let expected = 0;
  const walk = (reel: number, chance: number): void => {
    if (reel === mixes.length) {
      expected += chance * (linePay(game, tuple)?.pay ?? 0);
      return;
    }
    for (const symbol of REEL_SYMBOLS) {
      const share = mixes[reel]!.get(symbol);
      if (!share) continue;
      tuple[reel] = symbol;
      walk(reel + 1, chance * share);
    }
  };
  walk(0, 1);
  return expected;
}

/** Chance of each scatter count 0…reels. */
export function scatterCountChances(game: ReelGame): number[] {
  let chances = [1];
  for (const strip of game.strips) {
    const seen = (game.rows * strip.filter((s) => s === 'scatter').length) / strip.length;
    const next = new Array<number>(chances.length + 1).fill(0);
    chances.forEach((c, k) => {
      next[k]! += c * (1 - seen);
      next[k + 1]! += c * seen;
    });
    chances = next;
  }
  return chances;
}

export function exactRtp(game: ReelGame): RtpBreakdown {
  const lines = expectedLinePay(game);
  let scatter = 0;
  let triggerChance = 0;
  let freeSpinsPerSpin = 0;
  scatterCountChances(game).forEach((chance, count) => {
    if (count < 3) return;
    const tier = Math.min(count, 5) - 3;
    scatter += chance * game.scatterPays[tier]!;
    freeSpinsPerSpin += chance * game.freeSpins[tier]!;
    triggerChance += chance;
  });
  const base = lines + scatter;
  const freeSpins = base * game.freeSpinMultiplier * (freeSpinsPerSpin / (1 - freeSpinsPerSpin));
  return { lines, scatter, triggerChance, freeSpinsPerSpin, base, freeSpins, total: base + freeSpins };
}
