/**
 * How the reference book prices its markets (docs/decisions/0073): each
 * fixture carries a small model of the match, the model gives a chance to
 * every final score, and every selection's odds are those that return 95 %
 * of the stake on average under it (contract/sports-markets.ts
 * fairOddsHundredths, pushes and quarter-line halves included). Moving the
 * odds is nudging the model and pricing again.
 */
import { fairOddsHundredths, picksOf, settleLeg, type LegResult, type MarketKind, type Pick, type Score } from '../../contract/sports-markets';

/** What the book pays back on average per unit staked on any selection. */
export const BOOK_RETURN = 0.95;

export type MatchModel =
  /** Football: each side's goals are Poisson with these means. */
  | { kind: 'goals'; home: number; away: number }
  /** Basketball: each side's points are normal with these means and a spread of 10. */
  | { kind: 'points'; home: number; away: number }
  /** E-sports, best of three: the home side's chance to win a map. */
  | { kind: 'maps'; home: number };

export interface MarketSpec {
  kind: MarketKind;
  line: number | null;
}

export interface ScoreChance extends Score {
  p: number;
}

const POINTS_SPREAD = 10;

function poisson(mean: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= max; k += 1) {
    out.push(p);
    p *= mean / (k + 1);
  }
  return out;
}

/** Φ by the Abramowitz–Stegun approximation (error below 1e-7): enough for odds with two decimals. */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989422804014327 * Math.exp((-x * x) / 2);
  const tail = d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x >= 0 ? 1 - tail : tail;
}

function discreteNormal(mean: number, spread: number): { value: number; p: number }[] {
  const out: { value: number; p: number }[] = [];
  for (let value = Math.max(0, Math.round(mean - 5 * spread)); value <= Math.round(mean + 5 * spread); value += 1) {
    out.push({ value, p: normalCdf((value + 0.5 - mean) / spread) - normalCdf((value - 0.5 - mean) / spread) });
  }
  return out;
}

/** Every final score the model allows, with its chance (summing to 1). */
export function scoreChances(model: MatchModel): ScoreChance[] {
  const out: ScoreChance[] = [];
  if (model.kind === 'goals') {
    const home = poisson(model.home, 12);
    const away = poisson(model.away, 12);
    home.forEach((ph, h) => away.forEach((pa, a) => out.push({ home: h, away: a, p: ph * pa })));
  } else if (model.kind === 'points') {
    const home = discreteNormal(model.home, POINTS_SPREAD);
    const away = discreteNormal(model.away, POINTS_SPREAD);
    for (const h of home) for (const a of away) out.push({ home: h.value, away: a.value, p: h.p * a.p });
  } else {
    const q = model.home;
    out.push({ home: 2, away: 0, p: q * q }, { home: 2, away: 1, p: 2 * q * q * (1 - q) }, { home: 1, away: 2, p: 2 * q * (1 - q) * (1 - q) }, { home: 0, away: 2, p: (1 - q) * (1 - q) });
  }
  const total = out.reduce((sum, s) => sum + s.p, 0);
  return out.map((s) => ({ ...s, p: s.p / total }));
}

const expectedMargin = (chances: readonly ScoreChance[]) => chances.reduce((sum, s) => sum + s.p * (s.home - s.away), 0);
const expectedTotal = (chances: readonly ScoreChance[]) => chances.reduce((sum, s) => sum + s.p * (s.home + s.away), 0);
const toQuarter = (x: number) => Math.round(x * 4) / 4;
const toHalfPoint = (x: number) => Math.floor(x) + 0.5;
const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

/**
 * The markets a fixture offers, chosen once from its first model: football
 * 1x2, two handicaps (the nearest quarter line and the nearest half line)
 * and two totals; basketball a two-way winner, a half-point and a whole-point
 * handicap and the same totals; e-sports a winner, ±1.5 maps and 2.5 maps.
 */
export function marketsFor(model: MatchModel): MarketSpec[] {
  const chances = scoreChances(model);
  const margin = expectedMargin(chances);
  const total = expectedTotal(chances);
  if (model.kind === 'maps') {
    return [{ kind: 'ml', line: null }, { kind: 'ah', line: margin > 0 ? -1.5 : 1.5 }, { kind: 'ou', line: 2.5 }];
  }
  // the nearest quarter line, and the nearest half line (or whole line, when the nearest quarter is that half line)
  const lines = (x: number) => {
    const first = toQuarter(x);
    return [first, first === toHalfPoint(x) ? Math.round(x) : toHalfPoint(x)];
  };
  if (model.kind === 'goals') {
    const handicap = clamp(-margin, -3, 3);
    const totalLine = clamp(total, 0.75, 6);
    return [
      { kind: '1x2', line: null },
      ...lines(handicap).map((line) => ({ kind: 'ah' as const, line })),
      ...lines(totalLine).map((line) => ({ kind: 'ou' as const, line })),
    ];
  }
  const handicap = -margin;
  return [
    { kind: 'ml', line: null },
    { kind: 'ah', line: toHalfPoint(handicap) },
    { kind: 'ah', line: Math.round(handicap) },
    { kind: 'ou', line: toHalfPoint(total) },
    { kind: 'ou', line: Math.round(total) },
  ];
}

/** The chance of each result of one selection under the model. */
export function resultChances(chances: readonly ScoreChance[], market: MarketSpec, pick: Pick): Partial<Record<LegResult, number>> {
  const out: Partial<Record<LegResult, number>> = {};
  for (const s of chances) {
    const result = settleLeg(market.kind, market.line, pick, s);
    out[result] = (out[result] ?? 0) + s.p;
  }
  return out;
}

/** Odds (hundredths) of every selection of a market; a selection that cannot win gets the ceiling. */
export function priceMarket(model: MatchModel, market: MarketSpec, chances = scoreChances(model)): { pick: Pick; oddsH: number }[] {
  return picksOf(market.kind).map((pick) => ({ pick, oddsH: fairOddsHundredths(resultChances(chances, market, pick), BOOK_RETURN) ?? 5000 }));
}

/** A standard normal draw (Box–Muller) from a uniform source. */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** The model nudged a little (news, money coming in): what makes the odds move. */
export function drift(model: MatchModel, random: () => number): MatchModel {
  const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
  if (model.kind === 'goals') {
    return { kind: 'goals', home: round(clamp(model.home * Math.exp(0.06 * gaussian(random)), 0.3, 4), 4), away: round(clamp(model.away * Math.exp(0.06 * gaussian(random)), 0.3, 4), 4) };
  }
  if (model.kind === 'points') {
    return { kind: 'points', home: round(model.home + 1.2 * gaussian(random), 2), away: round(model.away + 1.2 * gaussian(random), 2) };
  }
  return { kind: 'maps', home: round(clamp(model.home + 0.025 * gaussian(random), 0.15, 0.85), 4) };
}

/** A final score drawn from the model: how the reference server plays out a fixture nobody resulted (docs/decisions/0073). */
export function simulateScore(model: MatchModel, random: () => number): Score {
  const chances = scoreChances(model);
  let x = random();
  for (const s of chances) {
    x -= s.p;
    if (x < 0) return { home: s.home, away: s.away };
  }
  const last = chances[chances.length - 1]!;
  return { home: last.home, away: last.away };
}
