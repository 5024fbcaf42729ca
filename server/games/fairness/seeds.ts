/**
 * A member's server seeds (docs/fairness.md): one active seed per member,
 * created on first need; its hash is shown before play, its text only once
 * it is rotated out. Rounds take nonces from the active seed under its row
 * lock, so two concurrent rounds never share one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { BLACKJACK_ERROR_CODES } from '../../../contract/blackjack-play';
import type { ActiveSeed } from '../../../contract/play';
import type { Db } from '../../db/db';
import { WpsError } from '../../http/wps-error';

export interface SeedRow {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

interface RawSeed {
  id: string | number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
}

const fromRow = (row: RawSeed): SeedRow => ({
  id: Number(row.id), serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nextNonce: Number(row.next_nonce),
});

export const publicSeed = (seed: SeedRow): ActiveSeed => ({ serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nextNonce: seed.nextNonce });

/** The same hash the browser computes (contract/fairness.ts sha256Hex), synchronously. */
export const seedHash = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');

const newServerSeed = () => randomBytes(32).toString('hex');
/** A first client seed the member did not choose: random, so nobody else knows it either. */
const newClientSeed = () => randomBytes(8).toString('hex');

const SEED_COLUMNS = 'id, server_seed, server_seed_hash, client_seed, next_nonce';

async function insertSeed(tx: Db, memberId: number, clientSeed: string): Promise<void> {
  const serverSeed = newServerSeed();
  await tx.query(
    `insert into fairness_seeds (member_id, server_seed, server_seed_hash, client_seed) values ($1, $2, $3, $4)
     on conflict (member_id) where revealed_at is null do nothing`,
    [memberId, serverSeed, seedHash(serverSeed), clientSeed],
  );
}

/**
 * The member's active seed, created when there is none. With `lock`, its
 * row is locked for the caller's transaction (rounds, rotation, a client
 * seed change queue behind one another).
 */
export async function activeSeed(tx: Db, memberId: number, lock = false): Promise<SeedRow> {
  const select = `select ${SEED_COLUMNS} from fairness_seeds where member_id = $1 and revealed_at is null${lock ? ' for update' : ''}`;
  let [row] = await tx.query<RawSeed>(select, [memberId]);
  if (!row) {
    await insertSeed(tx, memberId, newClientSeed());
    [row] = await tx.query<RawSeed>(select, [memberId]);
  }
  return fromRow(row!);
}

/** Takes the active seed's next nonce for a round (call inside the round's transaction, after activeSeed(…, true)). */
export async function takeNonce(tx: Db, seed: SeedRow): Promise<number> {
  await tx.query('update fairness_seeds set next_nonce = next_nonce + 1 where id = $1', [seed.id]);
  return seed.nextNonce;
}

export async function setClientSeed(db: Db, memberId: number, clientSeed: string): Promise<SeedRow> {
  return db.transaction(async (tx) => {
    const seed = await activeSeed(tx, memberId, true);
    await tx.query('update fairness_seeds set client_seed = $2 where id = $1', [seed.id, clientSeed]);
    return { ...seed, clientSeed };
  });
}

/** Reveals the active seed and starts the next (keeping the member's client seed); answers both. */
export async function rotateSeed(db: Db, memberId: number): Promise<{ revealed: SeedRow; active: SeedRow }> {
  return db.transaction(async (tx) => {
    const revealed = await activeSeed(tx, memberId, true);
    // a blackjack round in play would have its remaining cards known once its seed is revealed (docs/fairness.md)
    const [open] = await tx.query("select 1 from blackjack_rounds where seed_id = $1 and phase = 'player'", [revealed.id]);
    if (open) throw new WpsError(BLACKJACK_ERROR_CODES.seedInUse, 'seedRoundOpen', 409);
    await tx.query('update fairness_seeds set revealed_at = now() where id = $1', [revealed.id]);
    await insertSeed(tx, memberId, revealed.clientSeed);
    return { revealed, active: await activeSeed(tx, memberId) };
  });
}
