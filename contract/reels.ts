import { roundFloats } from './fairness';

/**
 * The reels engine (docs/fairness.md, "Reels"): pure functions from a game's
 * data (reel-games.ts) and a round's floats to the window the member sees and
 * what it pays. The server settles with them; the verify screen recomputes
 * with them; the RTP test reads the same data.
 */

export const REEL_SYMBOLS = ['wild', 'scatter', 'seven', 'crown', 'gem', 'bell', 'coins', 'bar', 'cherry'] as const;
export type ReelSymbol = (typeof REEL_SYMBOLS)[number];
/** Symbols that pay on a line (wild pays its own row as well as standing in). */
export type LineSymbol = Exclude<ReelSymbol, 'scatter'>;

export interface ReelGame {
  id: string;
  rows: number;
  /** One strip per reel, read downwards and wrapping; a stop is the strip index shown on the top row. */
  strips: readonly (readonly ReelSymbol[])[];
  /** Each line names the row (0 top) it crosses on every reel, left to right. */
  lines: readonly (readonly number[])[];
  /** Multiples of the LINE bet for 3, 4 and 5 of a kind from the left. */
  pays: Readonly<Record<LineSymbol, readonly [number, number, number]>>;
  /** By scatter count (index 0 = three): multiples of the TOTAL bet, and free spins awarded. */
  scatterPays: readonly [number, number, number];
  freeSpins: readonly [number, number, number];
  /** Wins of a free spin are multiplied by this. */
  freeSpinMultiplier: number;
  /** The return to player docs/fairness.md states, checked exactly by reels-rtp.test.ts. */
  statedRtp: number;
}

export interface LineWin {
  /** Index into the game's lines (0-based; the screen shows it 1-based). */
  line: number;
  symbol: LineSymbol;
  count: number;
  /** Multiple of the line bet. */
  pay: number;
}

export interface Evaluation {
  lineWins: LineWin[];
  scatterCount: number;
  /** Multiple of the total bet. */
  scatterPay: number;
  freeSpinsWon: number;
}

/** A window: grid[reel][row]. */
export type ReelWindow = ReelSymbol[][];

const MIN_RUN = 3;

/** The strip index each reel stops at, one float per reel. */
export function stopsFromFloats(game: ReelGame, floats: readonly number[]): number[] {
  return game.strips.map((strip, reel) => Math.floor(floats[reel]! * strip.length));
}

export function windowAt(game: ReelGame, stops: readonly number[]): ReelWindow {
  return game.strips.map((strip, reel) =>
    Array.from({ length: game.rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}

function payOf(game: ReelGame, symbol: LineSymbol, count: number): number {
  return count < MIN_RUN ? 0 : game.pays[symbol][Math.min(count, 5) - MIN_RUN]!;
}

/**
 * What one line of symbols pays, left to right: wilds stand in for any
 * paying symbol; a run of leading wilds pays as wilds when that is more.
 */
export function linePay(game: ReelGame, symbols: readonly ReelSymbol[]): { symbol: LineSymbol; count: number; pay: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds += 1;
  const first = symbols[wilds];
  let best: { symbol: LineSymbol; count: number; pay: number } | null =
    wilds >= MIN_RUN ? { symbol: 'wild', count: wilds, pay: payOf(game, 'wild', wilds) } : null;
  if (first !== undefined && first !== 'scatter') {
    let count = wilds + 1;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === 'wild')) count += 1;
    const pay = payOf(game, first, count);
    if (pay > (best?.pay ?? 0)) best = { symbol: first, count, pay };
  }
  return best && best.pay > 0 ? best : null;
}

export function evaluateWindow(game: ReelGame, window: ReelWindow): Evaluation {
  const lineWins: LineWin[] = [];
  game.lines.forEach((rows, line) => {
    const win = linePay(game, rows.map((row, reel) => window[reel]![row]!));
    if (win) lineWins.push({ line, ...win });
  });
  const scatterCount = window.flat().filter((s) => s === 'scatter').length;
  const tier = Math.min(scatterCount, 5) - MIN_RUN;
  return {
    lineWins,
    scatterCount,
    scatterPay: tier >= 0 ? game.scatterPays[tier]! : 0,
    freeSpinsWon: tier >= 0 ? game.freeSpins[tier]! : 0,
  };
}

/**
 * The round's win in cents for a total bet in cents (a whole multiple of
 * the line count, so the line bet is whole cents too).
 */
export function winCents(game: ReelGame, evaluation: Evaluation, betCents: number, freeSpin: boolean): number {
  const lineBet = betCents / game.lines.length;
  const lines = evaluation.lineWins.reduce((sum, win) => sum + win.pay * lineBet, 0);
  const total = lines + evaluation.scatterPay * betCents;
  return freeSpin ? total * game.freeSpinMultiplier : total;
}

export interface ReelOutcome {
  stops: number[];
  window: ReelWindow;
  evaluation: Evaluation;
}

/** One round from its fairness values: floats → stops → window → evaluation. */
export async function playReels(game: ReelGame, serverSeed: string, clientSeed: string, nonce: number): Promise<ReelOutcome> {
  const floats = await roundFloats(serverSeed, clientSeed, nonce, game.strips.length);
  const stops = stopsFromFloats(game, floats);
  const window = windowAt(game, stops);
  return { stops, window, evaluation: evaluateWindow(game, window) };
}
