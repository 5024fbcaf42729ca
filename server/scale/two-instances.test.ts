/**
 * Issue 16, item 2: two server processes behind one load balancer, on one
 * PostgreSQL, act as one server. Real processes (server/main.ts), so no
 * module-level cache shared inside one Node process can hide a difference.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { PATHS } from '../../contract/paths';
import { OPS_TOKEN_HEADER } from '../ops/token';
import { encryptPayload } from '../crypto/test-encrypt';
import { call, captchaFrom, loginOn, registrationPayload, sendEncrypted, serverKeyOf } from '../testing/http-client';
import { POSTGRES_UNAVAILABLE } from '../testing/postgres';
import { sharedTestPostgres, type SharedTestPostgres } from '../testing/postgres-suite';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

if (POSTGRES_UNAVAILABLE) console.warn(`skipping the two-instance tests: ${POSTGRES_UNAVAILABLE}`);

describe.skipIf(POSTGRES_UNAVAILABLE !== null)('two server processes on one PostgreSQL act as one', { timeout: 60_000 }, () => {
  let pg: SharedTestPostgres;
  let base: string;
  let a: ServerProcess;
  let b: ServerProcess;
  const both = () => [a, b] as const;

  beforeAll(async () => {
    pg = sharedTestPostgres();
    // An empty database, not a copy of the run's template: the two servers migrate and seed it themselves.
    const { url } = await pg.createDatabase('two_instances', { fromTemplate: false });
    base = mkdtempSync(join(tmpdir(), 'wps-two-'));
    // Both start at once: the migration lock lets one migrate while the other waits.
    [a, b] = await Promise.all([
      startServerProcess({ dataDir: join(base, 'a'), databaseUrl: url }),
      startServerProcess({ dataDir: join(base, 'b'), databaseUrl: url }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await pg?.dropDatabases();
    if (base) rmSync(base, { recursive: true, force: true });
  });

  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    const login = await loginOn(a.origin, { username: 'demomember', password: 'Demo1234' });
    expect(login.body).toMatchObject({ success: true });
    const token = (login.body!.value as { token: string }).token;
    const onB = await call(b.origin, 'GET', AUTH_PATHS.memberInfo, { headers: { Authorization: token } });
    expect(onB.body).toMatchObject({ success: true, value: { userName: 'demomember' } });

    expect((await call(b.origin, 'DELETE', AUTH_PATHS.logout, { headers: { Authorization: token } })).body?.success).toBe(true);
    const onA = await call(a.origin, 'GET', AUTH_PATHS.memberInfo, { headers: { Authorization: token } });
    expect(onA.body).toMatchObject({ success: false, errorCode: 'customer.not.login' });
  });

  it('a body encrypted to the key A handed out opens on B, once only (the nonce is shared)', async () => {
    const keyOfA = await serverKeyOf(a.origin);
    expect((await serverKeyOf(b.origin)).keyId).toBe(keyOfA.keyId);
    const sealed = await encryptPayload({ type: 'username', loginDeviceId: 'two-replay', username: 'demoagent', password: 'Demo1234' }, keyOfA);
    const send = (server: ServerProcess) => call(server.origin, 'POST', AUTH_PATHS.login, { body: sealed.body, headers: sealed.headers });
    expect((await send(b)).body).toMatchObject({ success: true });
    expect((await send(a)).body).toMatchObject({ success: false, errorCode: 'encryption.replayed' });
  });

  it('a captcha issued by A is answered on B (registration)', async () => {
    const answer = await captchaFrom(a.origin, 'two-reg-device');
    const registered = await sendEncrypted(b.origin, 'PUT', AUTH_PATHS.register, registrationPayload('twoplayer1', 1, 'two-reg-device', answer));
    expect(registered.body).toMatchObject({ success: true, value: { userName: 'twoplayer1' } });
    // Used up on B: A no longer takes it either.
    const again = await sendEncrypted(a.origin, 'PUT', AUTH_PATHS.register, registrationPayload('twoplayer2', 2, 'two-reg-device', answer));
    expect(again.body).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
  });

  it('failed logins on A and on B add up to one lock, which both then enforce', async () => {
    const answer = await captchaFrom(b.origin, 'two-lock-setup');
    const made = await sendEncrypted(a.origin, 'PUT', AUTH_PATHS.register, registrationPayload('twolocked1', 3, 'two-lock-setup', answer));
    expect(made.body?.success).toBe(true);
    const device = 'two-lock-device';
    let last;
    for (let i = 0; i < 5; i++) {
      const [here, other] = i % 2 === 0 ? [a, b] : [b, a];
      const captcha = i === 0 ? undefined : await captchaFrom(other.origin, device);
      last = await loginOn(here.origin, { username: 'twolocked1', password: `wrong${i}`, loginDeviceId: device, ...(captcha ? { captcha } : {}) });
    }
    expect(last!.body).toMatchObject({ success: false, errorCode: 'account.locked' });
    for (const server of both()) {
      const right = await loginOn(server.origin, { username: 'twolocked1', password: 'Pass1234', loginDeviceId: device });
      expect(right.body).toMatchObject({ success: false, errorCode: 'account.locked' });
    }
  });

  it('rate limits count across both: a burst split over A and B gets exactly the limit', async () => {
    const max = 8;
    for (const server of both()) {
      const set = await call(server.origin, 'PUT', '/__test/rate-limits', { body: { captcha: { max, windowMs: 3_600_000 } } });
      expect(set.status).toBe(200);
    }
    const answers = await Promise.all(Array.from({ length: max + 6 }, (_, i) =>
      call((i % 2 === 0 ? a : b).origin, 'GET', `${AUTH_PATHS.captcha}?deviceId=two-burst-${i}`)));
    const codes = answers.map((answer) => answer.status);
    expect(codes.filter((code) => code === 200)).toHaveLength(max);
    expect(codes.filter((code) => code === 429)).toHaveLength(6);
    expect(answers.find((answer) => answer.status === 429)?.body).toMatchObject({ success: false });
  });

  it('an operator change made through A reaches B, and one through B reaches A, within a second', async () => {
    const ops = (server: ServerProcess, path: string, body: unknown) =>
      call(server.origin, 'POST', path, { body, headers: { [OPS_TOKEN_HEADER]: server.opsToken() } });
    const maintenance = async (server: ServerProcess) => ((await call(server.origin, 'GET', PATHS.systemStatus)).body?.value as { maintenance: boolean }).maintenance;
    const freePlay = async (server: ServerProcess) =>
      ((await call(server.origin, 'GET', PATHS.whitelabel)).body?.value as { whitelabelVal: Record<string, boolean> }).whitelabelVal.FREEPLAY3;
    /**
     * Asks `read` again until it answers `expected` or a second has passed
     * since the change was acknowledged (each instance keeps settings in
     * memory and hears of the other's changes: docs/decisions/0064).
     */
    const delayUntil = async (read: () => Promise<unknown>, expected: unknown) => {
      const since = Date.now();
      let answer = await read();
      while (answer !== expected && Date.now() - since <= 1000) answer = await read();
      expect(answer).toBe(expected);
      return Date.now() - since;
    };

    // Each instance has the answers kept before the change.
    expect([await maintenance(a), await maintenance(b), await freePlay(a), await freePlay(b)]).toEqual([false, false, true, true]);
    const delays: number[] = [];
    expect((await ops(a, '/__ops/status', { mode: 'maintenance', endMinutes: 30 })).status).toBe(200);
    delays.push(await delayUntil(() => maintenance(b), true));
    expect((await ops(b, '/__ops/status', { mode: 'normal' })).status).toBe(200);
    delays.push(await delayUntil(() => maintenance(a), false));

    expect((await ops(b, '/__ops/flag', { modId: 'FREEPLAY3', enabled: false })).status).toBe(200);
    delays.push(await delayUntil(() => freePlay(a), false));
    expect((await ops(a, '/__ops/flag', { modId: 'FREEPLAY3', enabled: true })).status).toBe(200);
    delays.push(await delayUntil(() => freePlay(b), true));
    console.info(`operator changes seen by the other instance after ${delays.join(', ')} ms`);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(1000);
  });
});
