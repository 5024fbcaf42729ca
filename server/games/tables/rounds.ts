/**
 * The live tables' rounds (docs/decisions/0072-live-tables.md). A table is a
 * LIVE game that deals baccarat, roulette, dragon tiger, sic bo or xóc đĩa
 * (server/games/engines.ts); its
 * rounds follow one another on the server's clock: a round opens with a
 * fresh server seed (its hash shown from then on, before any chip), takes
 * chips until `closes_at`, is then dealt or spun and settled, and shows its
 * result until `ends_at`, when the next one opens. A table deals while it is
 * watched; an unwatched table stops after its last round, and a round due to
 * settle settles whoever is watching (the scheduler), once: the settlement
 * holds the round row `for update`, so with several server processes on one
 * database each round is settled by exactly one of them, and one that asked
 * at the same moment waits for that settlement and answers the settled
 * round (skipping the locked row made it answer the round still unsettled,
 * its seed hidden, as if nothing had happened).
 */
import { randomBytes } from 'node:crypto';
import type { BaccaratVariant } from '../../../contract/baccarat';
import { tableOutcome, type RoadEntry, type TableOutcome, type TableRound } from '../../../contract/live-tables';
import type { Db } from '../../db/db';
import type { LiveTable } from '../engines';
import { seedHash } from '../fairness/seeds';
import { settleRoundBets } from './settle';

export interface TableTiming {
  /** How long chips are taken. */
  bettingMs: number;
  /** How long the deal (or spin) and its result stay on the table before the next round. */
  showMs: number;
}

export const TABLE_TIMING: TableTiming = { bettingMs: 15_000, showMs: 8_000 };
/** "Speed" and "Auto" tables. */
export const SPEED_TABLE_TIMING: TableTiming = { bettingMs: 10_000, showMs: 6_000 };
/** A server in test mode (WPS_TEST_MODE=1) deals quickly, so an end-to-end journey sees rounds settle in seconds. */
export const TEST_TABLE_TIMING: TableTiming = { bettingMs: 5_000, showMs: 2_500 };
/** A table keeps dealing this long after it was last watched. */
export const WATCH_MS = 120_000;

/** A table as the rounds need it: the game's row and what it deals. */
export interface TableRef {
  merchantCode: string;
  nodeId: string;
  gameId: string;
  table: LiveTable;
}

/** A baccarat variant, roulette's 'european', or the one 'standard' rule set of dragon tiger, sic bo and xóc đĩa (docs/decisions/0076). */
export type RoundRules = BaccaratVariant | 'european' | 'standard';
export const rulesOf = (table: LiveTable): RoundRules => (table.engine === 'baccarat' ? table.variant : table.engine === 'roulette' ? 'european' : 'standard');

export interface RoundRow {
  id: number;
  merchantCode: string;
  nodeId: string;
  engine: LiveTable['engine'];
  /** The rules it is dealt and paid under: a baccarat variant, or 'european'. */
  rules: RoundRules;
  roundNo: number;
  opensAt: number;
  closesAt: number;
  endsAt: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  status: 'betting' | 'settled';
  outcome: TableOutcome | null;
}

interface RawRound {
  id: string | number;
  merchant_code: string;
  node_id: string;
  engine: LiveTable['engine'];
  rules: RoundRules;
  round_no: string | number;
  opens_at: Date | string;
  closes_at: Date | string;
  ends_at: Date | string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  status: 'betting' | 'settled';
  outcome: TableOutcome | string | null;
}

export const ROUND_COLUMNS = 'id, merchant_code, node_id, engine, rules, round_no, opens_at, closes_at, ends_at, server_seed, server_seed_hash, client_seed, status, outcome';

const ms = (d: Date | string) => new Date(d).getTime();

export function roundFromRow(r: RawRound): RoundRow {
  return {
    id: Number(r.id), merchantCode: r.merchant_code, nodeId: r.node_id, engine: r.engine, rules: r.rules, roundNo: Number(r.round_no),
    opensAt: ms(r.opens_at), closesAt: ms(r.closes_at), endsAt: ms(r.ends_at),
    serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, status: r.status,
    outcome: typeof r.outcome === 'string' ? (JSON.parse(r.outcome) as TableOutcome) : r.outcome,
  };
}

/** The round as the table shows it: the seed only once settled (the hash from the start). */
export function publicRound(round: RoundRow): TableRound {
  const settled = round.status === 'settled';
  return {
    roundId: round.id, roundNo: round.roundNo, phase: round.status, opensAt: round.opensAt, closesAt: round.closesAt, endsAt: round.endsAt,
    outcome: settled ? round.outcome : null,
    fairness: { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: 0, serverSeed: settled ? round.serverSeed : null },
  };
}

/** A round's public name and client seed: the game's id and the round's number, e.g. `evo-live-002-41` (docs/fairness.md). */
export const roundClientSeed = (gameId: string, roundNo: number) => `${gameId}-${roundNo}`;

export async function latestRound(db: Db, ref: Pick<TableRef, 'merchantCode' | 'nodeId'>): Promise<RoundRow | null> {
  const [row] = await db.query<RawRound>(
    `select ${ROUND_COLUMNS} from table_rounds where merchant_code = $1 and node_id = $2 order by round_no desc limit 1`,
    [ref.merchantCode, ref.nodeId],
  );
  return row ? roundFromRow(row) : null;
}

