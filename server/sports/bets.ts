/**
 * A member's sports bets (docs/decisions/0073). A slip is placed in one
 * transaction: the fixtures of its selections held `for share` (so no odds
 * move, no result lands and no kick-off is passed half way), every odds the
 * slip showed compared with the current ones, the stakes held to the book's
 * limits, then each bet (every single, the parlay) inserted with its legs
 * and its stake posted to the ledger naming it. A stake beyond the balance
 * rolls the whole slip back.
 */
import {
  combinedOddsHundredths, isValidLine, oddsHundredths, potentialReturnCents, type BetStatus, type LegResult, type MarketKind, type Pick,
} from '../../contract/sports-markets';
import {
  SPORTS_BETS_LIMIT, SPORTS_ERROR_CODES, type PlaceSlipAsk, type PlacedSlip, type Sport, type SportsBet, type SportsCategory, type SportsLimits,
} from '../../contract/sports';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { post } from '../wallet/ledger';
import { readBalance } from '../wallet/wallet';
import { betReference } from './settle';

export interface BookLimits {
  minStakeCents: number;
  maxStakeCents: number;
  maxPayoutCents: number;
  maxLegs: number;
}

export async function loadLimits(db: Db, merchantCode: string): Promise<BookLimits | null> {
  const [row] = await db.query<{ min_c: string; max_c: string; payout_c: string; max_legs: number }>(
    `select (min_stake * 100)::bigint::text as min_c, (max_stake * 100)::bigint::text as max_c, (max_payout * 100)::bigint::text as payout_c, max_legs
       from sports_books where merchant_code = $1`,
    [merchantCode],
  );
  return row ? { minStakeCents: Number(row.min_c), maxStakeCents: Number(row.max_c), maxPayoutCents: Number(row.payout_c), maxLegs: Number(row.max_legs) } : null;
}

export const publicLimits = (l: BookLimits): SportsLimits => ({
  minStake: l.minStakeCents / 100, maxStake: l.maxStakeCents / 100, maxPayout: l.maxPayoutCents / 100, maxLegs: l.maxLegs,
});

const slipInvalid = () => new WpsError(SPORTS_ERROR_CODES.slipInvalid, 'sportsSlipInvalid', 400);
const stakeLimit = () => new WpsError(SPORTS_ERROR_CODES.stakeLimit, 'sportsStakeLimit', 400);

interface PlannedBet {
  kind: 'single' | 'parlay';
  legs: number[];
  stakeCents: number;
}

/** The bets a slip asks for, its shape checked (every selection's market once, singles on real selections, a parlay of two or more). */
function plan(ask: PlaceSlipAsk, limits: BookLimits): PlannedBet[] {
  if (new Set(ask.selections.map((s) => s.marketId)).size !== ask.selections.length) throw slipInvalid();
  const singled = new Set<number>();
  const bets: PlannedBet[] = [];
  for (const single of ask.singles) {
    if (single.selection >= ask.selections.length || singled.has(single.selection)) throw slipInvalid();
    singled.add(single.selection);
    bets.push({ kind: 'single', legs: [single.selection], stakeCents: Math.round(single.stake * 100) });
  }
  if (ask.parlay) {
    if (ask.selections.length < 2 || ask.selections.length > limits.maxLegs) throw new WpsError(SPORTS_ERROR_CODES.parlayInvalid, 'sportsParlayInvalid', 400);
    bets.push({ kind: 'parlay', legs: ask.selections.map((_, i) => i), stakeCents: Math.round(ask.parlay.stake * 100) });
  }
  if (bets.length === 0) throw slipInvalid();
  for (const bet of bets) if (bet.stakeCents < limits.minStakeCents || bet.stakeCents > limits.maxStakeCents) throw stakeLimit();
  return bets;
}

interface HeldSelection {
  fixture_id: string;
  status: string;
  starts_at: Date | string;
  category: SportsCategory;
  market_id: string;
  kind: MarketKind;
  line: string | null;
  pick: Pick;
  odds_h: string;
}

