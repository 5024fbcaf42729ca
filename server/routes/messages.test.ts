import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PAGE_PATHS, MESSAGE_PATHS } from '../../contract/messages';
import type { Db } from '../db/db';
import { createTestMember, type TestMember } from '../games/test-members';
import { notifyMember } from '../messages/notify-member';
import { chatCommand, feedbackCommand, messageCommand, pushCommand } from '../messages/ops';
import { startTestPushReceiver, type TestPushReceiver } from '../push/test-receiver';
import { closeTestApp, openTestApp } from '../testing/harness';
import { captchaFor } from './auth-test-helpers';
import { settingsChanged } from '../settings/cache';

let db: Db;
let app: FastifyInstance;
let member: TestMember;
let other: TestMember;
let trial: TestMember;
let fresh: TestMember;
let receiver: TestPushReceiver;
let origin: string;

beforeAll(async () => {
  ({ db, app } = await openTestApp({ testMode: true }));
  member = await createTestMember(db, 'inbox01', 0);
  other = await createTestMember(db, 'inbox02', 0);
  trial = await createTestMember(db, 'trial01', 0, 4);
  fresh = await createTestMember(db, 'inbox03', 0);
  receiver = await startTestPushReceiver();
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await receiver.close();
  await closeTestApp(db, app);
});

