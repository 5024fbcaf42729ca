import * as v from 'valibot';
import { combinedOddsHundredths, MARKET_KINDS, oddsHundredths, PICKS, potentialReturnCents, type Pick as PickName } from '../../../../contract/sports-markets';
import { SPORTS, type Fixture, type PlaceSlipAsk, type SportsLimits } from '../../../../contract/sports';

/**
 * The bet slip (docs/decisions/0073): the selections the member picked,
 * each with the odds the member last saw and accepted, the stakes as typed,
 * and the request id of a slip being placed. Pure: the screen keeps it in
 * session storage (a reload keeps it) and compares it with the fixtures'
 * current odds; the server prices, accepts or refuses.
 */
export const slipSelectionSchema = v.object({
  fixtureId: v.number(),
  marketId: v.number(),
  kind: v.picklist(MARKET_KINDS),
  line: v.nullable(v.number()),
  pick: v.picklist(PICKS),
  /** The odds shown when added or last accepted: what the slip places at. */
  odds: v.number(),
  sport: v.picklist(SPORTS),
  league: v.pipe(v.string(), v.maxLength(80)),
  home: v.pipe(v.string(), v.maxLength(80)),
  away: v.pipe(v.string(), v.maxLength(80)),
  startsAt: v.number(),
});
export type SlipSelection = v.InferOutput<typeof slipSelectionSchema>;

const stakeTextSchema = v.pipe(v.string(), v.maxLength(32));
export const slipSchema = v.object({
  selections: v.pipe(v.array(slipSelectionSchema), v.maxLength(20)),
  /** A single's stake as typed, by market id. */
  singles: v.record(v.string(), stakeTextSchema),
  parlay: stakeTextSchema,
  /** Set while a slip is being placed: a retry after a lost reply repeats it, never places twice. */
  requestId: v.nullable(v.string()),
});
export type Slip = v.InferOutput<typeof slipSchema>;

export const EMPTY_SLIP: Slip = { selections: [], singles: {}, parlay: '', requestId: null };

/** Adds a selection; the same selection again takes it off; another pick of the same market replaces it. */
export function toggleSelection(slip: Slip, selection: SlipSelection): Slip {
  const same = slip.selections.find((s) => s.marketId === selection.marketId);
  const without = slip.selections.filter((s) => s.marketId !== selection.marketId);
  const singles = { ...slip.singles };
  if (same && same.pick === selection.pick) {
    delete singles[String(selection.marketId)];
    return { ...slip, selections: without, singles, requestId: null };
  }
  return { ...slip, selections: [...without, selection], singles, requestId: null };
}

export function removeSelection(slip: Slip, marketId: number): Slip {
  const singles = { ...slip.singles };
  delete singles[String(marketId)];
  return { ...slip, selections: slip.selections.filter((s) => s.marketId !== marketId), singles, requestId: null };
}

export const isPicked = (slip: Slip, marketId: number, pick: PickName): boolean => slip.selections.some((s) => s.marketId === marketId && s.pick === pick);

/** A selection's odds now: null when its fixture is no longer offered (kicked off, settled) or the market is gone. */
export function currentOdds(fixtures: readonly Fixture[], selection: { marketId: number; pick: PickName; fixtureId: number }): number | null {
  const fixture = fixtures.find((f) => f.fixtureId === selection.fixtureId);
  const market = fixture?.markets.find((m) => m.marketId === selection.marketId);
  return market?.selections.find((s) => s.pick === selection.pick)?.odds ?? null;
}

export interface OddsChange {
  marketId: number;
  from: number;
  /** null: the market closed. */
  to: number | null;
}

/** Where the slip's odds are not the current ones. */
export function slipChanges(slip: Slip, fixtures: readonly Fixture[]): OddsChange[] {
  return slip.selections.flatMap((s) => {
    const now = currentOdds(fixtures, s);
    return now === s.odds ? [] : [{ marketId: s.marketId, from: s.odds, to: now }];
  });
}