export async function roundById(db: Db, id: number): Promise<RoundRow | null> {
  const [row] = await db.query<RawRound>(`select ${ROUND_COLUMNS} from table_rounds where id = $1`, [id]);
  return row ? roundFromRow(row) : null;
}

/**
 * The round on the table at `now`, opening the next one when the last has
 * shown its result (or there is none). Two processes opening it at once:
 * the unique round number keeps one, both answer it. A round whose window
 * has closed but is not settled yet is answered as it is (settleDue settles it).
 */
export async function roundOnTable(db: Db, ref: TableRef, timing: TableTiming, now: number): Promise<RoundRow> {
  // a few tries at most: the insert only gives way to another process opening the same round, which the next read finds
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const last = await latestRound(db, ref);
    if (last && (last.status === 'betting' || now < last.endsAt)) return last;
    const roundNo = (last?.roundNo ?? 0) + 1;
    const serverSeed = randomBytes(32).toString('hex');
    const closesAt = now + timing.bettingMs;
    await db.query(
      `insert into table_rounds (merchant_code, node_id, engine, rules, round_no, opens_at, closes_at, ends_at, server_seed, server_seed_hash, client_seed)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict do nothing`,
      [ref.merchantCode, ref.nodeId, ref.table.engine, rulesOf(ref.table), roundNo, new Date(now), new Date(closesAt), new Date(closesAt + timing.showMs),
        serverSeed, seedHash(serverSeed), roundClientSeed(ref.gameId, roundNo)],
    );
  }
  throw new Error(`table ${ref.merchantCode}/${ref.nodeId}: no round could be opened`);
}

/**
 * Deals and settles one round if its window has closed and nobody else
 * holds it: the outcome from its seed, every member's bets paid, the seed
 * revealed, in one transaction. Answers whether this call settled it.
 */
export async function settleRound(db: Db, roundId: number, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<RawRound>(
      // waits for a settlement under way elsewhere; the row, read again once it commits, is no longer 'betting'
      `select ${ROUND_COLUMNS} from table_rounds where id = $1 and status = 'betting' and closes_at <= $2 for update`,
      [roundId, new Date(now)],
    );
    if (!row) return false;
    const round = roundFromRow(row);
    const outcome = await tableOutcome(round.engine, round.serverSeed, round.clientSeed);
    await tx.query(`update table_rounds set status = 'settled', outcome = $2::jsonb, settled_at = $3 where id = $1`, [round.id, JSON.stringify(outcome), new Date(now)]);
    await settleRoundBets(tx, { ...round, status: 'settled', outcome });
    return true;
  });
}

/** Settles every round due (of one table, or all), oldest first; answers how many this call settled. */
export async function settleDue(db: Db, now: number, ref?: Pick<TableRef, 'merchantCode' | 'nodeId'>): Promise<number> {
  let settled = 0;
  for (const id of await dueRounds(db, now, ref)) if (await settleRound(db, id, now)) settled += 1;
  return settled;
}

/** The rounds due to settle (window closed, not settled), oldest first; of one table or all. */
export async function dueRounds(db: Db, now: number, ref?: Pick<TableRef, 'merchantCode' | 'nodeId'>): Promise<number[]> {
  const rows = await db.query<{ id: string }>(
    `select id::text from table_rounds where status = 'betting' and closes_at <= $1
        and ($2::text is null or (merchant_code = $2 and node_id = $3)) order by closes_at, id limit 500`,
    [new Date(now), ref?.merchantCode ?? null, ref?.nodeId ?? null],
  );
  return rows.map((r) => Number(r.id));
}

/** Marks tables as watched now (a screen or a lobby asked for them); written at most every few seconds per table. */
export async function watchTables(db: Db, merchantCode: string, nodeIds: readonly string[], now: number): Promise<void> {
  if (nodeIds.length === 0) return;
  await db.query(
    `insert into live_tables (merchant_code, node_id, watched_at) select $1, unnest($2::text[]), $3
     on conflict (merchant_code, node_id) do update set watched_at = excluded.watched_at
      where live_tables.watched_at < excluded.watched_at - interval '5 seconds'`,
    [merchantCode, [...nodeIds], new Date(now)],
  );
}

/** Tables watched within WATCH_MS of `now`. */
export async function watchedTables(db: Db, now: number): Promise<{ merchantCode: string; nodeId: string }[]> {
  const rows = await db.query<{ merchant_code: string; node_id: string }>(
    'select merchant_code, node_id from live_tables where watched_at > $1 order by merchant_code, node_id',
    [new Date(now - WATCH_MS)],
  );
  return rows.map((r) => ({ merchantCode: r.merchant_code, nodeId: r.node_id }));
}

/** The last settled rounds of a table, oldest first. */
export async function roadOf(db: Db, ref: Pick<TableRef, 'merchantCode' | 'nodeId'>, length: number): Promise<RoadEntry[]> {
  const rows = await db.query<{ round_no: string; outcome: TableOutcome | string }>(
    `select round_no::text, outcome from table_rounds where merchant_code = $1 and node_id = $2 and status = 'settled'
      order by round_no desc limit $3`,
    [ref.merchantCode, ref.nodeId, length],
  );
  return rows.reverse().map((r) => ({ roundNo: Number(r.round_no), outcome: typeof r.outcome === 'string' ? (JSON.parse(r.outcome) as TableOutcome) : r.outcome }));
}
