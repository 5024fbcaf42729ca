/**
 * The member event channel across instances (docs/decisions/0063): two real
 * server processes on one PostgreSQL, as behind a load balancer. A member's
 * streams are open on A; the operator's command runs on B (its own
 * process, so nothing in memory is shared). The chat reply and the deposit
 * approval must reach A's streams within a second, through NOTIFY alone;
 * so must the balance event of a spin on B, sent after its commit
 * (docs/decisions/0100).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { MEMBER_EVENT_PATHS } from '../../contract/events';
import { DEMO_GAME_PATHS } from '../../contract/games';
import { CHAT_PAGE_PATHS, MESSAGE_PATHS } from '../../contract/messages';
import { WALLET_PATHS } from '../../contract/wallet';
import { OPS_TOKEN_HEADER } from '../ops/token';
import { openEventStream, type StreamFrame } from '../testing/event-stream-client';
import { call, demoSlot } from '../testing/http-client';
import { POSTGRES_UNAVAILABLE } from '../testing/postgres';
import { sharedTestPostgres, type SharedTestPostgres } from '../testing/postgres-suite';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

if (POSTGRES_UNAVAILABLE) console.warn(`skipping the cross-instance event tests: ${POSTGRES_UNAVAILABLE}`);

/** The most an event may take from the operator's command on B to the stream on A. */
const MAX_DELAY_MS = 1000;