/** The member accepts the changes: moved odds become the slip's, closed selections leave it. */
export function acceptChanges(slip: Slip, changes: readonly OddsChange[]): Slip {
  let next: Slip = { ...slip, requestId: null };
  for (const change of changes) {
    next = change.to === null
      ? removeSelection(next, change.marketId)
      : { ...next, selections: next.selections.map((s) => (s.marketId === change.marketId ? { ...s, odds: change.to! } : s)) };
  }
  return next;
}

/** Why the slip cannot carry a parlay, or null when it can (two or more selections, each of another match, within the legs allowed). */
export function parlayProblem(slip: Slip, maxLegs: number): 'few' | 'same_match' | 'too_many' | null {
  if (slip.selections.length < 2) return 'few';
  if (new Set(slip.selections.map((s) => s.fixtureId)).size !== slip.selections.length) return 'same_match';
  return slip.selections.length > maxLegs ? 'too_many' : null;
}

export const parlayOdds = (slip: Slip): number => combinedOddsHundredths(slip.selections.map((s) => oddsHundredths(s.odds))) / 100;

/** A stake as the screen reads it: a value, or a problem to show beside its field. */
export type StakeReading = { stake: number; problem: null } | { stake: null; problem: string | null };

export interface SlipBet {
  kind: 'single' | 'parlay';
  marketId: number | null;
  stake: number;
  potentialReturn: number;
}

export interface PlannedSlip {
  bets: SlipBet[];
  totalStake: number;
  totalReturn: number;
  /** Stake problems by field ('parlay' or a market id): a dictionary key or an amount-input key. */
  problems: Record<string, string>;
}

/**
 * The bets the typed stakes make: every non-empty single stake and, when
 * the slip can carry one, the parlay stake; each held to the limits the
 * server serves (it applies them again).
 */
export function planSlip(slip: Slip, limits: SportsLimits, read: (text: string) => StakeReading): PlannedSlip {
  const problems: Record<string, string> = {};
  const bets: SlipBet[] = [];
  const check = (field: string, text: string, oddsH: number[], kind: SlipBet['kind'], marketId: number | null) => {
    if (text.trim() === '') return;
    const reading = read(text);
    if (reading.stake === null) {
      if (reading.problem) problems[field] = reading.problem;
      return;
    }
    if (reading.stake < limits.minStake || reading.stake > limits.maxStake) {
      problems[field] = 'sports.stake_range';
      return;
    }
    const potential = potentialReturnCents(Math.round(reading.stake * 100), oddsH) / 100;
    if (potential > limits.maxPayout) {
      problems[field] = 'sports.payout_over';
      return;
    }
    bets.push({ kind, marketId, stake: reading.stake, potentialReturn: potential });
  };
  for (const s of slip.selections) check(String(s.marketId), slip.singles[String(s.marketId)] ?? '', [oddsHundredths(s.odds)], 'single', s.marketId);
  if (parlayProblem(slip, limits.maxLegs) === null) check('parlay', slip.parlay, slip.selections.map((s) => oddsHundredths(s.odds)), 'parlay', null);
  const cents = (n: number) => Math.round(n * 100);
  return {
    bets,
    totalStake: bets.reduce((sum, b) => sum + cents(b.stake), 0) / 100,
    totalReturn: bets.reduce((sum, b) => sum + cents(b.potentialReturn), 0) / 100,
    problems,
  };
}

/** The request the planned bets make (without its node and request id). */
export function slipAsk(slip: Slip, planned: PlannedSlip): Pick<PlaceSlipAsk, 'selections' | 'singles' | 'parlay'> {
  const parlay = planned.bets.find((b) => b.kind === 'parlay');
  return {
    selections: slip.selections.map((s) => ({ marketId: s.marketId, pick: s.pick, odds: s.odds })),
    singles: planned.bets.flatMap((b) => (b.kind === 'single' ? [{ selection: slip.selections.findIndex((s) => s.marketId === b.marketId), stake: b.stake }] : [])),
    parlay: parlay ? { stake: parlay.stake } : null,
  };
}
