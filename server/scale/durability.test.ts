/**
 * Issue 16, item 6: the server is killed with SIGKILL in the middle of
 * writes (registrations, demo-slot spins, deposit orders), restarted on the
 * same data, and every write it had acknowledged is there; the database
 * opens and the ledger still balances. On PGlite (the database dies with
 * the process) and on PostgreSQL (the server process dies, the database
 * stays).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { DEMO_GAME_PATHS } from '../../contract/games';
import { PATHS } from '../../contract/paths';
import { DEPOSIT_PENDING_MAX, WALLET_PATHS } from '../../contract/wallet';
import { openDb } from '../db/open';
import { encryptPayload } from '../crypto/test-encrypt';
import { expectLedgerBalanced } from '../testing/ledger';
import { call, demoSlot, liftRateLimits, registrationPayload, serverKeyOf, testSession } from '../testing/http-client';
import { POSTGRES_UNAVAILABLE } from '../testing/postgres';
import { sharedTestPostgres, type SharedTestPostgres } from '../testing/postgres-suite';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

/** Acknowledged writes of each kind before the kill; writers per kind; a ceiling per writer loop. */
const ACKED_BEFORE_KILL = 12;
const WRITERS = 3;
const MAX_LOOPS = 400;

interface Acked {
  registrations: string[];
  spins: number[];
  deposits: string[];
}

async function prepare(server: ServerProcess) {
  await liftRateLimits(server.origin);
  // Registrations without a captcha: each write is one request.
  const fields = await call(server.origin, 'PUT', '/__test/register-fields', { body: { fields: { captcha: { enabled: false, required: false } } } });
  expect(fields.status).toBe(200);
  const { token, id } = await testSession(server.origin, 'durable_player', 1_000_000);
  const slot = await demoSlot(server.origin, token);
  const accounts = await call(server.origin, 'GET', WALLET_PATHS.depositAccounts, { headers: { Authorization: token } });
  const account = (accounts.body?.value as { accounts: { id: number; minAmount: number }[] }).accounts[0]!;
  return { token, memberId: id, slot, account, key: await serverKeyOf(server.origin) };
}

/** Writes in parallel until the server stops answering; returns what it acknowledged. */
async function writeUntilKilled(server: ServerProcess, killWhen: (acked: Acked) => boolean, label: string): Promise<{ acked: Acked; inFlightAtKill: number }> {
  const setup = await prepare(server);
  const acked: Acked = { registrations: [], spins: [], deposits: [] };
  let inFlight = 0;
  let inFlightAtKill = -1;
  // set inside the writers' callback: typed by assertion so the checker does not narrow it to null here
  let killing = null as Promise<void> | null;
  const after = () => {
    if (!killing && killWhen(acked)) {
      inFlightAtKill = inFlight;
      killing = server.kill();
    }
  };
  /** One request; false once the server is gone (refused or reset connection). */
  const attempt = async (send: () => Promise<{ status: number; body: { success?: boolean; value?: unknown } | null }>, keep: (value: unknown) => void) => {
    inFlight += 1;
    try {
      const answer = await send();
      if (answer.status === 200 && answer.body?.success) keep(answer.body.value);
      else throw new Error(`${label}: refused ${answer.status} ${JSON.stringify(answer.body)}`);
      return true;
    } catch (error) {
      if (killing) return false;
      throw error;
    } finally {
      inFlight -= 1;
      after();
    }
  };
  const loop = async (write: (i: number) => Promise<boolean>) => {
    for (let i = 0; i < MAX_LOOPS && (await write(i)); i++);
  };
  const writers: Promise<void>[] = [];
  for (let w = 0; w < WRITERS; w++) {
    writers.push(loop(async (i) => {
      const username = `dur${w}x${i}`;
      const sealed = await encryptPayload(registrationPayload(username, w * 10_000 + i, `dur-device-${w}`, ''), setup.key);
      return attempt(() => call(server.origin, 'PUT', AUTH_PATHS.register, { body: sealed.body, headers: sealed.headers }),
        () => acked.registrations.push(username));
    }));
    writers.push(loop(() => attempt(() => call(server.origin, 'POST', DEMO_GAME_PATHS.spin, { body: setup.slot }),
      (value) => acked.spins.push((value as { balance: number }).balance))));
    // a member may have DEPOSIT_PENDING_MAX orders waiting: each writer opens a new payer when its current one is full
    let payer = setup.token;
    writers.push(loop((i) => attempt(async () => {
      if (i % DEPOSIT_PENDING_MAX === 0) payer = (await testSession(server.origin, `durable_payer${w}x${i}`, 1_000_000)).token;
      return call(server.origin, 'POST', WALLET_PATHS.deposit, {
        headers: { Authorization: payer },
        body: { accountId: setup.account.id, amount: setup.account.minAmount, payerName: 'Durable Player', idempotencyKey: `durable-${w}-${i}` },
      });
    }, (value) => acked.deposits.push((value as { orderNo: string }).orderNo))));
  }
  await Promise.all(writers);
  if (!killing) throw new Error(`${label}: the writers ran out (${MAX_LOOPS} loops) before the kill`);
  await killing;
  return { acked, inFlightAtKill };
}