export async function placeSlip(
  db: Db, slip: { memberId: number; merchantCode: string; nodeId: string; category: SportsCategory; ask: PlaceSlipAsk; limits: BookLimits; now: number },
): Promise<PlacedSlip> {
  const { memberId, ask, limits, now } = slip;
  const known = await db.query<{ id: string }>('select id::text from sports_bets where member_id = $1 and request_id = $2 order by slip_index', [memberId, ask.requestId]);
  if (known.length > 0) return { bets: await betsByIds(db, memberId, known.map((k) => Number(k.id))), balance: await readBalance(db, memberId) };
  const bets = plan(ask, limits);

  const ids = await db.transaction(async (tx) => {
    const held = await tx.query<HeldSelection>(
      `select f.id::text as fixture_id, f.status, f.starts_at, f.category, m.id::text as market_id, m.kind, m.line::text, s.pick,
              (s.odds * 100)::bigint::text as odds_h
         from sports_markets m join sports_fixtures f on f.id = m.fixture_id join sports_selections s on s.market_id = m.id
        where m.id = any($1::bigint[]) and f.merchant_code = $2 order by f.id for share of f`,
      [ask.selections.map((s) => s.marketId), slip.merchantCode],
    );
    const rows = ask.selections.map((s) => held.find((h) => Number(h.market_id) === s.marketId && h.pick === s.pick));
    // a closed or unknown market first (nothing to accept there), then moved odds: the refusal lists what the slip must show now
    const closed = ask.selections.filter((_, i) => {
      const row = rows[i];
      return !row || row.status !== 'open' || new Date(row.starts_at).getTime() <= now || row.category !== slip.category;
    });
    if (closed.length > 0) {
      throw new WpsError(SPORTS_ERROR_CODES.marketClosed, 'sportsMarketClosed', 409, { changes: closed.map((s) => ({ marketId: s.marketId, pick: s.pick, odds: null })) });
    }
    const moved = ask.selections.flatMap((s, i) => (Number(rows[i]!.odds_h) === oddsHundredths(s.odds) ? [] : [{ marketId: s.marketId, pick: s.pick, odds: Number(rows[i]!.odds_h) / 100 }]));
    if (moved.length > 0) throw new WpsError(SPORTS_ERROR_CODES.oddsChanged, 'sportsOddsChanged', 409, { changes: moved });
    const parlay = bets.find((b) => b.kind === 'parlay');
    if (parlay && new Set(rows.map((r) => r!.fixture_id)).size !== rows.length) throw new WpsError(SPORTS_ERROR_CODES.parlayInvalid, 'sportsParlayInvalid', 400);

    const placed: number[] = [];
    for (const [index, bet] of bets.entries()) {
      const legRows = bet.legs.map((i) => rows[i]!);
      const oddsH = legRows.map((r) => Number(r.odds_h));
      if (potentialReturnCents(bet.stakeCents, oddsH) > limits.maxPayoutCents) throw stakeLimit();
      const [row] = await tx.query<{ id: string }>(
        `insert into sports_bets (member_id, merchant_code, node_id, request_id, slip_index, kind, stake, odds)
         values ($1, $2, $3, $4, $5, $6, $7::bigint / 100.0, $8::bigint / 100.0) on conflict (member_id, request_id, slip_index) do nothing returning id::text`,
        [memberId, slip.merchantCode, slip.nodeId, ask.requestId, index, bet.kind, bet.stakeCents, combinedOddsHundredths(oddsH)],
      );
      // the same slip placed at this moment by another request: that one placed it
      if (!row) return null;
      for (const [leg, r] of legRows.entries()) {
        if (!isValidLine(r.kind, r.line === null ? null : Number(r.line))) throw slipInvalid();
        await tx.query(
          `insert into sports_bet_legs (bet_id, leg, fixture_id, market_id, kind, line, pick, odds)
           values ($1, $2, $3, $4, $5, $6, $7, $8::bigint / 100.0)`,
          [row.id, leg, r.fixture_id, r.market_id, r.kind, r.line, r.pick, Number(r.odds_h)],
        );
      }
      // beyond the balance: InsufficientBalanceError (409 in the envelope) rolls the slip back
      await post(tx, { memberId, kind: 'bet', amountCents: -bet.stakeCents, reference: betReference(Number(row.id)) });
      placed.push(Number(row.id));
    }
    return placed;
  });
  if (ids === null) return placeSlip(db, slip);
  return { bets: await betsByIds(db, memberId, ids), balance: await readBalance(db, memberId) };
}

