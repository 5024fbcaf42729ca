/**
 * The fast lottery's draws (docs/decisions/0067-lottery-draws.md): each draw
 * row is made with its own server seed (the hash is shown from then on) and
 * covers one period; it closes at a boundary of the game's interval. A draw
 * is performed, and every order on it settled, in ONE transaction that
 * holds the draw row (`for update skip locked`), so with several server
 * processes on one database each draw happens once: the others skip the row
 * while it is being drawn and find it drawn afterwards.
 */
import { randomBytes } from 'node:crypto';
import { drawClientSeed, drawPrizes, type DrawPrizes } from '../../contract/lottery-draw';
import type { LotteryDraw } from '../../contract/lottery';
import type { Db } from '../db/db';
import { seedHash } from '../games/fairness/seeds';
import { settleDrawOrders } from './settle';

export interface LotteryGameRow {
  merchantCode: string;
  gameCode: string;
  nodeId: string;
  intervalSeconds: number;
}

export interface DrawRow {
  id: number;
  merchantCode: string;
  gameCode: string;
  issue: number;
  opensAt: number;
  closesAt: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  status: 'open' | 'drawn';
  prizes: DrawPrizes | null;
  drawnAt: number | null;
}

interface RawDraw {
  id: string | number;
  merchant_code: string;
  game_code: string;
  issue: string | number;
  opens_at: Date | string;
  closes_at: Date | string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  status: 'open' | 'drawn';
  prizes: DrawPrizes | string | null;
  drawn_at: Date | string | null;
}

export const DRAW_COLUMNS = 'id, merchant_code, game_code, issue, opens_at, closes_at, server_seed, server_seed_hash, client_seed, status, prizes, drawn_at';

export function drawFromRow(r: RawDraw): DrawRow {
  return {
    id: Number(r.id), merchantCode: r.merchant_code, gameCode: r.game_code, issue: Number(r.issue),
    opensAt: new Date(r.opens_at).getTime(), closesAt: new Date(r.closes_at).getTime(),
    serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, status: r.status,
    prizes: typeof r.prizes === 'string' ? (JSON.parse(r.prizes) as DrawPrizes) : r.prizes,
    drawnAt: r.drawn_at === null ? null : new Date(r.drawn_at).getTime(),
  };
}

/** The draw as the member may see it: the seed only once drawn. */
export function publicDraw(d: DrawRow): LotteryDraw {
  const drawn = d.status === 'drawn';
  return {
    issue: d.issue, opensAt: d.opensAt, closesAt: d.closesAt, status: d.status, serverSeedHash: d.serverSeedHash, clientSeed: d.clientSeed,
    serverSeed: drawn ? d.serverSeed : null, prizes: drawn ? d.prizes : null, drawnAt: d.drawnAt,
  };
}

/** The in-house games that have a draw engine (those with odds configured), one or all. */
export async function lotteryEngineGames(db: Db, where: { merchantCode?: string; gameCode?: string; nodeId?: string } = {}): Promise<LotteryGameRow[]> {
  const rows = await db.query<{ merchant_code: string; game_code: string; node_id: string; draw_interval_seconds: number }>(
    `select l.merchant_code, l.game_code, l.node_id, l.draw_interval_seconds from lottery_games l
      where exists (select 1 from lottery_bet_types b where b.merchant_code = l.merchant_code and b.game_code = l.game_code)
        and ($1::text is null or l.merchant_code = $1) and ($2::text is null or l.game_code = $2) and ($3::text is null or l.node_id = $3)
      order by l.merchant_code, l.game_code`,
    [where.merchantCode ?? null, where.gameCode ?? null, where.nodeId ?? null],
  );
  return rows.map((r) => ({ merchantCode: r.merchant_code, gameCode: r.game_code, nodeId: r.node_id, intervalSeconds: Number(r.draw_interval_seconds) }));
}

async function latestDraw(db: Db, game: LotteryGameRow): Promise<DrawRow | null> {
  const [row] = await db.query<RawDraw>(
    `select ${DRAW_COLUMNS} from lottery_draws where merchant_code = $1 and game_code = $2 order by issue desc limit 1`,
    [game.merchantCode, game.gameCode],
  );
  return row ? drawFromRow(row) : null;
}