async function killAndCheck(label: string, dataDir: string, databaseUrl: string | null): Promise<void> {
  const server = await startServerProcess({ dataDir, databaseUrl });
  let restarted: ServerProcess | null = null;
  try {
    const enough = (acked: Acked) => Math.min(acked.registrations.length, acked.spins.length, acked.deposits.length) >= ACKED_BEFORE_KILL;
    const { acked, inFlightAtKill } = await writeUntilKilled(server, enough, label);
    expect((await server.exited).signal).toBe('SIGKILL');

    restarted = await startServerProcess({ dataDir, databaseUrl });
    expect((await call(restarted.origin, 'GET', PATHS.systemStatus)).status).toBe(200);
    await restarted.stop();
    restarted = null;

    const db = await openDb({ databaseUrl, dataDir });
    try {
      const members = await db.query<{ username: string }>('select username from members where username = any($1::text[])', [acked.registrations]);
      expect(members.map((m) => m.username).sort()).toEqual([...acked.registrations].sort());
      const rounds = await db.query<{ balance_after: number }>(
        "select b.balance_after::float8 as balance_after from bet_records b join members m on m.id = b.member_id where m.username = 'durable_player'",
      );
      const settled = new Set(rounds.map((r) => r.balance_after));
      expect(acked.spins.filter((balance) => !settled.has(balance)), 'acknowledged spins missing').toEqual([]);
      expect(rounds.length).toBeGreaterThanOrEqual(acked.spins.length);
      const orders = await db.query<{ order_no: string }>('select order_no from deposit_orders where order_no = any($1::text[])', [acked.deposits]);
      expect(orders.map((o) => o.order_no).sort()).toEqual([...acked.deposits].sort());
      await expectLedgerBalanced(db);
      console.info(
        `durability (${label}): SIGKILL with ${inFlightAtKill} writes in flight; acknowledged ${acked.registrations.length} registrations, ` +
          `${acked.spins.length} spins, ${acked.deposits.length} deposit orders: all there after the restart ` +
          `(${rounds.length - acked.spins.length} unacknowledged spins committed too), ledger balanced`,
      );
    } finally {
      await db.close();
    }
  } finally {
    await restarted?.stop();
    await server.kill();
  }
}

describe('durability: SIGKILL during writes', { timeout: 180_000 }, () => {
  const base = mkdtempSync(join(tmpdir(), 'wps-durable-'));
  let pg: SharedTestPostgres | undefined;
  afterAll(async () => {
    await pg?.dropDatabases();
    rmSync(base, { recursive: true, force: true });
  });

  it('PGlite: every acknowledged write survives and the database opens', async () => {
    await killAndCheck('PGlite', join(base, 'pglite'), null);
  });

  it.skipIf(POSTGRES_UNAVAILABLE !== null)('PostgreSQL: every acknowledged write survives', async () => {
    pg = sharedTestPostgres();
    // a copy of the run's migrated, seeded template; the killed server's PostgreSQL stays up
    await killAndCheck('PostgreSQL', join(base, 'pg'), (await pg.createDatabase('durability', { fromTemplate: true })).url);
  });
});
