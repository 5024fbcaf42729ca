/**
 * The sportsbook's markets and their settlement, pure and shared
 * (docs/decisions/0073-sports-and-cockfight.md): the server settles bets and
 * prices odds with these rules, the bet slip shows combined odds and the
 * potential return with the same arithmetic.
 *
 * Money is integer cents and odds are integer hundredths (1.95 → 195), so
 * a return is exact: floor(stake × Π factor) with BigInt, never a float.
 */

/** 1x2: home / draw / away; ml: a two-way winner (a tie pushes); ah: Asian handicap; ou: over/under the total. */
export const MARKET_KINDS = ['1x2', 'ml', 'ah', 'ou'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

export const PICKS = ['home', 'draw', 'away', 'over', 'under'] as const;
export type Pick = (typeof PICKS)[number];

/** What one selection did: half results come from quarter lines (the stake split over two neighbouring lines). */
export const LEG_RESULTS = ['win', 'half_win', 'push', 'half_loss', 'loss', 'void'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];

/** A bet's state: open until every leg has a result. */
export const BET_STATUSES = ['open', 'won', 'half_won', 'push', 'half_lost', 'lost', 'void'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

export interface Score {
  home: number;
  away: number;
}

/** The selections a market offers, in display order. */
export function picksOf(kind: MarketKind): readonly Pick[] {
  if (kind === '1x2') return ['home', 'draw', 'away'];
  if (kind === 'ou') return ['over', 'under'];
  return ['home', 'away'];
}

/** The largest handicap or total a market may carry (quarters of a goal, point or map). */
export const MAX_LINE = 400;

/**
 * Whether a line suits its market: none for 1x2 and ml; a multiple of 0.25
 * for ah (the home side's handicap, e.g. −0.75) and ou (a positive total).
 */
export function isValidLine(kind: MarketKind, line: number | null): boolean {
  if (kind === '1x2' || kind === 'ml') return line === null;
  if (line === null || !Number.isFinite(line) || !Number.isInteger(line * 4) || Math.abs(line) > MAX_LINE) return false;
  return kind === 'ah' || line > 0;
}

/** A whole or half line splits nothing; a quarter line (x.25, x.75) is half a stake on each neighbouring half/whole line. */
export const isQuarterLine = (line: number): boolean => Math.abs(Math.round(line * 4)) % 2 === 1;

const bySign = (edge: number): LegResult => (edge > 0 ? 'win' : edge < 0 ? 'loss' : 'push');

/**
 * The result of a handicap or total, from the pick's edge in quarters
 * (its side's margin plus its line, ×4). An even edge is a whole or half
 * line: positive wins, zero pushes, negative loses. An odd edge is a quarter
 * line: the two halves sit on edge − 1 and edge + 1 (a quarter either side),
 * so win + push is a half win and push + loss a half loss.
 */
export function resultOfEdge(edge4: number): LegResult {
  if (edge4 % 2 === 0) return bySign(edge4);
  const low = bySign(edge4 - 1);
  const high = bySign(edge4 + 1);
  if (low === high) return low;
  return low === 'push' ? 'half_win' : 'half_loss';
}

/**
 * Settles one selection against a final score. `line` is the home side's
 * handicap for ah (the away side takes its opposite) and the total for ou.
 */
export function settleLeg(kind: MarketKind, line: number | null, pick: Pick, score: Score): LegResult {
  const { home, away } = score;
  if (kind === '1x2') {
    const winner: Pick = home > away ? 'home' : home < away ? 'away' : 'draw';
    return pick === winner ? 'win' : 'loss';
  }
  if (kind === 'ml') {
    if (home === away) return 'push';
    return (pick === 'home') === home > away ? 'win' : 'loss';
  }
  const line4 = Math.round((line ?? 0) * 4);
  if (kind === 'ah') {
    return resultOfEdge(pick === 'home' ? 4 * (home - away) + line4 : 4 * (away - home) - line4);
  }
  const total4 = 4 * (home + away);
  return resultOfEdge(pick === 'over' ? total4 - line4 : line4 - total4);
}

/** Odds as integer hundredths: 1.95 → 195 (odds carry two decimals on the wire). */
export const oddsHundredths = (odds: number): number => Math.round(odds * 100);

/** What a leg multiplies the stake by, as a fraction: its odds on a win, half of it on a half, 1 on a push or void. */
export function legFactor(oddsH: number, result: LegResult): { num: bigint; den: bigint } {
  switch (result) {
    case 'win': return { num: BigInt(oddsH), den: 100n };
    case 'half_win': return { num: BigInt(oddsH + 100), den: 200n };
    case 'push':
    case 'void': return { num: 1n, den: 1n };
    case 'half_loss': return { num: 1n, den: 2n };
    case 'loss': return { num: 0n, den: 1n };
  }
}

/**
 * What a bet returns (stake included), in cents, rounded down: the stake
 * times every leg's factor. A single is a parlay of one leg; in a parlay a
 * pushed or void leg counts as odds 1.00 and a half result as half a stake
 * carried on (the usual Asian parlay rule).
 */
export function betReturnCents(stakeCents: number, legs: readonly { oddsH: number; result: LegResult }[]): number {
  let num = BigInt(stakeCents);
  let den = 1n;
  for (const leg of legs) {
    const f = legFactor(leg.oddsH, leg.result);
    num *= f.num;
    den *= f.den;
  }
  return Number(num / den);
}

/** The return if every leg wins (the slip's "potential return"). */
export const potentialReturnCents = (stakeCents: number, oddsH: readonly number[]): number =>
  betReturnCents(stakeCents, oddsH.map((o) => ({ oddsH: o, result: 'win' as const })));

/** Combined odds of a parlay in hundredths, rounded down (1.95 × 2.10 = 4.095 → 409). */
export function combinedOddsHundredths(oddsH: readonly number[]): number {
  let num = 1n;
  let den = 1n;
  for (const o of oddsH) {
    num *= BigInt(o);
    den *= 100n;
  }
  return Number((num * 100n) / den);
}

/**
 * A settled bet's status and return. All legs void: void (stake back);
 * a lost leg: lost; otherwise by what it returns against the stake. A
 * single's half results keep their names.
 */
export function betOutcome(stakeCents: number, legs: readonly { oddsH: number; result: LegResult }[]): { status: Exclude<BetStatus, 'open'>; returnCents: number } {
  const returnCents = betReturnCents(stakeCents, legs);
  if (legs.every((l) => l.result === 'void')) return { status: 'void', returnCents };
  if (legs.some((l) => l.result === 'loss')) return { status: 'lost', returnCents };
  if (legs.length === 1 && legs[0]!.result === 'half_win') return { status: 'half_won', returnCents };
  if (returnCents > stakeCents) return { status: 'won', returnCents };
  if (returnCents === stakeCents) return { status: 'push', returnCents };
  return { status: 'half_lost', returnCents };
}

/**
 * Odds that return `target` (e.g. 0.95) of the stake on average, given the
 * chance of each result. A win returns o, a half win (o + 1) / 2, a push 1,
 * a half loss 1/2, so E = o·(w + hw/2) + (hw/2 + p + hl/2); solved for o.
 * Answers hundredths, rounded down, within [1.01, 50.00]; null when the
 * selection cannot win (nothing to price).
 */
export function fairOddsHundredths(chances: Readonly<Partial<Record<LegResult, number>>>, target: number): number | null {
  const w = chances.win ?? 0;
  const hw = chances.half_win ?? 0;
  const p = (chances.push ?? 0) + (chances.void ?? 0);
  const hl = chances.half_loss ?? 0;
  const slope = w + hw / 2;
  if (slope <= 1e-9) return null;
  const odds = (target - (hw / 2 + p + hl / 2)) / slope;
  return Math.min(5000, Math.max(101, Math.floor(odds * 100 + 1e-9)));
}

/** A selection's line as its side reads it (+0.5, −1.25 for a handicap; 2.5 for a total); empty without a line. */
export function lineText(kind: MarketKind, line: number | null, pick: Pick): string {
  if (line === null) return '';
  if (kind === 'ou') return String(line);
  const own = pick === 'away' ? -line : line;
  return own > 0 ? `+${own}` : own === 0 ? '0' : `−${Math.abs(own)}`;
}
