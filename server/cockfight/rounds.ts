/**
 * Cockfight rounds (docs/decisions/0073-sports-and-cockfight.md,
 * docs/fairness.md "Cockfight"). A table runs one round after another on
 * its clock: betting for `betting_seconds`, then the fight until the
 * round's end. Each round row is made with its own server seed, whose hash
 * is shown from then on, before any bet. At its end the round is resolved
 * and every bet on it settled in ONE transaction that holds the round row
 * (`for update skip locked`): with several server processes on one
 * database each round is resolved once, by whichever takes the row.
 */
import { randomBytes } from 'node:crypto';
import { cockfightClientSeed, cockfightOutcome, cockfightReturnCents, type CockfightSide } from '../../contract/cockfight-round';
import type { CockfightRound } from '../../contract/cockfight';
import type { AppConfig } from '../app-context';
import type { Db } from '../db/db';
import { seedHash } from '../games/fairness/seeds';
import { post } from '../wallet/ledger';

export interface TableRow {
  merchantCode: string;
  nodeId: string;
  bettingSeconds: number;
  fightSeconds: number;
  oddsH: Record<CockfightSide, number>;
  minStakeCents: number;
  maxStakeCents: number;
}

export interface Timing {
  bettingSeconds: number;
  fightSeconds: number;
}

/** Test mode's rounds (the journeys cannot wait minutes): six seconds of betting, four of fight. */
export const TEST_MODE_TIMING: Timing = { bettingSeconds: 6, fightSeconds: 4 };

/** The timing a table runs on here: the configured override, test mode's short one, or the table's own. */
export function timingOf(table: TableRow, config: AppConfig | undefined): Timing {
  return config?.cockfight?.timing ?? (config?.testMode ? TEST_MODE_TIMING : { bettingSeconds: table.bettingSeconds, fightSeconds: table.fightSeconds });
}

export async function cockfightTables(db: Db, where: { merchantCode?: string; nodeId?: string } = {}): Promise<TableRow[]> {
  const rows = await db.query<{
    merchant_code: string; node_id: string; betting_seconds: number; fight_seconds: number; meron_h: string; wala_h: string; draw_h: string; min_c: string; max_c: string;
  }>(
    `select merchant_code, node_id, betting_seconds, fight_seconds, (meron_odds * 100)::bigint::text as meron_h, (wala_odds * 100)::bigint::text as wala_h,
            (draw_odds * 100)::bigint::text as draw_h, (min_stake * 100)::bigint::text as min_c, (max_stake * 100)::bigint::text as max_c
       from cockfight_tables where ($1::text is null or merchant_code = $1) and ($2::text is null or node_id = $2) order by merchant_code, node_id`,
    [where.merchantCode ?? null, where.nodeId ?? null],
  );
  return rows.map((r) => ({
    merchantCode: r.merchant_code, nodeId: r.node_id, bettingSeconds: Number(r.betting_seconds), fightSeconds: Number(r.fight_seconds),
    oddsH: { meron: Number(r.meron_h), wala: Number(r.wala_h), draw: Number(r.draw_h) }, minStakeCents: Number(r.min_c), maxStakeCents: Number(r.max_c),
  }));
}

export interface RoundRow {
  id: number;
  merchantCode: string;
  nodeId: string;
  roundNo: number;
  opensAt: number;
  closesAt: number;
  resultAt: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  oddsH: Record<CockfightSide, number>;
  status: 'open' | 'resolved';
  result: CockfightSide | null;
}

interface RawRound {
  id: string;
  merchant_code: string;
  node_id: string;
  round_no: string;
  opens_at: Date | string;
  closes_at: Date | string;
  result_at: Date | string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  meron_h: string;
  wala_h: string;
  draw_h: string;
  status: 'open' | 'resolved';
  result: CockfightSide | null;
}

export const ROUND_COLUMNS = `id::text, merchant_code, node_id, round_no::text, opens_at, closes_at, result_at, server_seed, server_seed_hash, client_seed,
  (meron_odds * 100)::bigint::text as meron_h, (wala_odds * 100)::bigint::text as wala_h, (draw_odds * 100)::bigint::text as draw_h, status, result`;

