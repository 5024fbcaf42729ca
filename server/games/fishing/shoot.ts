/**
 * One fishing shot, settled in ONE transaction (docs/decisions/0074-fishing.md):
 * the member's seed row is locked first (shots queue and each takes its own
 * nonce, as spins do), then settleRoundRecord locks the wallet, stakes the
 * cannon value and pays a catch as two ledger entries naming the shot's bet
 * record; the shot's details are written beside it. A repeated shot id
 * answers the shot it already played and charges nothing more. A stake the
 * balance does not cover rolls everything back, the nonce included.
 */
import type { FishingShot, ShotValue } from '../../../contract/fishing-play';
import { type FishSpecies, playShot, shotWinCents } from '../../../contract/fishing';
import type { Db } from '../../db/db';
import { readBalance, settleRoundRecord } from '../../wallet/wallet';
import { activeSeed, publicSeed, takeNonce } from '../fairness/seeds';

export interface ShotRequest {
  memberId: number;
  merchantCode: string;
  nodeId: string;
  /** An offered cannon value (checked by the route), in cents. */
  cannonCents: number;
  species: FishSpecies;
  fishId: number;
  shotId: string;
}

const units = (cents: number) => cents / 100;
/** game_rounds.spin_id is unique per member across engines: a shot's id is kept under its own prefix. */
const roundKey = (shotId: string) => `fish:${shotId}`;

async function replay(tx: Db, request: ShotRequest): Promise<ShotValue | null> {
  const [row] = await tx.query<{ id: string; details: FishingShot | string }>(
    "select bet_record_id::text as id, details from game_rounds where member_id = $1 and spin_id = $2 and engine = 'fishing'",
    [request.memberId, roundKey(request.shotId)],
  );
  if (!row) return null;
  const shot = typeof row.details === 'string' ? (JSON.parse(row.details) as FishingShot) : row.details;
  return {
    roundId: Number(row.id), shotId: request.shotId, shot,
    balance: await readBalance(tx, request.memberId),
    seed: publicSeed(await activeSeed(tx, request.memberId)),
  };
}

export async function shootFish(db: Db, request: ShotRequest): Promise<ShotValue> {
  return db.transaction(async (tx) => {
    const seed = await activeSeed(tx, request.memberId, true);
    const known = await replay(tx, request);
    if (known) return known;
    const nonce = await takeNonce(tx, seed);
    const outcome = await playShot(seed.serverSeed, seed.clientSeed, nonce, request.species);
    const win = shotWinCents(outcome, request.cannonCents);
    const { recordId, balance } = await settleRoundRecord(tx, {
      memberId: request.memberId, merchantCode: request.merchantCode, nodeId: request.nodeId,
      betCents: request.cannonCents, winCents: win,
      outcome: `fishing nonce ${nonce}: ${request.species} ×${outcome.multiplier} ${outcome.caught ? 'caught' : 'missed'}`,
    });
    const shot: FishingShot = {
      engine: 'fishing', species: request.species, multiplier: outcome.multiplier, cannon: units(request.cannonCents),
      caught: outcome.caught, win: units(win), fishId: request.fishId,
      fairness: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce },
    };
    await tx.query(
      `insert into game_rounds (bet_record_id, member_id, node_id, engine, seed_id, nonce, client_seed, spin_id, details)
       values ($1, $2, $3, 'fishing', $4, $5, $6, $7, $8::jsonb)`,
      [recordId, request.memberId, request.nodeId, seed.id, nonce, seed.clientSeed, roundKey(request.shotId), JSON.stringify(shot)],
    );
    return { roundId: recordId, shotId: request.shotId, shot, balance, seed: publicSeed({ ...seed, nextNonce: nonce + 1 }) };
  });
}
