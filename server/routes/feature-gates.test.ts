import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PATHS, type ContractKind } from '../../contract/agent';
import { AUTH_ERROR_CODES } from '../../contract/auth';
import { WALLET_PATHS } from '../../contract/wallet';
import { FLAGS, type FlagName } from '../../src/config/flags';
import type { Db } from '../db/db';
import { createTestMember } from '../games/test-members';
import { applyFlag } from '../ops/commands';
import { closeTestApp, openTestApp } from '../testing/harness';
import { CONTRACT_KIND_FLAGS, FEATURE_GATES, FLAGS_WITHOUT_CALLS, refusalFor } from './feature-gates';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
});
afterAll(() => closeTestApp(db, app));

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const methodsOf = (url: string) => METHODS.filter((method) => app.hasRoute({ method, url }));
const gates = Object.entries(FEATURE_GATES) as [FlagName, readonly string[]][];

async function errorCodeOf(method: string, url: string): Promise<string | null> {
  const reply = await app.inject({ method: method as 'GET', url, headers: { merchant: 'DEMO' } });
  return (reply.json() as { errorCode: string | null }).errorCode;
}

describe('whitelabel switches gate their calls on the server', () => {
  it('every flag is either mapped to its calls or says why it has none', () => {
    const placed = [...Object.keys(FEATURE_GATES), ...Object.keys(FLAGS_WITHOUT_CALLS)].sort();
    expect(placed).toEqual(Object.keys(FLAGS).sort());
  });

  it('every gated path is a registered route', () => {
    for (const [, paths] of gates) for (const path of paths) expect(methodsOf(path), path).not.toEqual([]);
  });

  it.each(gates)('%s off refuses each of its calls (no.permission, or the feature\'s own code); on, the gate lets them through', async (flag, paths) => {
    const refused = refusalFor(flag).errorCode;
    try {
      await applyFlag(db, 'DEMO', flag, false);
      for (const path of paths) {
        for (const method of methodsOf(path)) expect(await errorCodeOf(method, path), `${method} ${path}`).toBe(refused);
      }
      await applyFlag(db, 'DEMO', flag, true);
      for (const path of paths) {
        for (const method of methodsOf(path)) expect(await errorCodeOf(method, path), `${method} ${path}`).not.toBe(refused);
      }
    } finally {
      await applyFlag(db, 'DEMO', flag, true);
    }
  });

  it('DEPOSIT off: a complete deposit order from a real member is refused and no order is stored', async () => {
    const member = await createTestMember(db, 'gate_dep', 100);
    const headers = { merchant: 'DEMO', authorization: member.token };
    const accounts = (await app.inject({ method: 'GET', url: WALLET_PATHS.depositAccounts, headers })).json();
    const accountId = accounts.value.accounts[0].id as number;
    try {
      await applyFlag(db, 'DEMO', 'DEPOSIT', false);
      const reply = (await app.inject({
        method: 'POST', url: WALLET_PATHS.deposit, headers,
        payload: { accountId, amount: 200_000, payerName: 'Nguyễn Văn A', idempotencyKey: 'gate-dep-1' },
      })).json();
      expect(reply).toMatchObject({ success: false, errorCode: AUTH_ERROR_CODES.noPermission });
      expect(reply.message).toMatch(/không có quyền/);
      const orders = await db.query('select 1 from deposit_orders where member_id = $1', [member.id]);
      expect(orders).toHaveLength(0);
    } finally {
      await applyFlag(db, 'DEMO', 'DEPOSIT', true);
    }
  });

  it('a parent module switched off switches its children off (MEMBER → WITHDRAW)', async () => {
    try {
      await applyFlag(db, 'DEMO', 'MEMBER', false);
      expect(await errorCodeOf('POST', WALLET_PATHS.withdraw)).toBe(AUTH_ERROR_CODES.noPermission);
    } finally {
      await applyFlag(db, 'DEMO', 'MEMBER', true);
    }
  });

  it.each(Object.entries(CONTRACT_KIND_FLAGS) as [ContractKind, FlagName][])('%s contracts: %s off refuses viewing, offering and signing them; on lets them through', async (kind, flag) => {
    const agent = await createTestMember(db, `gate_${kind}`, 0, 1);
    const downline = await createTestMember(db, `gate_${kind}_down`, 0, 1);
    await db.query('update members set parent_id = $1 where id = $2', [agent.id, downline.id]);
    const call = async (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      (await app.inject({ method, url, headers: { merchant: 'DEMO', authorization: token }, payload })).json() as { errorCode: string | null; value: { id?: number } | null };
    const offer = { downlineId: downline.id, kind, tiers: [{ threshold: 0, rate: 0.5 }] };
    try {
      const offered = await call(agent.token, 'PUT', AGENT_PATHS.offerContract, offer);
      expect(offered.value?.id, JSON.stringify(offered)).toBeGreaterThan(0);
      await applyFlag(db, 'DEMO', flag, false);
      expect((await call(agent.token, 'GET', `${AGENT_PATHS.contract}?kind=${kind}`)).errorCode).toBe(AUTH_ERROR_CODES.noPermission);
      expect((await call(agent.token, 'PUT', AGENT_PATHS.offerContract, offer)).errorCode).toBe(AUTH_ERROR_CODES.noPermission);
      expect((await call(downline.token, 'POST', AGENT_PATHS.signContract, { id: offered.value!.id, accept: true })).errorCode).toBe(AUTH_ERROR_CODES.noPermission);
      await applyFlag(db, 'DEMO', flag, true);
      expect((await call(agent.token, 'GET', `${AGENT_PATHS.contract}?kind=${kind}`)).errorCode).not.toBe(AUTH_ERROR_CODES.noPermission);
    } finally {
      await applyFlag(db, 'DEMO', flag, true);
    }
  });
});
