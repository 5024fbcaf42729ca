/**
 * The member event channel (docs/decisions/0063): fan-out by member, the
 * app's stream (ticket, events as money, orders, inbox and chat change,
 * caps, logout). Real HTTP: EventSource streams need a socket. Runs on
 * PGlite and again on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { MEMBER_EVENT_PATHS, MEMBER_EVENT_STREAMS_PER_MEMBER, type MemberEvent } from '../../contract/events';
import { createTestMember, type TestMember } from '../games/test-members';
import { OPS_TOKEN_HEADER } from '../ops/token';
import { openEventStream, type EventStreamReader, type StreamFrame } from '../testing/event-stream-client';
import { TEST_OPS_TOKEN } from '../testing/harness';
import { suiteApp } from '../testing/suite-app';
import { createDeposit } from '../wallet/orders';
import { memberEventHub } from './hub';
import { publishMemberEvent, publishMerchantEvent, type ChannelEvent } from './member-events';

const isEvent = (match: Partial<MemberEvent>) => (frame: StreamFrame) =>
  frame.event === 'message' && Object.entries(match).every(([key, value]) => (frame.data as Record<string, unknown>)[key] === value);

describe('member event channel', () => {
  const suite = suiteApp({ config: { testMode: true }, listen: true });

  async function ticketOf(member: TestMember): Promise<string> {
    const res = await suite.app.inject({ method: 'POST', url: MEMBER_EVENT_PATHS.ticket, headers: { authorization: member.token, Merchant: 'DEMO' } });
    return res.json<{ value: { ticket: string } }>().value.ticket;
  }
  const openFor = async (member: TestMember): Promise<EventStreamReader> =>
    openEventStream(`${suite.origin}${MEMBER_EVENT_PATHS.stream}?ticket=${await ticketOf(member)}`);
  const ops = (words: string[], options: Record<string, string> = {}, name = words.shift()!) =>
    suite.app.inject({ method: 'POST', url: '/__ops/run', headers: { [OPS_TOKEN_HEADER]: TEST_OPS_TOKEN }, payload: { name, words, options } });

  async function pendingDeposit(member: TestMember, key: string) {
    const [account] = await suite.db.query<{ id: string }>("select id::text from deposit_accounts where merchant_code = 'DEMO' and enabled order by sort limit 1");
    return createDeposit(suite.db, { memberId: member.id, merchantCode: 'DEMO', accountId: Number(account!.id), amountCents: 200_000_00, payerName: 'Nguyen Van A', receiptImageId: null, idempotencyKey: key });
  }

  it('fans out by member: a member\'s event reaches only that member\'s subscribers, a merchant\'s reaches all', async () => {
    const [a, b] = [await createTestMember(suite.db, 'fanout01', 0), await createTestMember(suite.db, 'fanout02', 0)];
    const heard = new Map<number, ChannelEvent[]>([[a.id, []], [b.id, []]]);
    const subscribe = (memberId: number) => memberEventHub(suite.db).subscribe({
      memberId, merchantCode: 'DEMO', onEvent: (event) => heard.get(memberId)!.push(event), onResync: () => undefined,
    });
    const stops = [await subscribe(a.id), await subscribe(b.id)];
    await publishMemberEvent(suite.db, a.id, { kind: 'balance' });
    await publishMerchantEvent(suite.db, 'DEMO', { kind: 'inbox' });
    await publishMerchantEvent(suite.db, 'OTHER', { kind: 'inbox' });
    await expect.poll(() => heard.get(b.id)).toEqual([{ kind: 'inbox' }]);
    // Delivered in order: b's broadcast arrived after a's own event, which b never saw.
    await expect.poll(() => heard.get(a.id)).toEqual([{ kind: 'balance' }, { kind: 'inbox' }]);
    for (const stop of stops) stop();
  });

  it('an operator\'s approval reaches the member\'s open stream as order and balance events', async () => {
    const member = await createTestMember(suite.db, 'evdeposit01', 0);
    const order = await pendingDeposit(member, 'evdeposit01-key');
    const stream = await openFor(member);
    expect(stream.status).toBe(200);
    const other = await openFor(await createTestMember(suite.db, 'evdeposit02', 0));
    const started = performance.now();
    expect((await ops(['deposit', 'approve', String(order.id)])).json()).toMatchObject({ success: true });
    const approved = await stream.next(isEvent({ kind: 'order', id: order.id, status: 'approved' }));
    await stream.next(isEvent({ kind: 'balance' }));
    // The approval's inbox notice follows.
    await stream.next(isEvent({ kind: 'inbox' }));
    console.info(`deposit approval to member event: ${Math.round(approved.at - started)} ms (including the ops call)`);
    expect(approved.data).toEqual({ kind: 'order', order: 'deposit', id: order.id, status: 'approved' });
    expect(other.frames.filter((frame) => (frame.data as MemberEvent).kind !== 'inbox')).toEqual([]);
    stream.close();
    other.close();
  });

  it('an operator\'s chat reply reaches the member\'s open stream by id', async () => {
    const member = await createTestMember(suite.db, 'evchat01', 0);
    const stream = await openFor(member);
    expect((await ops(['chat', 'reply', 'evchat01', 'Hello'])).json()).toMatchObject({ success: true });
    const frame = await stream.next(isEvent({ kind: 'chat' }));
    expect(frame.data).toEqual({ kind: 'chat', id: expect.any(Number) as number });
    stream.close();
  });

  it(`refuses a member's stream beyond ${MEMBER_EVENT_STREAMS_PER_MEMBER} with 429 in the envelope; a ticket opens one stream only`, async () => {
    const member = await createTestMember(suite.db, 'evcap01', 0);
    const open: EventStreamReader[] = [];
    for (let i = 0; i < MEMBER_EVENT_STREAMS_PER_MEMBER; i++) open.push(await openFor(member));
    expect(open.map((stream) => stream.status)).toEqual(Array(MEMBER_EVENT_STREAMS_PER_MEMBER).fill(200));
    const refused = await fetch(`${suite.origin}${MEMBER_EVENT_PATHS.stream}?ticket=${await ticketOf(member)}`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    for (const stream of open) stream.close();

    const ticket = await ticketOf(member);
    let first: EventStreamReader | null = null;
    // The server learns of the closes asynchronously; each attempt is a real request, bounded in number.
    for (let attempt = 0; attempt < 50 && first?.status !== 200; attempt++) {
      first = await openEventStream(`${suite.origin}${MEMBER_EVENT_PATHS.stream}?ticket=${attempt === 0 ? ticket : await ticketOf(member)}`);
      if (first.status !== 200) await new Promise((next) => setImmediate(next));
    }
    expect(first?.status).toBe(200);
    const reused = await (await fetch(`${suite.origin}${MEMBER_EVENT_PATHS.stream}?ticket=${ticket}`)).text();
    expect(reused).toContain('event: expired');
    first!.close();
  });

  it('logout ends the streams opened before it; a guest gets no ticket', async () => {
    const member = await createTestMember(suite.db, 'evlogout01', 0);
    const stream = await openFor(member);
    expect(stream.status).toBe(200);
    await suite.app.inject({ method: 'DELETE', url: AUTH_PATHS.logout, headers: { authorization: member.token, Merchant: 'DEMO' } });
    expect(await stream.ended).toContain('event: expired');
    const guest = await suite.app.inject({ method: 'POST', url: MEMBER_EVENT_PATHS.ticket, headers: { Merchant: 'DEMO' } });
    expect(guest.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
  });

  it('a session revoked straight in the database ends the stream at its next check', async () => {
    const member = await createTestMember(suite.db, 'evrevoke01', 0);
    const stream = await openFor(member);
    await suite.db.query('update sessions set revoked_at = now() where member_id = $1', [member.id]);
    // A session event (what a logout or password change on another instance sends) makes it check at once.
    await publishMemberEvent(suite.db, member.id, { kind: 'session' });
    expect(await stream.ended).toContain('event: expired');
  });
});