/** Test replies are checked field by field, so their value stays as loose as JSON.parse's. */
type Json = ReturnType<typeof JSON.parse>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, token?: string, payload?: object, headers: Record<string, string> = {}) {
  const all: Record<string, string> = { Merchant: 'DEMO', Language: 'EN', ...headers };
  if (token) all.Authorization = token;
  const res = await app.inject({ method, url, headers: all, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as { success: boolean; value: Json; errorCode: string | null } };
}
const ops = { db: undefined as unknown as Db, merchantCode: 'DEMO', app: null };
const runOps = async (command: typeof messageCommand, words: string[], options: Record<string, string> = {}) =>
  command.run({ ...ops, db, app: { db, config: { testMode: true } as never } }, command.parse(words, options));

describe('inbox', () => {
  it('guests are sent to login; trial members are refused with free_reject (their counts are 0)', async () => {
    for (const [method, path] of [['GET', MESSAGE_PATHS.inbox], ['GET', MESSAGE_PATHS.inboxUnread], ['POST', MESSAGE_PATHS.inboxReadAll]] as const) {
      expect((await call(method, path)).body.errorCode).toBe('customer.not.login');
    }
    expect((await call('GET', MESSAGE_PATHS.inbox, trial.token)).body.errorCode).toBe('free_reject');
    expect((await call('POST', MESSAGE_PATHS.inboxRead, trial.token, { id: 1 })).body.errorCode).toBe('free_reject');
    expect((await call('GET', MESSAGE_PATHS.inboxUnread, trial.token)).body).toMatchObject({ success: true, value: 0 });
  });

  it('lists newest first with unread state, pages, opens (marks read), deletes, marks all read; nobody touches another member\'s', async () => {
    for (let i = 1; i <= 23; i += 1) {
      await notifyMember({ db }, { merchantCode: 'DEMO', memberId: member.id, title: { vi: `Tiêu đề ${i}`, en: `Title ${i}` }, body: `Body ${i}`, push: false });
    }
    expect((await call('GET', MESSAGE_PATHS.inboxUnread, member.token)).body.value).toBe(23);
    const first = (await call('GET', `${MESSAGE_PATHS.inbox}?pageNo=1&pageSize=20`, member.token)).body.value;
    expect(first).toMatchObject({ pageNo: 1, totalCount: 23, totalPages: 2, unread: 23 });
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toMatchObject({ title: 'Title 23', body: 'Body 23', read: false });
    const vi = (await call('GET', `${MESSAGE_PATHS.inbox}?pageNo=2`, member.token, undefined, { Language: 'VI' })).body.value;
    expect(vi.list.map((m: { title: string }) => m.title)).toEqual(['Tiêu đề 3', 'Tiêu đề 2', 'Tiêu đề 1']);

    const id = first.list[0].id as number;
    expect((await call('POST', MESSAGE_PATHS.inboxRead, other.token, { id })).body.errorCode).toBe('message.not.found');
    expect((await call('DELETE', MESSAGE_PATHS.inboxDelete, other.token, { id })).body.errorCode).toBe('message.not.found');
    expect((await call('POST', MESSAGE_PATHS.inboxRead, member.token, { id })).body.success).toBe(true);
    expect((await call('GET', MESSAGE_PATHS.inboxUnread, member.token)).body.value).toBe(22);
    expect((await call('DELETE', MESSAGE_PATHS.inboxDelete, member.token, { id })).body.success).toBe(true);
    expect((await call('DELETE', MESSAGE_PATHS.inboxDelete, member.token, { id })).body.errorCode).toBe('message.not.found');
    expect((await call('POST', MESSAGE_PATHS.inboxReadAll, member.token)).body.value).toEqual({ count: 22 });
    expect((await call('GET', MESSAGE_PATHS.inboxUnread, member.token)).body.value).toBe(0);
    expect((await call('POST', MESSAGE_PATHS.inboxRead, member.token, { id: 'x' })).status).toBe(400);
  });

  it('ops: message send to one member and to all (trial members excluded); bad usage is refused', async () => {
    expect(await runOps(messageCommand, ['send'], { to: 'inbox02', title: 'Hello', body: 'From the operator' })).toMatch(/^message #\d+ sent to inbox02/);
    expect((await call('GET', MESSAGE_PATHS.inboxUnread, other.token)).body.value).toBe(1);
    expect(await runOps(messageCommand, ['send'], { to: 'all', title: 'News', body: 'For everyone' })).toMatch(/^run [\w-]+: message sent to \d+ members/);
    expect((await call('GET', MESSAGE_PATHS.inboxUnread, other.token)).body.value).toBe(2);
    expect((await call('GET', MESSAGE_PATHS.inboxUnread, trial.token)).body.value).toBe(0);
    expect(() => messageCommand.parse(['send'], { to: 'x', title: 'T' })).toThrow(/--body is required/);
    expect(() => messageCommand.parse(['send'], { to: 'x', title: 'T', body: 'B', url: 'https://evil.example' })).toThrow(/app path/);
    await expect(runOps(messageCommand, ['send'], { to: 'nobody', title: 'T', body: 'B' })).rejects.toThrow(/no member nobody/);
  });
});

describe('live chat', () => {
  it('counts, launch refusals, a chat page with a nonce CSP, history, send, SSE both ways, operator list and reply', async () => {
    expect((await call('GET', MESSAGE_PATHS.chatUnread)).body.errorCode).toBe('customer.not.login');
    expect((await call('GET', `${MESSAGE_PATHS.chatLaunch}?b2c=1`, trial.token)).body.errorCode).toBe('free_reject');
    expect((await call('GET', MESSAGE_PATHS.chatUnread, trial.token)).body.value).toEqual({ unReadCount: 0 });
    const launch = await call('GET', `${MESSAGE_PATHS.chatLaunch}?b2c=1&language=en&backUrl=${encodeURIComponent('/m/message')}&title=Chat`, member.token);
    const chatUrl = new URL(launch.body.value.chatUrl as string);
    expect(chatUrl.pathname).toBe(CHAT_PAGE_PATHS.page);
    const ticket = chatUrl.searchParams.get('ticket') ?? '';
    expect(ticket.length).toBeGreaterThan(30);

    const page = await app.inject({ method: 'GET', url: `${CHAT_PAGE_PATHS.page}?lang=en` });
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain("script-src 'nonce-");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.body).toContain('Live chat');

    const headers = { 'X-Chat-Ticket': ticket };
    expect((await call('GET', CHAT_PAGE_PATHS.history, undefined, undefined, { 'X-Chat-Ticket': 'x'.repeat(40) })).body.errorCode).toBe('chat.ticket.invalid');
    expect((await call('GET', CHAT_PAGE_PATHS.history, undefined, undefined, headers)).body.value).toEqual({ list: [], backUrl: '/m/message' });

    const controller = new AbortController();
    const stream = await fetch(`${origin}${CHAT_PAGE_PATHS.stream}?ticket=${ticket}`, { signal: controller.signal });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const events: string[] = [];
    const nextEvent = async (match: string) => {
      const decoder = new TextDecoder();
      while (!events.some((e) => e.includes(match))) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        events.push(...decoder.decode(value).split('\n\n'));
      }
      return events.find((e) => e.includes(match))!;
    };

    const sent = await call('POST', CHAT_PAGE_PATHS.send, undefined, { body: 'Hello, I need help' }, headers);
    expect(sent.body.value).toMatchObject({ sender: 'member', body: 'Hello, I need help' });
    expect(await nextEvent('I need help')).toMatch(/^id: \d+\ndata: /);
    expect((await call('POST', CHAT_PAGE_PATHS.send, undefined, { body: '   ' }, headers)).status).toBe(400);

    expect(await runOps(chatCommand, ['list'])).toMatch(/inbox01 .* waiting 1 .*I need help/);
    const started = Date.now();
    expect(await runOps(chatCommand, ['reply', 'inbox01', 'We', 'are', 'here'])).toMatch(/^reply #\d+ sent to inbox01/);
    expect(await nextEvent('We are here')).toContain('"sender":"operator"');
    console.info(`chat reply to SSE event: ${Date.now() - started} ms`);
    controller.abort();

    // The open stream marked it read; a reply nobody saw counts as unread until the chat is opened.
    expect((await call('GET', MESSAGE_PATHS.chatUnread, member.token)).body.value).toEqual({ unReadCount: 0 });
    await runOps(chatCommand, ['reply', 'inbox02', 'Anything else?']);
    expect((await call('GET', MESSAGE_PATHS.chatUnread, other.token)).body.value).toEqual({ unReadCount: 1 });
    const otherUrl = new URL((await call('GET', `${MESSAGE_PATHS.chatLaunch}?b2c=1`, other.token)).body.value.chatUrl as string);
    const otherHeaders = { 'X-Chat-Ticket': otherUrl.searchParams.get('ticket') ?? '' };
    expect((await call('GET', CHAT_PAGE_PATHS.history, undefined, undefined, otherHeaders)).body.value.list).toHaveLength(1);
    expect((await call('GET', MESSAGE_PATHS.chatUnread, other.token)).body.value).toEqual({ unReadCount: 0 });
    expect(await runOps(chatCommand, ['list'])).toMatch(/inbox01 .* answered/);
    expect(() => chatCommand.parse(['reply', 'inbox01'], {})).toThrow();

    // A ticket dies with its session: logout ends the chat page too.
    await db.query('update sessions set revoked_at = now() where member_id = $1', [member.id]);
    expect((await call('GET', CHAT_PAGE_PATHS.history, undefined, undefined, headers)).body.errorCode).toBe('chat.ticket.invalid');
    const expired = await (await fetch(`${origin}${CHAT_PAGE_PATHS.stream}?ticket=${ticket}`)).text();
    expect(expired).toContain('event: expired');
  });

  it('is refused when CBS3 is off', async () => {
    await db.query("update whitelabel_modules set enabled = false where merchant_code = 'DEMO' and mod_id = 'CBS3'");
    await settingsChanged(db, { merchantCode: 'DEMO' });
    try {
      expect((await call('GET', `${MESSAGE_PATHS.chatLaunch}?b2c=1`, fresh.token)).body.errorCode).toBe('chat.disabled');
      expect((await call('GET', MESSAGE_PATHS.chatUnread, fresh.token)).body.value).toEqual({ unReadCount: 0 });
      // No entry leads to the chat: the status offers only WhatsApp, and the chat entry's link is refused.
      const status = (await call('GET', '/wps/system/status')).body.value as { info: { customerService: { title: string }[] } };
      expect(status.info.customerService.map((e) => e.title)).toEqual(['whatsapp']);
      expect((await call('GET', `${MESSAGE_PATHS.customerServiceLink}?title=CS`)).body.errorCode).toBe('chat.disabled');
    } finally {
      await db.query("update whitelabel_modules set enabled = true where merchant_code = 'DEMO' and mod_id = 'CBS3'");
      await settingsChanged(db, { merchantCode: 'DEMO' });
    }
  });
});

describe('customer service link', () => {
  it('resolves the status entries: CS to the live chat, whatsapp to its link; unknown is refused', async () => {
    const status = (await call('GET', '/wps/system/customerService/link?title=CS')).body;
    expect(status.value).toEqual({ kind: 'chat', url: null });
    const wa = (await call('GET', `${MESSAGE_PATHS.customerServiceLink}?path=${encodeURIComponent('wa.U2FsdGVkX19kZW1vLXdoYXRzYXBwLTAwMQ')}`)).body;
    expect(wa.value).toEqual({ kind: 'url', url: 'https://wa.me/84912345678' });
    expect((await call('GET', `${MESSAGE_PATHS.customerServiceLink}?path=nope`)).body.errorCode).toBe('customer.service.unknown');
  });
});

describe('feedback', () => {
  const payload = (captcha: string, content = 'The deposit took too long today') => ({ content, sender: '', type: 1, captcha, deviceId: 'fb-device' });

  it('needs login, 10-200 characters, a known type and the right captcha; my feedback shows the operator reply', async () => {
    expect((await call('PUT', MESSAGE_PATHS.feedback, undefined, payload('1'))).body.errorCode).toBe('customer.not.login');
    expect((await call('PUT', MESSAGE_PATHS.feedback, fresh.token, payload('1', 'too short'))).body.errorCode).toBe('feedback.content.invalid');
    expect((await call('PUT', MESSAGE_PATHS.feedback, fresh.token, payload('1', 'x'.repeat(201)))).body.errorCode).toBe('feedback.content.invalid');
    expect((await call('PUT', MESSAGE_PATHS.feedback, fresh.token, { ...payload('1'), type: 5 })).status).toBe(400);
    expect((await call('PUT', MESSAGE_PATHS.feedback, fresh.token, payload(''))).body.errorCode).toBe('captcha.required');
    await captchaFor(app, 'fb-device');
    expect((await call('PUT', MESSAGE_PATHS.feedback, fresh.token, payload('999999'))).body.errorCode).toBe('captcha.invalid');
    const answer = await captchaFor(app, 'fb-device');
    const saved = await call('PUT', MESSAGE_PATHS.feedback, fresh.token, payload(answer));
    expect(saved.body.success).toBe(true);
    const id = saved.body.value.id as number;

    expect(await runOps(feedbackCommand, [])).toMatch(new RegExp(`#${id} .* inbox03 +type 1 +The deposit took too long today`));
    expect(await runOps(feedbackCommand, ['reply', String(id), 'Sorry,', 'it', 'is', 'credited', 'now'])).toBe(`feedback #${id} answered`);
    expect(await runOps(feedbackCommand, [])).toBe('no unanswered feedback');
    const mine = (await call('GET', MESSAGE_PATHS.myFeedback, fresh.token)).body.value.list;
    expect(mine[0]).toMatchObject({ id, type: 1, reply: 'Sorry, it is credited now' });
    const inbox = (await call('GET', MESSAGE_PATHS.inbox, fresh.token)).body.value.list;
    expect(inbox[0]).toMatchObject({ kind: 'feedback', title: 'Your feedback has a reply', url: '/m/feedback', read: false });
    await expect(runOps(feedbackCommand, ['reply', '999999', 'x'])).rejects.toThrow(/no feedback/);
  });
});

describe('web push', () => {
  it('hands out the VAPID key, refuses foreign endpoints, stores a subscription, pushes (ops) and records delivery and click once', async () => {
    const key = (await call('GET', MESSAGE_PATHS.pushKey)).body.value.publicKey as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const sub = receiver.subscription();
    expect((await call('POST', MESSAGE_PATHS.pushSubscribe, undefined, sub)).body.errorCode).toBe('customer.not.login');
    for (const endpoint of ['http://10.0.0.1/push', 'https://169.254.169.254/latest', 'https://fcm.googleapis.com.evil.example/x', 'file:///etc/passwd']) {
      expect((await call('POST', MESSAGE_PATHS.pushSubscribe, fresh.token, { ...sub, endpoint })).body.errorCode).toBe('push.endpoint.refused');
    }
    expect((await call('POST', MESSAGE_PATHS.pushSubscribe, fresh.token, sub)).body.success).toBe(true);

    const before = receiver.received.length;
    const result = await runOps(pushCommand, [], { to: 'inbox03', title: 'Big win', body: 'Come back', url: '/m/activity' });
    expect(result).toMatch(/^push: 1 delivered, 0 failed \(tracking [0-9a-f-]{36}\)/);
    const push = await receiver.next(before);
    const payload = JSON.parse(push.plaintext);
    expect(payload).toMatchObject({ notification: { title: 'Big win', body: 'Come back' }, data: { merchant: 'DEMO', url: '/m/activity' } });
    expect(push.vapidPublicKey).toBe(key);
    expect(push.vapidValid).toBe(true);

    const trackingUuid = payload.data.trackingUuid as string;
    expect((await call('PUT', MESSAGE_PATHS.pushCallback, undefined, { trackingUuid, eventType: 'DELIVERED' })).body.success).toBe(true);
    expect((await call('PUT', MESSAGE_PATHS.pushCallback, undefined, { trackingUuid, eventType: 'CLICKED' })).body.success).toBe(true);
    const [first] = await db.query<{ clicked_at: Date }>('select clicked_at from push_deliveries where tracking_uuid = $1', [trackingUuid]);
    await call('PUT', MESSAGE_PATHS.pushCallback, undefined, { trackingUuid, eventType: 'CLICKED' });
    const [row] = await db.query<{ delivered_at: Date | null; clicked_at: Date }>('select delivered_at, clicked_at from push_deliveries where tracking_uuid = $1', [trackingUuid]);
    expect(row?.delivered_at).not.toBeNull();
    expect(row?.clicked_at).toEqual(first?.clicked_at);
    expect((await call('PUT', MESSAGE_PATHS.pushCallback, undefined, { trackingUuid: 'nope', eventType: 'CLICKED' })).status).toBe(400);

    expect((await call('DELETE', MESSAGE_PATHS.pushSubscribe, fresh.token, { endpoint: sub.endpoint })).body.success).toBe(true);
    expect(await runOps(pushCommand, [], { to: 'inbox03', title: 'x', body: 'y' })).toBe('push: 0 delivered, 0 failed');
  });
});
