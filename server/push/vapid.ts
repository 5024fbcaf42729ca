import webpush from 'web-push';
import type { Db } from '../db/db';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const cache = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The server's VAPID key pair, generated once on first use and kept in the
 * database (inside DATA_DIR, which server/private-data.ts keeps 0700), so
 * every subscription stays valid across restarts and between servers
 * sharing one PostgreSQL (the first insert wins, all read it back).
 */
export function loadVapidKeys(db: Db): Promise<VapidKeys> {
  let pending = cache.get(db);
  if (!pending) {
    pending = readOrCreate(db).catch((error: unknown) => {
      cache.delete(db);
      throw error;
    });
    cache.set(db, pending);
  }
  return pending;
}

async function readOrCreate(db: Db): Promise<VapidKeys> {
  const select = () => db.query<{ public_key: string; private_key: string }>('select public_key, private_key from push_vapid_keys where id = 1');
  let [row] = await select();
  if (!row) {
    const fresh = webpush.generateVAPIDKeys();
    await db.query('insert into push_vapid_keys (id, public_key, private_key) values (1, $1, $2) on conflict do nothing', [fresh.publicKey, fresh.privateKey]);
    [row] = await select();
  }
  if (!row) throw new Error('VAPID keys could not be stored');
  return { publicKey: row.public_key, privateKey: row.private_key };
}
