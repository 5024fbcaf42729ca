import type { Db } from '../db/db';

/**
 * Nonces of encrypted bodies already opened, in the database so that two
 * servers on one PostgreSQL refuse the same replay. A nonce is kept for as
 * long as its body's timestamp could still pass the freshness check;
 * housekeeping (server/housekeeping.ts) purges it after that.
 */
export interface NonceRegister {
  /** True the first time a nonce is seen, false on every later time. */
  remember(nonce: string, keepMs: number): Promise<boolean>;
}

export const PURGE_SEEN_NONCES = 'delete from seen_nonces where expires_at < now()';

export function nonceRegister(db: Db): NonceRegister {
  return {
    async remember(nonce, keepMs) {
      const rows = await db.query(
        `insert into seen_nonces (nonce, expires_at) values ($1, now() + ($2::bigint * interval '1 millisecond'))
         on conflict (nonce) do nothing returning nonce`,
        [nonce, keepMs],
      );
      return rows.length === 1;
    },
  };
}
