/**
 * Notices after the commit (Db.publish, docs/decisions/0100), on PGlite and
 * again on PostgreSQL (server-pg project): a transaction's notice leaves
 * only once it has committed and never after a rollback; notices arrive in
 * the order they were published, repeats of one moment once; they reach
 * the same listeners as NOTIFY; close() sends what was still queued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../testing/harness';
import type { Db } from './db';
import { PublishQueue, type Notice } from './publish-queue';

describe('notices published after the commit', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db?.close());

  async function listening(channel: string) {
    const heard: string[] = [];
    const stop = await db.listen(channel, (payload) => heard.push(payload));
    return { heard, stop };
  }

  it('delivers a notice published outside a transaction to this process\'s listeners', async () => {
    const { heard, stop } = await listening('pub_plain');
    db.publish('pub_plain', 'one');
    await expect.poll(() => heard).toEqual(['one']);
    await stop();
  });

  it('sends a transaction\'s notice after its commit, not while it is open', async () => {
    const { heard, stop } = await listening('pub_commit');
    await db.transaction(async (tx) => {
      tx.publish('pub_commit', 'committed');
      // Turns of the event loop and a round trip: a batch queued at once would have left by now.
      for (let i = 0; i < 3; i++) await new Promise((next) => setImmediate(next));
      await tx.query('select 1');
      expect(heard).toEqual([]);
    });
    await expect.poll(() => heard).toEqual(['committed']);
    await stop();
  });

  it('never sends a rolled-back transaction\'s notice', async () => {
    const { heard, stop } = await listening('pub_rollback');
    await expect(db.transaction(async (tx) => {
      tx.publish('pub_rollback', 'rolled back');
      await tx.query('select 1');
      throw new Error('refused');
    })).rejects.toThrow('refused');
    // Published notices leave in order: once the later one is here, the earlier would have been.
    db.publish('pub_rollback', 'later');
    await expect.poll(() => heard).toEqual(['later']);
    await stop();
  });

  it('keeps the order of publishing across commits and batches; repeats of one moment arrive once', async () => {
    const { heard, stop } = await listening('pub_order');
    const sent: string[] = [];
    for (let i = 0; i < 30; i++) {
      await db.transaction(async (tx) => {
        tx.publish('pub_order', `n${i}`);
        tx.publish('pub_order', `n${i}`);
      });
      sent.push(`n${i}`);
      // Every fifth commit lets a batch leave before the next, so the sequence spans several batches.
      if (i % 5 === 4) await new Promise((next) => setImmediate(next));
    }
    await expect.poll(() => heard).toEqual(sent);
    await stop();
  });

  it('reaches every listener of the channel, and no other channel\'s', async () => {
    const [first, second, other] = [await listening('pub_fan'), await listening('pub_fan'), await listening('pub_other')];
    db.publish('pub_fan', 'both');
    await expect.poll(() => [first.heard, second.heard]).toEqual([['both'], ['both']]);
    db.publish('pub_other', 'marker');
    await expect.poll(() => other.heard).toEqual(['marker']);
    expect(first.heard).toEqual(['both']);
    for (const { stop } of [first, second, other]) await stop();
  });

  it('sends nothing to a listener that stopped', async () => {
    const first = await listening('pub_stop');
    const second = await listening('pub_stop');
    await first.stop();
    db.publish('pub_stop', 'after');
    await expect.poll(() => second.heard).toEqual(['after']);
    expect(first.heard).toEqual([]);
    await second.stop();
  });
});

describe('the publish queue', () => {
  it('sends a batch at a time, in order, and keeps going after a batch fails (that batch reported lost)', async () => {
    const sent: string[][] = [];
    const lost: unknown[] = [];
    let fail = true;
    const queue = new PublishQueue(async (batch: readonly Notice[]) => {
      await new Promise((next) => setImmediate(next));
      if (fail) {
        fail = false;
        throw new Error('connection lost');
      }
      sent.push(batch.map((n) => n.payload));
    }, (error) => lost.push(error));
    queue.add({ channel: 'c', payload: 'a' });
    queue.add({ channel: 'c', payload: 'b' });
    await new Promise((next) => setImmediate(next));
    // The first batch (a, b) is on its way: these wait for the next one, and leave together.
    queue.add({ channel: 'c', payload: 'c' });
    queue.add({ channel: 'c', payload: 'd' });
    queue.add({ channel: 'c', payload: 'c' });
    await queue.flush();
    expect(lost).toHaveLength(1);
    expect(sent).toEqual([['c', 'd']]);
    queue.add({ channel: 'c', payload: 'e' });
    await queue.flush();
    expect(sent).toEqual([['c', 'd'], ['e']]);
  });
});