export function roundFromRow(r: RawRound): RoundRow {
  return {
    id: Number(r.id), merchantCode: r.merchant_code, nodeId: r.node_id, roundNo: Number(r.round_no), opensAt: new Date(r.opens_at).getTime(),
    closesAt: new Date(r.closes_at).getTime(), resultAt: new Date(r.result_at).getTime(), serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed, oddsH: { meron: Number(r.meron_h), wala: Number(r.wala_h), draw: Number(r.draw_h) }, status: r.status, result: r.result,
  };
}

/** The round as a member may see it: the seed and the result only once resolved. */
export function publicRound(r: RoundRow, now: number): CockfightRound {
  const resolved = r.status === 'resolved';
  return {
    roundNo: r.roundNo, opensAt: r.opensAt, closesAt: r.closesAt, resultAt: r.resultAt,
    phase: resolved ? 'resolved' : now < r.closesAt ? 'betting' : 'fighting',
    odds: { meron: r.oddsH.meron / 100, wala: r.oddsH.wala / 100, draw: r.oddsH.draw / 100 },
    serverSeedHash: r.serverSeedHash, clientSeed: r.clientSeed, serverSeed: resolved ? r.serverSeed : null, result: resolved ? r.result : null,
  };
}

async function latestRound(db: Db, table: TableRow): Promise<RoundRow | null> {
  const [row] = await db.query<RawRound>(
    `select ${ROUND_COLUMNS} from cockfight_rounds where merchant_code = $1 and node_id = $2 order by cockfight_rounds.round_no desc limit 1`,
    [table.merchantCode, table.nodeId],
  );
  return row ? roundFromRow(row) : null;
}

/**
 * The table's round at `now` (betting or fighting), made when the last one
 * has ended: the next number, on the period of the clock `now` falls in
 * (betting + fight seconds). Two processes making it at once: the unique
 * number keeps one, both answer it.
 */
export async function currentRound(db: Db, table: TableRow, timing: Timing, now: number): Promise<RoundRow> {
  // a round made by this call or another is found on the next pass; more passes than that would be a fault, never a wait
  for (let pass = 0; pass < 4; pass += 1) {
    const last = await latestRound(db, table);
    if (last && now < last.resultAt) return last;
    const period = (timing.bettingSeconds + timing.fightSeconds) * 1000;
    // never before the last round's end (the timing may have changed since)
    const opensAt = Math.max(Math.floor(now / period) * period, last?.resultAt ?? 0);
    const roundNo = (last?.roundNo ?? 0) + 1;
    const serverSeed = randomBytes(32).toString('hex');
    await db.query(
      `insert into cockfight_rounds (merchant_code, node_id, round_no, opens_at, closes_at, result_at, server_seed, server_seed_hash, client_seed,
                                     meron_odds, wala_odds, draw_odds)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::bigint / 100.0, $11::bigint / 100.0, $12::bigint / 100.0) on conflict do nothing`,
      [table.merchantCode, table.nodeId, roundNo, new Date(opensAt), new Date(opensAt + timing.bettingSeconds * 1000), new Date(opensAt + period),
        serverSeed, seedHash(serverSeed), cockfightClientSeed(table.nodeId, roundNo), table.oddsH.meron, table.oddsH.wala, table.oddsH.draw],
    );
  }
  throw new Error(`cockfight: no current round for table ${table.nodeId} at ${new Date(now).toISOString()}`);
}

export const cockfightBetReference = (betId: number) => `cockfight_bet:${betId}`;

async function walletCents(tx: Db, memberId: number): Promise<bigint> {
  const [row] = await tx.query<{ cents: string }>('select (balance * 100)::bigint::text as cents from wallets where member_id = $1', [memberId]);
  return BigInt(row?.cents ?? '0');
}

