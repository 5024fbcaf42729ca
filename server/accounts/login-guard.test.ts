import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb } from '../testing/harness';
import { guardedAttempt, PURGE_IDLE_LOGIN_GUARDS, usernameKey } from './login-guard';

let db: Db;
beforeAll(async () => { db = await openTestDb(); });
afterAll(async () => { await db.close(); });

describe('login guard beside the housekeeping purge', () => {
  // An idle guard row is what the purge deletes; a login of that key must
  // still find (or make) its row, never fail because the row vanished
  // between its insert and its lock (PostgreSQL, several connections).
  it('every attempt passes while idle rows are purged at the same time', async () => {
    const key = usernameKey('purge-race');
    let purging = true;
    const purges = (async () => {
      let runs = 0;
      while (purging) {
        await db.query(PURGE_IDLE_LOGIN_GUARDS);
        runs += 1;
      }
      return runs;
    })();
    const outcomes: string[] = [];
    try {
      for (let i = 0; i < 150; i += 1) {
        const outcome = await guardedAttempt(db, 'DEMO', key, null, () => Promise.resolve({ passed: true, value: i }));
        outcomes.push(outcome.kind);
      }
    } finally {
      purging = false;
    }
    expect(await purges).toBeGreaterThan(0);
    expect(outcomes.every((kind) => kind === 'passed')).toBe(true);
  });
});
