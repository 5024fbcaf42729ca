/**
 * One spin of a reels game, settled in ONE transaction: the member's seed row
 * is locked first (so the member's rounds queue and each takes its own
 * nonce), then the free-spin run, then the ledger's wallet lock inside
 * settleRoundRecord; stake and win are ledger entries naming the bet record,
 * and the round's details are written beside it. A repeated spin id answers
 * the round it already played instead of playing again.
 */
import { PLAY_ERROR_CODES, type FreeSpinsValue, type ReelRound, type SpinValue } from '../../../contract/play';
import { playReels, winCents, type ReelGame } from '../../../contract/reels';
import type { Db } from '../../db/db';
import { WpsError } from '../../http/wps-error';
import { readBalance, settleRoundRecord } from '../../wallet/wallet';
import { activeSeed, publicSeed, takeNonce } from '../fairness/seeds';

export interface SpinRequest {
  memberId: number;
  merchantCode: string;
  nodeId: string;
  reelSet: ReelGame;
  /** The total bet asked for when it is one the game offers, else null; free spins use their own. */
  betCents: number | null;
  spinId: string;
}

interface RunRow {
  remaining: number;
  bet_cents: string;
  won_cents: string;
}

const units = (cents: number) => cents / 100;

export async function freeSpinRun(tx: Db, memberId: number, nodeId: string, lock = false): Promise<{ remaining: number; betCents: number; wonCents: number } | null> {
  const [row] = await tx.query<RunRow>(
    `select remaining, (bet * 100)::bigint::text as bet_cents, (won * 100)::bigint::text as won_cents
       from free_spin_runs where member_id = $1 and node_id = $2${lock ? ' for update' : ''}`,
    [memberId, nodeId],
  );
  return row && row.remaining > 0 ? { remaining: Number(row.remaining), betCents: Number(row.bet_cents), wonCents: Number(row.won_cents) } : null;
}

export function freeSpinsValue(run: { remaining: number; betCents: number; wonCents: number } | null, game: ReelGame): FreeSpinsValue | null {
  return run ? { remaining: run.remaining, bet: units(run.betCents), multiplier: game.freeSpinMultiplier, won: units(run.wonCents) } : null;
}

async function saveRun(tx: Db, request: SpinRequest, run: { remaining: number; betCents: number; wonCents: number }): Promise<void> {
  if (run.remaining <= 0) {
    await tx.query('delete from free_spin_runs where member_id = $1 and node_id = $2', [request.memberId, request.nodeId]);
    return;
  }
  await tx.query(
    `insert into free_spin_runs (member_id, node_id, remaining, bet, won) values ($1, $2, $3, $4::bigint / 100.0, $5::bigint / 100.0)
     on conflict (member_id, node_id) do update set remaining = excluded.remaining, bet = excluded.bet, won = excluded.won, updated_at = now()`,
    [request.memberId, request.nodeId, run.remaining, run.betCents, run.wonCents],
  );
}

/** The answer of a spin id already played (a retry after a lost reply). */
async function replay(tx: Db, request: SpinRequest): Promise<SpinValue | null> {
  const [row] = await tx.query<{ id: string; details: ReelRound | string; bet_cents: string; win_cents: string }>(
    `select b.id::text, r.details, (b.bet * 100)::bigint::text as bet_cents, (b.win * 100)::bigint::text as win_cents
       from game_rounds r join bet_records b on b.id = r.bet_record_id where r.member_id = $1 and r.spin_id = $2`,
    [request.memberId, request.spinId],
  );
  if (!row) return null;
  const round = typeof row.details === 'string' ? (JSON.parse(row.details) as ReelRound) : row.details;
  return {
    roundId: Number(row.id), bet: units(Number(row.bet_cents)), win: units(Number(row.win_cents)), round,
    balance: await readBalance(tx, request.memberId),
    freeSpins: freeSpinsValue(await freeSpinRun(tx, request.memberId, request.nodeId), request.reelSet),
    seed: publicSeed(await activeSeed(tx, request.memberId)),
  };
}

export async function spinReels(db: Db, request: SpinRequest): Promise<SpinValue> {
  return db.transaction(async (tx) => {
    const seed = await activeSeed(tx, request.memberId, true);
    const known = await replay(tx, request);
    if (known) return known;
    const game = request.reelSet;
    const run = await freeSpinRun(tx, request.memberId, request.nodeId, true);
    const freeSpin = run !== null;
    const betCents = run?.betCents ?? request.betCents;
    if (betCents === null) throw new WpsError(PLAY_ERROR_CODES.betInvalid, 'betInvalid', 400);
    const nonce = await takeNonce(tx, seed);
    const { stops, window, evaluation } = await playReels(game, seed.serverSeed, seed.clientSeed, nonce);
    const win = winCents(game, evaluation, betCents, freeSpin);
    const { recordId, balance } = await settleRoundRecord(tx, {
      memberId: request.memberId, merchantCode: request.merchantCode, nodeId: request.nodeId,
      betCents: freeSpin ? 0 : betCents, winCents: win,
      outcome: `${game.id} nonce ${nonce}: ${window.map((reel) => reel.join('/')).join(' ')}`,
    });
    const multiplier = freeSpin ? game.freeSpinMultiplier : 1;
    const lineBet = betCents / game.lines.length;
    const round: ReelRound = {
      engine: 'reels', reelSet: game.id, stops, window, freeSpin,
      lineWins: evaluation.lineWins.map((w) => ({ line: w.line, symbol: w.symbol, count: w.count, win: units(w.pay * lineBet * multiplier) })),
      scatterCount: evaluation.scatterCount,
      scatterWin: units(evaluation.scatterPay * betCents * multiplier),
      freeSpinsWon: evaluation.freeSpinsWon,
      fairness: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce },
    };
    await tx.query(
      `insert into game_rounds (bet_record_id, member_id, node_id, engine, seed_id, nonce, client_seed, spin_id, details)
       values ($1, $2, $3, 'reels', $4, $5, $6, $7, $8::jsonb)`,
      [recordId, request.memberId, request.nodeId, seed.id, nonce, seed.clientSeed, request.spinId, JSON.stringify(round)],
    );
    const next = run
      ? { remaining: run.remaining - 1 + evaluation.freeSpinsWon, betCents, wonCents: run.wonCents + win }
      : { remaining: evaluation.freeSpinsWon, betCents, wonCents: 0 };
    await saveRun(tx, request, next);
    return {
      roundId: recordId, bet: units(freeSpin ? 0 : betCents), win: units(win), balance, round,
      // a run's last spin still answers it (remaining 0), so the screen can say what the run won
      freeSpins: freeSpinsValue(freeSpin || next.remaining > 0 ? next : null, game),
      seed: publicSeed({ ...seed, nextNonce: nonce + 1 }),
    };
  });
}