/** Settles every open bet of a resolved round (inside its transaction), in member order so wallets are always locked in one order. */
async function settleRoundBets(tx: Db, round: RoundRow & { result: CockfightSide }): Promise<number> {
  const bets = await tx.query<{ id: string; member_id: string; merchant_code: string; node_id: string; side: CockfightSide; odds_h: string; stake_cents: string }>(
    `select id::text, member_id::text, merchant_code, node_id, side, (odds * 100)::bigint::text as odds_h, (stake * 100)::bigint::text as stake_cents
       from cockfight_bets where round_id = $1 and status = 'open' order by cockfight_bets.member_id, cockfight_bets.id for update`,
    [round.id],
  );
  for (const bet of bets) {
    const betId = Number(bet.id);
    const memberId = Number(bet.member_id);
    const stakeCents = Number(bet.stake_cents);
    const returnCents = cockfightReturnCents(stakeCents, bet.side, Number(bet.odds_h), round.result);
    const status = bet.side === round.result ? 'won' : returnCents > 0 ? 'refunded' : 'lost';
    // a refund on a draw reverses the stake (kind bet); a win is a win
    const after = returnCents > 0
      ? (await post(tx, { memberId, kind: status === 'refunded' ? 'bet' : 'win', amountCents: returnCents, reference: cockfightBetReference(betId) })).balanceAfterCents
      : await walletCents(tx, memberId);
    const [record] = await tx.query<{ id: string }>(
      `insert into bet_records (member_id, merchant_code, node_id, bet, win, balance_after, outcome)
       values ($1, $2, $3, $4::bigint / 100.0, $5::bigint / 100.0, $6::bigint / 100.0, $7) returning id::text`,
      [memberId, bet.merchant_code, bet.node_id, stakeCents, returnCents, after.toString(), `cockfight round ${round.roundNo}: ${bet.side} vs ${round.result}`],
    );
    await tx.query(
      `update cockfight_bets set status = $2, payout = $3::bigint / 100.0, bet_record_id = $4, settled_at = now() where id = $1`,
      [betId, status, returnCents, record!.id],
    );
  }
  return bets.length;
}

/** Resolves one round if it is due and nobody else holds it; answers whether this call resolved it. */
export async function resolveRound(db: Db, roundId: number, now: number): Promise<RoundRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<RawRound>(
      `select ${ROUND_COLUMNS} from cockfight_rounds where id = $1 and status = 'open' and result_at <= $2 for update skip locked`,
      [roundId, new Date(now)],
    );
    if (!row) return null;
    const round = roundFromRow(row);
    const { side } = await cockfightOutcome(round.serverSeed, round.clientSeed);
    await tx.query(`update cockfight_rounds set status = 'resolved', result = $2, resolved_at = $3 where id = $1`, [round.id, side, new Date(now)]);
    await settleRoundBets(tx, { ...round, result: side });
    return { ...round, status: 'resolved', result: side };
  });
}

/** Resolves every due round (ended, not resolved), oldest first: rounds missed while every server was down resolve on the next start. */
export async function resolveDue(db: Db, now: number, where: { merchantCode?: string; nodeId?: string } = {}): Promise<RoundRow[]> {
  const due = await db.query<{ id: string }>(
    `select id::text from cockfight_rounds where status = 'open' and result_at <= $1 and ($2::text is null or merchant_code = $2)
        and ($3::text is null or node_id = $3) order by cockfight_rounds.result_at, cockfight_rounds.id limit 500`,
    [new Date(now), where.merchantCode ?? null, where.nodeId ?? null],
  );
  const resolved: RoundRow[] = [];
  for (const d of due) {
    const round = await resolveRound(db, Number(d.id), now);
    if (round) resolved.push(round);
  }
  return resolved;
}

/** Resolved rounds of a table, newest first (the results road). */
export async function recentRounds(db: Db, table: TableRow, limit: number): Promise<RoundRow[]> {
  const rows = await db.query<RawRound>(
    `select ${ROUND_COLUMNS} from cockfight_rounds where merchant_code = $1 and node_id = $2 and status = 'resolved' order by cockfight_rounds.round_no desc limit $3`,
    [table.merchantCode, table.nodeId, limit],
  );
  return rows.map(roundFromRow);
}