interface BetLegRow {
  id: string;
  kind_bet: 'single' | 'parlay';
  stake_cents: string;
  odds_c: string;
  status: BetStatus;
  payout_cents: string;
  created_at: Date | string;
  settled_at: Date | string | null;
  fixture_id: string;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  starts_at: Date | string;
  kind: MarketKind;
  line: string | null;
  pick: Pick;
  leg_odds_h: string;
  result: LegResult | null;
  fixture_status: string;
  home_score: number | null;
  away_score: number | null;
}

/** Bets with their legs, in the order of the ids given (the caller's order), each only if it is the member's. */
export async function betsByIds(db: Db, memberId: number | null, ids: readonly number[]): Promise<SportsBet[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<BetLegRow>(
    `select b.id::text, b.kind as kind_bet, (b.stake * 100)::bigint::text as stake_cents, (b.odds * 100)::bigint::text as odds_c, b.status,
            (b.payout * 100)::bigint::text as payout_cents, b.created_at, b.settled_at,
            l.fixture_id::text, f.sport, f.league, f.home, f.away, f.starts_at, l.kind, l.line::text, l.pick, (l.odds * 100)::bigint::text as leg_odds_h,
            l.result, f.status as fixture_status, f.home_score, f.away_score
       from sports_bets b join sports_bet_legs l on l.bet_id = b.id join sports_fixtures f on f.id = l.fixture_id
      where b.id = any($1::bigint[]) and ($2::bigint is null or b.member_id = $2) order by b.id, l.leg`,
    [ids, memberId],
  );
  const byId = new Map<number, SportsBet>();
  for (const r of rows) {
    const id = Number(r.id);
    let bet = byId.get(id);
    if (!bet) {
      bet = {
        betId: id, kind: r.kind_bet, stake: Number(r.stake_cents) / 100, odds: Number(r.odds_c) / 100, potentialReturn: 0, status: r.status,
        payout: Number(r.payout_cents) / 100, createdAt: new Date(r.created_at).getTime(), settledAt: r.settled_at === null ? null : new Date(r.settled_at).getTime(), legs: [],
      };
      byId.set(id, bet);
    }
    bet.legs.push({
      fixtureId: Number(r.fixture_id), sport: r.sport, league: r.league, home: r.home, away: r.away, startsAt: new Date(r.starts_at).getTime(),
      kind: r.kind, line: r.line === null ? null : Number(r.line), pick: r.pick, odds: Number(r.leg_odds_h) / 100, result: r.result,
      score: r.fixture_status === 'settled' && r.home_score !== null && r.away_score !== null ? { home: Number(r.home_score), away: Number(r.away_score) } : null,
    });
  }
  for (const bet of byId.values()) {
    bet.potentialReturn = potentialReturnCents(Math.round(bet.stake * 100), bet.legs.map((l) => oddsHundredths(l.odds))) / 100;
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The member's open bets, or the latest settled ones, newest first. */
export async function listBets(db: Db, memberId: number, status: 'open' | 'settled'): Promise<SportsBet[]> {
  const rows = await db.query<{ id: string }>(
    `select id::text from sports_bets where member_id = $1 and (status = 'open') = $2 order by sports_bets.id desc limit ${SPORTS_BETS_LIMIT}`,
    [memberId, status === 'open'],
  );
  return betsByIds(db, memberId, rows.map((r) => Number(r.id)));
}