describe.skipIf(POSTGRES_UNAVAILABLE !== null)('member events cross instances through PostgreSQL', { timeout: 60_000 }, () => {
  let pg: SharedTestPostgres;
  let base: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;

  beforeAll(async () => {
    pg = sharedTestPostgres();
    // a copy of the run's migrated, seeded template: the servers start with nothing to migrate
    const { url } = await pg.createDatabase('member_events', { fromTemplate: true });
    base = mkdtempSync(join(tmpdir(), 'wps-events-'));
    [a, b] = await Promise.all([
      startServerProcess({ dataDir: join(base, 'a'), databaseUrl: url }),
      startServerProcess({ dataDir: join(base, 'b'), databaseUrl: url }),
    ]);
    const session = await call(a.origin, 'POST', '/__test/session', { body: { username: 'demomember' } });
    token = (session.body?.value as { token: string }).token;
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await pg?.dropDatabases();
    if (base) rmSync(base, { recursive: true, force: true });
  });

  const member = (server: ServerProcess, method: string, path: string, body?: unknown) =>
    call(server.origin, method, path, { body, headers: { Authorization: token } });
  const opsOn = (server: ServerProcess, name: string, words: string[]) =>
    call(server.origin, 'POST', '/__ops/run', { body: { name, words, options: {} }, headers: { [OPS_TOKEN_HEADER]: server.opsToken() } });

  /** Runs the operator's command on B and answers when A's stream shows the frame, with the delay measured. */
  async function delayOf(command: () => Promise<unknown>, arrival: () => Promise<StreamFrame>) {
    const started = performance.now();
    const arrived = arrival();
    await command();
    const returned = performance.now();
    const frame = await arrived;
    return { fromCommand: Math.round(frame.at - started), afterReturn: Math.round(frame.at - returned) };
  }

  it('a deposit approved on B reaches the member event stream open on A within a second', async () => {
    const accounts = await member(a, 'GET', WALLET_PATHS.depositAccounts);
    const accountId = (accounts.body?.value as { accounts: { id: number }[] }).accounts[0]!.id;
    const made = await member(a, 'POST', WALLET_PATHS.deposit, { accountId, amount: 200_000, payerName: 'Nguyen Van A', idempotencyKey: 'two-instance-events-1' });
    const orderId = (made.body?.value as { id: number }).id;
    const ticket = await member(a, 'POST', MEMBER_EVENT_PATHS.ticket);
    const stream = await openEventStream(`${a.origin}${MEMBER_EVENT_PATHS.stream}?ticket=${(ticket.body?.value as { ticket: string }).ticket}`);
    expect(stream.status).toBe(200);

    const isApproval = (frame: StreamFrame) => (frame.data as { kind?: string; id?: number }).kind === 'order' && (frame.data as { id?: number }).id === orderId;
    const delay = await delayOf(
      async () => expect((await opsOn(b, 'deposit', ['approve', String(orderId)])).body).toMatchObject({ success: true }),
      () => stream.next(isApproval),
    );
    console.info(`deposit approved on B → order event on A: ${delay.fromCommand} ms from the command (${delay.afterReturn} ms after it returned)`);
    expect(delay.fromCommand).toBeLessThanOrEqual(MAX_DELAY_MS);
    expect(stream.frames.find(isApproval)?.data).toEqual({ kind: 'order', order: 'deposit', id: orderId, status: 'approved' });
    await stream.next((frame) => (frame.data as { kind?: string }).kind === 'balance');
    stream.close();
  });

  it('a spin settled on B reaches the member event stream open on A as a balance event within a second, after its commit', async () => {
    const slot = await demoSlot(b.origin, token);
    const ticket = await member(a, 'POST', MEMBER_EVENT_PATHS.ticket);
    const stream = await openEventStream(`${a.origin}${MEMBER_EVENT_PATHS.stream}?ticket=${(ticket.body?.value as { ticket: string }).ticket}`);
    expect(stream.status).toBe(200);

    let spun: number | null = null;
    const delay = await delayOf(
      async () => {
        const spin = await call(b.origin, 'POST', DEMO_GAME_PATHS.spin, { body: slot });
        expect(spin.body).toMatchObject({ success: true });
        spun = (spin.body?.value as { balance: number }).balance;
      },
      () => stream.next((frame) => (frame.data as { kind?: string }).kind === 'balance'),
    );
    console.info(`spin on B → balance event on A: ${delay.fromCommand} ms from the spin (${delay.afterReturn} ms after it returned)`);
    expect(delay.fromCommand).toBeLessThanOrEqual(MAX_DELAY_MS);
    // What the app does on the event: read the balance, on A. It is the spin's.
    expect((await member(a, 'GET', WALLET_PATHS.balance)).body?.value).toMatchObject({ sumBalance: spun });
    stream.close();
  });

  it('a chat reply written on B reaches the chat page stream open on A within a second', async () => {
    const launch = await member(a, 'GET', `${MESSAGE_PATHS.chatLaunch}?b2c=1`);
    const ticket = new URL((launch.body?.value as { chatUrl: string }).chatUrl).searchParams.get('ticket')!;
    const chat = await openEventStream(`${a.origin}${CHAT_PAGE_PATHS.stream}?ticket=${ticket}`);
    expect(chat.status).toBe(200);

    const delay = await delayOf(
      async () => expect((await opsOn(b, 'chat', ['reply', 'demomember', 'Across', 'instances'])).body).toMatchObject({ success: true }),
      () => chat.next((frame) => (frame.data as { body?: string }).body === 'Across instances'),
    );
    console.info(`chat reply on B → chat page stream on A: ${delay.fromCommand} ms from the command (${delay.afterReturn} ms after it returned)`);
    expect(delay.fromCommand).toBeLessThanOrEqual(MAX_DELAY_MS);
    chat.close();
  });

  it('a logout on B ends the member\'s stream on A', async () => {
    const ticket = await member(a, 'POST', MEMBER_EVENT_PATHS.ticket);
    const stream = await openEventStream(`${a.origin}${MEMBER_EVENT_PATHS.stream}?ticket=${(ticket.body?.value as { ticket: string }).ticket}`);
    expect(stream.status).toBe(200);
    expect((await member(b, 'DELETE', AUTH_PATHS.logout)).body).toMatchObject({ success: true });
    expect(await stream.ended).toContain('event: expired');
  });
});
