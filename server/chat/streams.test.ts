/**
 * Security review L2: one ticket held thousands of live chat streams, and
 * streams opened before logout kept receiving the operator's replies.
 * The real app over HTTP (EventSource streams need a socket).
 */
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, type RsaKeyValue } from '../../contract/auth';
import { CHAT_PAGE_PATHS, MESSAGE_PATHS } from '../../contract/messages';
import { hashPassword } from '../accounts/password-hash';
import { encryptPayload } from '../crypto/test-encrypt';
import { createTestMember, type TestMember } from '../games/test-members';
import { suiteApp } from '../testing/suite-app';
import { CHAT_STREAMS_PER_MEMBER } from './streams';

interface OpenStream {
  status: number;
  /** Resolves with everything the stream said once it ends. */
  ended: Promise<string>;
  abort(): void;
}

describe('live chat streams', () => {
  const suite = suiteApp({ config: { testMode: true }, listen: true });

  async function ticketOf(member: TestMember): Promise<string> {
    const launch = await suite.app.inject({ method: 'GET', url: `${MESSAGE_PATHS.chatLaunch}?b2c=1`, headers: { authorization: member.token, Merchant: 'DEMO' } });
    return new URL(launch.json<{ value: { chatUrl: string } }>().value.chatUrl).searchParams.get('ticket')!;
  }

  async function openStream(ticket: string): Promise<OpenStream> {
    const controller = new AbortController();
    const res = await fetch(`${suite.origin}${CHAT_PAGE_PATHS.stream}?ticket=${ticket}`, { signal: controller.signal });
    const ended = (async () => {
      let text = '';
      const decoder = new TextDecoder();
      try {
        for await (const chunk of res.body!) text += decoder.decode(chunk as Uint8Array);
      } catch {
        // aborted by the test
      }
      return text;
    })();
    return { status: res.status, ended, abort: () => controller.abort() };
  }

  it(`refuses a member's stream beyond ${CHAT_STREAMS_PER_MEMBER} with 429 in the envelope`, async () => {
    const member = await createTestMember(suite.db, 'streamcap01', 0);
    const ticket = await ticketOf(member);
    const open = [];
    for (let i = 0; i < CHAT_STREAMS_PER_MEMBER; i++) open.push(await openStream(ticket));
    expect(open.map((stream) => stream.status)).toEqual(Array(CHAT_STREAMS_PER_MEMBER).fill(200));
    // Another ticket of the same member counts too.
    const refused = await fetch(`${suite.origin}${CHAT_PAGE_PATHS.stream}?ticket=${await ticketOf(member)}`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    // A closed stream frees its place.
    open[0]!.abort();
    await open[0]!.ended;
    let again: OpenStream | null = null;
    for (let attempt = 0; attempt < 50 && again?.status !== 200; attempt++) {
      // The server learns of the close asynchronously; each attempt is a real request, bounded in number.
      again = await openStream(ticket);
      if (again.status !== 200) await new Promise((next) => setImmediate(next));
    }
    expect(again?.status).toBe(200);
    for (const stream of [...open.slice(1), again!]) stream.abort();
  });

  it('logout ends the streams opened before it', async () => {
    const member = await createTestMember(suite.db, 'streamout01', 0);
    const stream = await openStream(await ticketOf(member));
    expect(stream.status).toBe(200);
    await suite.app.inject({ method: 'DELETE', url: AUTH_PATHS.logout, headers: { authorization: member.token, Merchant: 'DEMO' } });
    expect(await stream.ended).toContain('event: expired');
  });

  it('a password change ends the streams of the other sessions, not its own', async () => {
    const member = await createTestMember(suite.db, 'streampw01', 0);
    await suite.db.query('update members set password_hash = $2 where id = $1', [member.id, await hashPassword('Old12345')]);
    // A second session of the same member (another device).
    const login = await suite.app.inject({ method: 'POST', url: '/__test/session', payload: { username: 'streampw01' } });
    const otherToken = login.json<{ value: { token: string } }>().value.token;
    const mine = await openStream(await ticketOf(member));
    const theirs = await openStream(await ticketOf({ id: member.id, token: otherToken }));
    expect([mine.status, theirs.status]).toEqual([200, 200]);

    const key = (await suite.app.inject({ method: 'GET', url: `${AUTH_PATHS.rsaKey}?t=1` })).json<{ value: RsaKeyValue }>().value;
    const sealed = await encryptPayload({ oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' }, key);
    const changed = await suite.app.inject({
      method: 'POST', url: AUTH_PATHS.changePassword, headers: { ...sealed.headers, authorization: member.token, Merchant: 'DEMO' }, payload: sealed.body,
    });
    expect(changed.json()).toMatchObject({ success: true });
    expect(await theirs.ended).toContain('event: expired');
    mine.abort();
    expect(await mine.ended).not.toContain('event: expired');
  });
});
