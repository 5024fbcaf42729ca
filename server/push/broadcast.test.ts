/**
 * Security review M3 and L5: one member's malformed push keys broke every
 * broadcast (HTTP 500, inbox copies already written, so a retry duplicated
 * them); an endpoint moved to whoever subscribed it last.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_PATHS } from '../../contract/messages';
import type { Db } from '../db/db';
import { createTestMember, type TestMember } from '../games/test-members';
import { runOpsCommand } from '../ops/run-command';
import { closeTestApp, openTestApp, testConfig } from '../testing/harness';
import { pushKeysValid } from './keys';
import { saveSubscription } from './subscriptions';
import { startTestPushReceiver, type TestPushReceiver } from './test-receiver';

/** The review's key: the right length, not a point on P-256. */
const BAD_P256DH = `B${'A'.repeat(86)}`;

describe('push broadcasts and subscriptions', () => {
  let db: Db;
  let app: FastifyInstance;
  let receiver: TestPushReceiver;
  let good: TestMember;
  let poisoned: TestMember;

  const ops = (name: string, options: Record<string, string>, words: string[] = []) =>
    runOpsCommand({ db, merchantCode: 'DEMO', app: { db, config: testConfig({ testMode: true }) } }, { name, words, options });
  const subscriptionCount = async (memberId: number) =>
    (await db.query<{ n: number }>('select count(*)::int as n from push_subscriptions where member_id = $1', [memberId]))[0]!.n;

  beforeAll(async () => {
    ({ db, app } = await openTestApp({ testMode: true }));
    receiver = await startTestPushReceiver();
    good = await createTestMember(db, 'pushgood01', 0);
    poisoned = await createTestMember(db, 'pushbad01', 0);
  });
  afterAll(async () => {
    await receiver?.close();
    await closeTestApp(db, app);
  });

  it('refuses keys that are not a P-256 point when a browser subscribes', async () => {
    expect(pushKeysValid(receiver.subscription().keys.p256dh, receiver.subscription().keys.auth)).toBe(true);
    const res = await app.inject({
      method: 'POST', url: MESSAGE_PATHS.pushSubscribe, headers: { authorization: poisoned.token },
      payload: { endpoint: receiver.subscription('bad').endpoint, keys: { p256dh: BAD_P256DH, auth: 'A'.repeat(22) } },
    });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'push.endpoint.refused' });
    expect(await subscriptionCount(poisoned.id)).toBe(0);
  });

  it('a broadcast survives a stored malformed subscription, drops it, and still reaches the others', async () => {
    const sub = receiver.subscription('good');
    await saveSubscription(db, { merchantCode: 'DEMO', memberId: good.id, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, language: 'EN' });
    // Stored before keys were checked (as an old row would be).
    await saveSubscription(db, { merchantCode: 'DEMO', memberId: poisoned.id, endpoint: receiver.subscription('poison').endpoint, p256dh: BAD_P256DH, auth: 'A'.repeat(22), language: 'EN' });
    const before = receiver.received.length;
    const text = await ops('push', { to: 'all', title: 'Hello', body: 'Everyone' });
    expect(text).toMatch(/push: 1 delivered, 1 failed/);
    expect((await receiver.next(before)).path).toContain('good');
    expect(await subscriptionCount(poisoned.id)).toBe(0);
    expect(await subscriptionCount(good.id)).toBe(1);
  });

  it('running the same broadcast again writes no second inbox copy and pushes no second time', async () => {
    const inboxCopies = async () =>
      (await db.query<{ n: number }>("select count(*)::int as n from inbox_messages where member_id = $1 and title_en = 'Run once'", [good.id]))[0]!.n;
    const first = await ops('message', { to: 'all', title: 'Run once', body: 'Body' }, ['send']);
    const second = await ops('message', { to: 'all', title: 'Run once', body: 'Body' }, ['send']);
    expect(first).toMatch(/push: 1 delivered/);
    expect(second).toMatch(/message sent to 0 members \(push: 0 delivered, 0 failed, 1 already reached by this run\)/);
    expect(await inboxCopies()).toBe(1);
    // A new run name sends it again on purpose.
    await ops('message', { to: 'all', title: 'Run once', body: 'Body', run: 'again-1' }, ['send']);
    expect(await inboxCopies()).toBe(2);
  });

  it("refuses to move an endpoint another member holds (review L5)", async () => {
    const owner = await createTestMember(db, 'pushowner01', 0);
    const thief = await createTestMember(db, 'pushthief01', 0);
    const sub = receiver.subscription('owned');
    const subscribe = (token: string) =>
      app.inject({ method: 'POST', url: MESSAGE_PATHS.pushSubscribe, headers: { authorization: token }, payload: sub });
    expect((await subscribe(owner.token)).json()).toMatchObject({ success: true });
    expect((await subscribe(thief.token)).json()).toMatchObject({ success: false, errorCode: 'push.endpoint.refused' });
    expect(await subscriptionCount(owner.id)).toBe(1);
    expect(await subscriptionCount(thief.id)).toBe(0);
    // The owner renewing its own keys is fine; once it unsubscribes, the endpoint is free.
    expect((await subscribe(owner.token)).json()).toMatchObject({ success: true });
    await app.inject({ method: 'DELETE', url: MESSAGE_PATHS.pushSubscribe, headers: { authorization: owner.token }, payload: { endpoint: sub.endpoint } });
    expect((await subscribe(thief.token)).json()).toMatchObject({ success: true });
  });
});