/** The end of the interval `now` falls in: draws close on the game's boundaries (every 5 minutes on the clock). */
export const periodEnd = (now: number, intervalSeconds: number): number => (Math.floor(now / (intervalSeconds * 1000)) + 1) * intervalSeconds * 1000;

/**
 * The draw open for orders at `now`, made when there is none (the next
 * issue, open from now to the interval's end). Two processes making it at
 * once: the unique issue keeps one, both answer it.
 */
export async function openDraw(db: Db, game: LotteryGameRow, now: number): Promise<DrawRow> {
  for (;;) {
    const last = await latestDraw(db, game);
    if (last && last.status === 'open' && now < last.closesAt) return last;
    const issue = (last?.issue ?? 0) + 1;
    const serverSeed = randomBytes(32).toString('hex');
    await db.query(
      `insert into lottery_draws (merchant_code, game_code, issue, opens_at, closes_at, server_seed, server_seed_hash, client_seed)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
      [game.merchantCode, game.gameCode, issue, new Date(now), new Date(periodEnd(now, game.intervalSeconds)), serverSeed, seedHash(serverSeed),
        drawClientSeed(game.gameCode, issue)],
    );
  }
}

/**
 * Performs one draw if it is due and nobody else holds it: reveals the
 * seed's prizes, marks it drawn and settles its orders, all in one
 * transaction. Answers whether this call drew it.
 */
export async function performDraw(db: Db, drawId: number, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<RawDraw>(
      `select ${DRAW_COLUMNS} from lottery_draws where id = $1 and status = 'open' and closes_at <= $2 for update skip locked`,
      [drawId, new Date(now)],
    );
    if (!row) return false;
    const draw = drawFromRow(row);
    const prizes = await drawPrizes(draw.serverSeed, draw.clientSeed);
    await tx.query(
      `update lottery_draws set status = 'drawn', prizes = $2::jsonb, drawn_at = $3 where id = $1`,
      [draw.id, JSON.stringify(prizes), new Date(now)],
    );
    await settleDrawOrders(tx, { ...draw, prizes, status: 'drawn' });
    return true;
  });
}

/**
 * Draws every due draw (closed, not yet drawn), oldest first: missed
 * periods (the server was down) are drawn on the next start. Answers the
 * draws this call performed.
 */
export async function drawDue(db: Db, now: number, merchantCode?: string): Promise<{ gameCode: string; issue: number }[]> {
  const due = await db.query<{ id: string; game_code: string; issue: string }>(
    `select id::text, game_code, issue::text from lottery_draws
      where status = 'open' and closes_at <= $1 and ($2::text is null or merchant_code = $2) order by closes_at, id limit 500`,
    [new Date(now), merchantCode ?? null],
  );
  const drawn: { gameCode: string; issue: number }[] = [];
  for (const d of due) {
    if (await performDraw(db, Number(d.id), now)) drawn.push({ gameCode: d.game_code, issue: Number(d.issue) });
  }
  return drawn;
}

/** Recent drawn draws of a game, newest first. */
export async function recentDraws(db: Db, merchantCode: string, gameCode: string, limit: number): Promise<DrawRow[]> {
  const rows = await db.query<RawDraw>(
    `select ${DRAW_COLUMNS} from lottery_draws where merchant_code = $1 and game_code = $2 and status = 'drawn' order by issue desc limit $3`,
    [merchantCode, gameCode, limit],
  );
  return rows.map(drawFromRow);
}

/** Test mode: the open draw closes now (the e2e journey cannot wait 5 minutes). */
export async function closeOpenDraw(db: Db, game: LotteryGameRow, now: number): Promise<void> {
  await db.query(
    `update lottery_draws set closes_at = $3 where merchant_code = $1 and game_code = $2 and status = 'open' and closes_at > $3`,
    [game.merchantCode, game.gameCode, new Date(now)],
  );
}
