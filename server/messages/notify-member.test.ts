import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { createTestMember } from '../games/test-members';
import { saveSubscription } from '../push/subscriptions';
import { startTestPushReceiver, type TestPushReceiver } from '../push/test-receiver';
import { loadVapidKeys } from '../push/vapid';
import { openTestDb } from '../testing/harness';
import { inboxPage, inboxUnreadCount } from './inbox';
import { notifyMember } from './notify-member';
import { memberMoney } from './money-text';
import { NOTICE_TEXTS } from './texts';

let db: Db;
let receiver: TestPushReceiver;

beforeAll(async () => {
  db = await openTestDb();
  receiver = await startTestPushReceiver();
});
afterAll(async () => {
  await receiver.close();
  await db.close();
});

describe('notifyMember', () => {
  it('writes an inbox message in both languages and pushes to each subscribed browser', async () => {
    const member = await createTestMember(db, 'notify01', 0);
    const sub = receiver.subscription();
    await saveSubscription(db, { merchantCode: 'DEMO', memberId: member.id, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, language: 'EN' });
    const before = receiver.received.length;
    const started = Date.now();
    const result = await notifyMember({ db, config: { testMode: true } }, {
      merchantCode: 'DEMO', memberId: member.id, ...NOTICE_TEXTS.depositApproved(await memberMoney(db, 'DEMO', 500_000)), kind: 'deposit', url: '/m/voucherCenter',
    });
    expect(result.messageId).toBeGreaterThan(0);
    expect(await inboxUnreadCount(db, member.id)).toBe(1);
    const vi = await inboxPage(db, member.id, 'VI', 1, 20);
    expect(vi.list[0]).toMatchObject({ kind: 'deposit', title: 'Nạp tiền thành công', url: '/m/voucherCenter', read: false });
    expect((await inboxPage(db, member.id, 'EN', 1, 20)).list[0]?.title).toBe('Deposit approved');
    // each language writes the amount in its own notation, as the app shows money
    expect(JSON.stringify(vi.list[0])).toContain('Khoản nạp 500.000\u00a0₫ đã được cộng vào ví của bạn.');

    const report = await result.pushed;
    expect(report).toMatchObject({ sent: 1, failed: 0 });
    const push = await receiver.next(before);
    console.info(`push round trip (encrypt, send, receive, decrypt): ${push.receivedAt - started} ms`);
    expect(push.vapidValid).toBe(true);
    expect(push.vapidPublicKey).toBe((await loadVapidKeys(db)).publicKey);
    expect(JSON.parse(push.plaintext)).toEqual({
      notification: { title: 'Deposit approved', body: 'Your deposit of 500,000\u00a0₫ has been credited to your wallet.' },
      data: { merchant: 'DEMO', trackingUuid: report?.trackingUuids[0], url: '/m/voucherCenter' },
    });
  });

  it('never throws: a missing member is logged and reported as no message', async () => {
    const result = await notifyMember({ db }, { merchantCode: 'DEMO', memberId: 999_999, title: 'x', body: 'y' });
    expect(result.messageId).toBeNull();
    expect(await result.pushed).toMatchObject({ sent: 0 });
  });

  it('refuses loopback endpoints outside test mode and drops subscriptions a push service calls gone', async () => {
    const member = await createTestMember(db, 'notify02', 0);
    const sub = receiver.subscription();
    await saveSubscription(db, { merchantCode: 'DEMO', memberId: member.id, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, language: 'VI' });
    const outside = await notifyMember({ db, config: { testMode: false } }, { merchantCode: 'DEMO', memberId: member.id, title: 'a', body: 'b' });
    expect(await outside.pushed).toMatchObject({ sent: 0, failed: 1 });
    receiver.respondWith(410);
    const gone = await notifyMember({ db, config: { testMode: true } }, { merchantCode: 'DEMO', memberId: member.id, title: 'a', body: 'b' });
    expect(await gone.pushed).toMatchObject({ sent: 0, failed: 1 });
    receiver.respondWith(201);
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from push_subscriptions where member_id = $1', [member.id]);
    expect(row?.n).toBe(0);
  });
});
