/**
 * LISTEN/NOTIFY through the Db interface (docs/decisions/0063), on PGlite
 * and again on PostgreSQL (server-pg project): a transaction's notification
 * arrives at its commit and never after a rollback; a lost PostgreSQL
 * listening connection comes back and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../testing/harness';
import { suiteRunsOnPostgres } from '../testing/postgres-suite';
import type { Db } from './db';
import { LISTEN_APPLICATION_NAME } from './postgres-listener';

describe('database notifications', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db?.close());

  /** Listens on a channel of its own; `heard` fills as payloads arrive. */
  async function listening(channel: string, onReconnect?: () => void) {
    const heard: string[] = [];
    const stop = await db.listen(channel, (payload) => heard.push(payload), { onReconnect });
    return { heard, stop };
  }

  it('delivers a notification sent outside a transaction, to this process too', async () => {
    const { heard, stop } = await listening('test_plain');
    await db.notify('test_plain', '{"id":1}');
    await expect.poll(() => heard).toEqual(['{"id":1}']);
    await stop();
  });

  it('delivers a transaction\'s notification only when it commits', async () => {
    const { heard, stop } = await listening('test_commit');
    await db.transaction(async (tx) => {
      await tx.notify('test_commit', 'inside');
      // A round trip inside the transaction: anything delivered early would have arrived by now.
      await tx.query('select 1');
      expect(heard).toEqual([]);
    });
    await expect.poll(() => heard).toEqual(['inside']);
    await stop();
  });

  it('never delivers a rolled-back transaction\'s notification', async () => {
    const { heard, stop } = await listening('test_rollback');
    await expect(db.transaction(async (tx) => {
      await tx.notify('test_rollback', 'rolled back');
      throw new Error('refused');
    })).rejects.toThrow('refused');
    // Notifications arrive in commit order: once the later one is here, the earlier would have been.
    await db.notify('test_rollback', 'later');
    await expect.poll(() => heard).toContain('later');
    expect(heard).toEqual(['later']);
    await stop();
  });

  it('stops delivering to a listener that stopped', async () => {
    const first = await listening('test_stop');
    const second = await listening('test_stop');
    await first.stop();
    await db.notify('test_stop', 'after');
    await expect.poll(() => second.heard).toEqual(['after']);
    expect(first.heard).toEqual([]);
    await second.stop();
  });

  it.skipIf(!suiteRunsOnPostgres())('listens again after its PostgreSQL connection is terminated, and calls onReconnect', async () => {
    let reconnects = 0;
    const { heard, stop } = await listening('test_reconnect', () => (reconnects += 1));
    const [terminated] = await db.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [LISTEN_APPLICATION_NAME],
    );
    expect(terminated?.n).toBe(1);
    await expect.poll(() => reconnects, { timeout: 10_000 }).toBe(1);
    await db.notify('test_reconnect', 'after reconnect');
    await expect.poll(() => heard).toEqual(['after reconnect']);
    await stop();
  });
});
