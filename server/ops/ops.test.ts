import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../contract/paths';
import { statusValueSchema, whitelabelValueSchema } from '../../contract/system';
import type { Db } from '../db/db';
import { TEST_OPS_TOKEN, testApp, openTestApp, closeTestApp } from '../testing/harness';
import { describeOpsState, flagCommand, statusCommand } from '../settings/ops';
import { parseOpsArgs, USAGE } from './args';
import { applyFlag, applyStatus, OpsError, readOpsState } from './commands';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
});
afterAll(() => closeTestApp(db, app));
beforeEach(async () => {
  await applyStatus(db, 'DEMO', 'normal');
  await applyFlag(db, 'DEMO', 'FREEPLAY3', true);
  await applyFlag(db, 'DEMO', 'MEMBER', true);
});

async function status() {
  const res = await app.inject({ method: 'GET', url: `${PATHS.systemStatus}?device=MOBILE&url=localhost` });
  return v.parse(statusValueSchema, res.json().value);
}

function ops(url: string, payload: object, headers: Record<string, string> = { 'x-ops-token': TEST_OPS_TOKEN }) {
  return app.inject({ method: 'POST', url, payload, headers });
}

describe('ops through the running server', () => {
  it('status changes are visible in the next status call', async () => {
    const before = Date.now();
    expect((await ops('/__ops/status', { mode: 'maintenance', endMinutes: 30 })).statusCode).toBe(200);
    let s = await status();
    expect(s).toMatchObject({ maintenance: true, regionRestriction: false });
    expect(Number.isInteger(s.maintenanceEnd)).toBe(true);
    expect(s.maintenanceEnd).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(s.maintenanceEnd).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);

    await ops('/__ops/status', { mode: 'blocked' });
    s = await status();
    expect(s).toMatchObject({ maintenance: false, maintenanceEnd: null, regionRestriction: true });

    await ops('/__ops/status', { mode: 'normal' });
    expect(await status()).toMatchObject({ maintenance: false, maintenanceEnd: null, regionRestriction: false });
  });

  it('flag changes are visible at once, parents included', async () => {
    const res = await ops('/__ops/flag', { modId: 'FREEPLAY3', enabled: false });
    expect(res.json()).toMatchObject({ success: true, value: { flags: { FREEPLAY3: { enabled: false, effective: false } } } });
    expect((await status()).info.whitelabelVal.FREEPLAY3).toBe(false);

    await ops('/__ops/flag', { modId: 'MEMBER', enabled: false });
    const wl = v.parse(whitelabelValueSchema, (await app.inject({ method: 'GET', url: PATHS.whitelabel })).json().value);
    expect(wl.whitelabelVal).toMatchObject({ MEMBER: false, DEPOSIT: false, WITHDRAW: false, GAMELO3: true });
    const member = wl.whitelabel.find((n) => n.modId === 'MEMBER');
    expect(member?.enabled).toBe('0');
    expect(member?.childrenNodes.find((n) => n.modId === 'DEPOSIT')?.enabled).toBe('1');
  });

  it('refuses an unknown flag, a bad mode, a wrong token and a remote caller', async () => {
    const unknown = await ops('/__ops/flag', { modId: 'NOPE3', enabled: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/unknown flag NOPE3/);
    expect((await ops('/__ops/status', { mode: 'panic' })).statusCode).toBe(400);
    expect((await ops('/__ops/status', { mode: 'normal' }, {})).statusCode).toBe(403);
    expect((await ops('/__ops/status', { mode: 'normal' }, { 'x-ops-token': 'guess' })).statusCode).toBe(403);
    const remote = await app.inject({
      method: 'POST', url: '/__ops/status', payload: { mode: 'maintenance' },
      headers: { 'x-ops-token': TEST_OPS_TOKEN }, remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    expect((await status()).maintenance).toBe(false);
  });

  it('answers a feature command it does not know with 400 and the reason', async () => {
    const res = await ops('/__ops/run', { name: 'nope', words: [], options: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'unknown command nope' });
    expect((await ops('/__ops/run', { name: 'nope', words: [], options: {} }, {})).statusCode).toBe(403);
  });

  it('has no ops routes without a token', async () => {
    const bare = await testApp(db, { opsToken: null });
    const res = await bare.inject({ method: 'POST', url: '/__ops/status', payload: { mode: 'maintenance' } });
    expect(res.statusCode).toBe(404);
    await bare.close();
  });
});

describe('ops applied directly to the database', () => {
  it('is visible in the next status call of a running app', async () => {
    await applyStatus(db, 'DEMO', 'maintenance');
    expect(await status()).toMatchObject({ maintenance: true, maintenanceEnd: null });
    await applyFlag(db, 'DEMO', 'FREEPLAY3', false);
    expect((await status()).info.whitelabelVal.FREEPLAY3).toBe(false);
  });

  it('refuses unknown flags and merchants', async () => {
    await expect(applyFlag(db, 'DEMO', 'NOPE3', true)).rejects.toBeInstanceOf(OpsError);
    await expect(applyStatus(db, 'NOPE', 'normal')).rejects.toThrow(/unknown merchant/);
    await expect(applyStatus(db, 'DEMO', 'blocked', 5)).rejects.toThrow(/end-minutes/);
  });
});

describe('ops command line', () => {
  it('parses the commands, status, flag and show through the registry like any other', () => {
    expect(parseOpsArgs(['status', 'maintenance', '--end-minutes', '15'])).toEqual({ name: 'status', words: ['maintenance'], options: { 'end-minutes': '15' }, merchant: null });
    expect(parseOpsArgs(['flag', 'freeplay3', 'off', '--merchant', 'X'])).toEqual({ name: 'flag', words: ['freeplay3', 'off'], options: {}, merchant: 'X' });
    expect(parseOpsArgs(['show'])).toEqual({ name: 'show', words: [], options: {}, merchant: null });
    expect(statusCommand.parse(['maintenance'], { 'end-minutes': '15' })).toEqual({ mode: 'maintenance', endMinutes: 15 });
    expect(flagCommand.parse(['freeplay3', 'off'], {})).toEqual({ modId: 'FREEPLAY3', enabled: false });
  });

  it('rejects bad arguments with a message', () => {
    for (const argv of [[], ['status'], ['status', 'down'], ['status', 'blocked', '--end-minutes', '5'],
      ['status', 'maintenance', '--end-minutes', 'soon'], ['flag', 'FREEPLAY3'], ['flag', 'FREEPLAY3', 'maybe'],
      ['show', 'extra'], ['reboot'], ['status', 'normal', '--force']]) {
      expect(typeof parseOpsArgs(argv), argv.join(' ')).toBe('string');
    }
    expect(parseOpsArgs(['status', 'normal', '--force', 'x'])).toBe('unknown option --force');
    expect(parseOpsArgs(['status', 'normal', 'x', 'y', 'z'])).toBe('unexpected arguments: y z');
    expect(parseOpsArgs(['flag', 'x', 'on', '--end-minutes', '3'])).toBe('--end-minutes only applies to status maintenance');
    expect(parseOpsArgs(['reboot', '--x', 'y'])).toBe('unknown option --x');
  });

  it('lists status, flag and show first in the usage', () => {
    expect(USAGE.split('\n').slice(0, 4)).toEqual([
      'usage:',
      '  npm run ops -- status normal|maintenance|blocked [--end-minutes N]',
      '  npm run ops -- flag <MODULE_ID> on|off',
      '  npm run ops -- show',
    ]);
  });

  it('runs status, flag and show through POST /__ops/run with the text the command line prints', async () => {
    const run = async (name: string, words: string[], options: Record<string, string> = {}) => {
      const res = await ops('/__ops/run', { name, words, options });
      return { status: res.statusCode, body: res.json<{ value: { text: string } | null; message: string | null }>() };
    };
    const blocked = await run('status', ['blocked']);
    expect(blocked.status).toBe(200);
    expect(blocked.body.value?.text).toMatch(/^merchant DEMO: blocked \(region restriction\)\nflags:\n/);
    expect((await status()).regionRestriction).toBe(true);
    const flag = await run('flag', ['FREEPLAY3', 'off']);
    expect(flag.body.value?.text).toContain('  off FREEPLAY3');
    const shown = await run('show', []);
    expect(shown.body.value?.text).toBe(describeOpsState(await readOpsState(db, 'DEMO')));
    const refused = await run('flag', ['NOPE3', 'on']);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/unknown flag NOPE3/);
  });
});
