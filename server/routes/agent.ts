import { emptyValueSchema } from '../../contract/games';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AGENT_ERROR_CODES, AGENT_PATHS, agentRegisterPayloadSchema, contractQuerySchema, createAffLinkPayloadSchema, deleteAffLinkPayloadSchema, multiTransferPayloadSchema, offerContractPayloadSchema, pagedRangeQuerySchema, rangeQuerySchema, signContractPayloadSchema, transferPayloadSchema, updateRebatesPayloadSchema, type DownlineDetail, type SubordinatesValue, affLinksValueSchema, agentRegisterValueSchema, contractValueSchema, dividendInfoValueSchema, downlineDetailSchema, downlinesValueSchema, multiTransferValueSchema, offerContractValueSchema, rebateIncomeValueSchema, rebateRatesSchema, subordinatesValueSchema, teamKpiAValueSchema, teamKpiListValueSchema, transferValueSchema } from '../../contract/agent';
import { ok } from '../../contract/envelope';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { loadFlags } from '../accounts/access';
import { requireMember } from '../accounts/current-member';
import { createMember, isAgentType } from '../accounts/members';
import { agentOpenLimiter, countAccountOpening } from '../agent/open-limits';
import { hashPassword } from '../accounts/password-hash';
import { accountsRuntime } from '../accounts/runtime';
import { contractKindOf, contractView, dividendInfo, offerContract, signContract } from '../agent/contracts';
import { requireContractKindOn } from './feature-gates';
import { memberKpi, moneyTotals, pageOf, teamFigures, teamFooter, units, cents } from '../agent/kpi';
import { createLink, deleteLink, listLinks } from '../agent/links';
import { dayStart, rangeOf, zoneDay } from '../agent/periods';
import { checkRates, childCeiling, ratesOf, rebateIncome, writeRates, zeroRates } from '../agent/rebates';
import { transferToDownline, transferToMany } from '../agent/transfers';
import { requireAgent, requireInTeam, TEAM_CTE } from '../agent/tree';
import { decryptPayload } from '../crypto/encrypted-body';
import { parseInput } from '../http/validate';
import { WpsError } from '../http/wps-error';
import { toCents } from '../wallet/ledger';

const idQuery = v.looseObject({ id: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)) });
const pickQuery = v.looseObject({ username: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32)), '') });
const subordinatesQuery = v.looseObject({
  pageNo: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number)), '1'),
  size: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number)), '35'),
  username: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32)), ''),
});

function range(startDate: string, endDate: string, offsetMinutes?: number) {
  const found = rangeOf(startDate, endDate, offsetMinutes);
  if (!found) throw new WpsError(AGENT_ERROR_CODES.badRange, 'agentBadRange', 400);
  return found;
}

const matches = (username: string, search: string | undefined) => !search || username.toLowerCase().includes(search.toLowerCase());

interface DownlineRow {
  id: string;
  username: string;
  type: number;
  depth: number;
  parent_username: string | null;
  balance: string | null;
  created_at: Date | string;
  team_size: string;
}

/**
 * The agent area (issue 15). Every call starts from the logged-in agent and
 * reaches only its own team (server/agent/tree.ts): a member id outside it
 * is answered as not found, the same as one that does not exist.
 */
export function registerAgentRoutes(app: FastifyInstance, context: AppContext): void {
  const openLimiter = agentOpenLimiter(context.db);
  const { db } = context;

  defineRoute(app, {
    method: 'GET', url: AGENT_PATHS.teamKpiA, reply: teamKpiAValueSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      const { startDate, endDate, tzOffset } = parseInput(rangeQuerySchema, request.query);
      const { from, to } = range(startDate, endDate, tzOffset);
      return ok({ startDate, endDate, footer: teamFooter(await teamFigures(db, agent.id, from, to)) });
    },
  });

  const kpiList = (onlyBettors: boolean) => async ({ request }: { request: FastifyRequest }) => {
    const agent = await requireAgent(context, request);
    const query = parseInput(pagedRangeQuerySchema, request.query);
    const { from, to } = range(query.startDate, query.endDate, query.tzOffset);
    let rows = (await teamFigures(db, agent.id, from, to)).filter((row) => matches(row.username, query.username));
    if (onlyBettors) rows = rows.filter((row) => row.betCount > 0).sort((a, b) => b.bet - a.bet || a.username.localeCompare(b.username));
    const page = pageOf(rows, query.pageNo, query.size);
    return ok({ ...page, list: page.list.map(memberKpi), footer: moneyTotals(rows) });
  };
  defineRoute(app, { method: 'GET', url: AGENT_PATHS.teamKpiB, reply: teamKpiListValueSchema, handler: kpiList(false) });
  defineRoute(app, { method: 'GET', url: AGENT_PATHS.teamKpiC, reply: teamKpiListValueSchema, handler: kpiList(true) });

  defineRoute(app, {
    method: 'GET', url: AGENT_PATHS.subordinates, reply: subordinatesValueSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      const query = parseInput(subordinatesQuery, request.query);
      const pageSize = Math.min(Math.max(query.size, 1), 100);
      const pageNum = Math.max(query.pageNo, 1);
      const search = query.username.toLowerCase();
      const rows = await db.query<DownlineRow & { total: string }>(
        `with recursive ${TEAM_CTE}
       select m.id::text, m.username, m.type, t.depth, p.username as parent_username, w.balance::text, m.created_at,
              (select count(*) from members c where c.parent_id = m.id)::text as team_size, count(*) over ()::text as total
         from team t join members m on m.id = t.id left join members p on p.id = m.parent_id
         left join wallets w on w.member_id = m.id
        where $2 = '' or position($2 in lower(m.username)) > 0
        order by t.depth, m.created_at desc, m.id desc limit $3 offset $4`,
        [agent.id, search, pageSize, (pageNum - 1) * pageSize]);
      const totalCount = Number(rows[0]?.total ?? 0);
      const value: SubordinatesValue = {
        list: rows.map((row) => downlineOf(row)),
        pageNum,
        pageSize,
        totalPages: Math.ceil(totalCount / pageSize),
        totalCount,
      };
      return ok(value);
    },
  });

  defineRoute(app, {
    method: 'GET', url: AGENT_PATHS.downline, reply: downlineDetailSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      const { id } = parseInput(idQuery, request.query);
      const depth = await requireInTeam(db, agent.id, id);
      const [row] = await db.query<DownlineRow & { last_login: Date | string | null }>(
        `select m.id::text, m.username, m.type, 0 as depth, p.username as parent_username, w.balance::text, m.created_at,
              (select count(*) from members c where c.parent_id = m.id)::text as team_size,
              (select max(s.created_at) from sessions s where s.member_id = m.id) as last_login
         from members m left join members p on p.id = m.parent_id left join wallets w on w.member_id = m.id where m.id = $1`, [id]);
      const now = new Date();
      const monthStart = dayStart(`${zoneDay(now).slice(0, 8)}01`);
      const own = await db.query<{ deposit: string | null; withdrawal: string | null; rebate: string | null; bet: string | null; valid_bet: string | null; win_loss: string | null }>(
        `select (select sum(amount) from ledger_entries where member_id = $1 and created_at >= $2 and kind = 'deposit')::text as deposit,
              (select -sum(amount) from ledger_entries where member_id = $1 and created_at >= $2 and kind in ('withdrawal_hold', 'hold_release'))::text as withdrawal,
              (select sum(amount) from ledger_entries where member_id = $1 and created_at >= $2 and kind = 'rebate')::text as rebate,
              sum(bet)::text as bet, sum(bet)::text as valid_bet, sum(win - bet)::text as win_loss
         from bet_records where member_id = $1 and created_at >= $2`, [id, monthStart.toISOString()]);
      const m = own[0]!;
      const value: DownlineDetail = {
        ...downlineOf({ ...row!, depth }),
        rates: await ratesOf(db, id),
        maxRates: await ratesOf(db, agent.id),
        minRates: await childCeiling(db, id),
        lastLoginAt: row!.last_login ? new Date(row!.last_login).toISOString() : null,
        month: {
          deposit: units(cents(m.deposit)), withdrawal: units(cents(m.withdrawal)), bet: units(cents(m.bet)),
          validBet: units(cents(m.valid_bet)), winLoss: units(cents(m.win_loss)), rebate: units(cents(m.rebate)),
        },
      };
      return ok(value);
    },
  });

  defineRoute(app, {
    method: 'GET', url: AGENT_PATHS.downlines, reply: downlinesValueSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      const { username } = parseInput(pickQuery, request.query);
      const rows = await db.query<{ id: string; username: string }>(
        `select id::text, username from members where parent_id = $1 and ($2 = '' or position(lower($2) in lower(username)) > 0)
        order by username limit 100`, [agent.id, username]);
      return ok(rows.map((r) => ({ id: Number(r.id), username: r.username })));
    },
  });

  defineRoute(app, {
    method: 'POST', url: AGENT_PATHS.transferDownline, reply: transferValueSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      const { downlineId, amount } = parseInput(transferPayloadSchema, request.body);
      return ok(await transferToDownline(db, agent.id, downlineId, toWholeCents(amount)));
    },
  });

  defineRoute(app, {
    method: 'POST', url: AGENT_PATHS.transferMultipleDownline, reply: multiTransferValueSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      const { downlineIds, totalAmount, split } = parseInput(multiTransferPayloadSchema, request.body);
      return ok(await transferToMany(db, agent.id, downlineIds, toWholeCents(totalAmount), split));
    },
  });

  defineRoute(app, {
    method: 'PUT', url: AGENT_PATHS.updateDownlineRebates, reply: rebateRatesSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      const { downlineId, rates } = parseInput(updateRebatesPayloadSchema, request.body);
      await requireInTeam(db, agent.id, downlineId);
      // An agent sets the rates of its direct downlines; deeper ones belong to their own upline.
      const [row] = await db.query<{ parent_id: string }>('select parent_id::text from members where id = $1', [downlineId]);
      if (Number(row?.parent_id) !== agent.id) throw new WpsError(AGENT_ERROR_CODES.notInTeam, 'agentNotInTeam');
      checkRates(rates, await ratesOf(db, agent.id), await childCeiling(db, downlineId));
      await writeRates(db, downlineId, rates);
      return ok(await ratesOf(db, downlineId));
    },
  });

  defineRoute(app, {
    method: 'GET', url: AGENT_PATHS.rebates, reply: rebateRatesSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      return ok(await ratesOf(db, agent.id));
    },
  });

  defineRoute(app, {
    method: 'PUT', url: AGENT_PATHS.register, reply: agentRegisterValueSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      const payload = await decryptPayload(request, await accountsRuntime(context).rsaKey(), agentRegisterPayloadSchema);
      checkRates(payload.rates, await ratesOf(db, agent.id), zeroRates());
      await countAccountOpening(openLimiter, agent.id);
      const type = payload.accountType === 'agent' ? 1 : 0;
      const id = await db.transaction(async (tx) => {
        const created = await createMember(tx, {
          merchantCode: agent.merchantCode, username: payload.username, passwordHash: await hashPassword(payload.password), type,
          parentId: agent.id, registerMethod: 'agent', balance: 0,
        });
        if (created !== null) await writeRates(tx, created, payload.rates);
        return created;
      });
      if (id === null) throw new WpsError(AGENT_ERROR_CODES.usernameTaken, 'agentUsernameTaken');
      return ok({ id, username: payload.username, type });
    },
  });

  defineRoute(app, {
    method: 'GET', url: AGENT_PATHS.affUrls, reply: affLinksValueSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      return ok(await listLinks(db, agent.id));
    },
  });
  defineRoute(app, {
    method: 'POST', url: AGENT_PATHS.createAffUrl, reply: affLinksValueSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      const { note } = parseInput(createAffLinkPayloadSchema, request.body ?? {});
      await createLink(db, agent.merchantCode, agent.id, note || null);
      return ok(await listLinks(db, agent.id));
    },
  });
  defineRoute(app, {
    method: 'DELETE', url: AGENT_PATHS.deleteAffUrl, reply: affLinksValueSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      const { id } = parseInput(deleteAffLinkPayloadSchema, request.body);
      await deleteLink(db, agent.id, id);
      return ok(await listLinks(db, agent.id));
    },
  });

  defineRoute(app, {
    method: 'GET', url: AGENT_PATHS.rebateIncome, reply: rebateIncomeValueSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      const { startDate, endDate, tzOffset } = parseInput(rangeQuerySchema, request.query);
      const { from, to } = range(startDate, endDate, tzOffset);
      const list = await rebateIncome(db, agent.id, agent.merchantCode, from, to, tzOffset);
      const sum = (key: 'validBet' | 'income') => units(list.reduce((total, day) => total + Math.round(day[key] * 100), 0));
      return ok({ list, footer: { validBet: sum('validBet'), income: sum('income') } });
    },
  });

  // Any logged-in member: the home checks the flags for every session type but 4, 40, 41, 42 (spec §2).
  defineRoute(app, {
    method: 'GET', url: AGENT_PATHS.dividendInfo, reply: dividendInfoValueSchema,
    handler: async ({ request }) => {
      const agent = await requireMember(context, request);
      const flags = await loadFlags(context, agent.merchantCode);
      return ok(await dividendInfo(db, agent.id, flags('DIVIDEND')));
    },
  });

  defineRoute(app, {
    method: 'GET', url: AGENT_PATHS.contract, reply: contractValueSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      const { kind } = parseInput(contractQuerySchema, request.query);
      await requireContractKindOn(context, agent.merchantCode, kind);
      return ok(await contractView(db, agent.id, kind));
    },
  });
  defineRoute(app, {
    method: 'POST', url: AGENT_PATHS.signContract, reply: emptyValueSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      const { id, accept } = parseInput(signContractPayloadSchema, request.body);
      const kind = await contractKindOf(db, agent.id, id);
      if (kind) await requireContractKindOn(context, agent.merchantCode, kind);
      await signContract(db, agent.id, id, accept);
      return ok(null);
    },
  });
  defineRoute(app, {
    method: 'PUT', url: AGENT_PATHS.offerContract, reply: offerContractValueSchema,
    handler: async ({ request }) => {
      const agent = await requireAgent(context, request);
      const { downlineId, kind, tiers } = parseInput(offerContractPayloadSchema, request.body);
      await requireContractKindOn(context, agent.merchantCode, kind);
      return ok({ id: await offerContract(db, agent.merchantCode, agent.id, downlineId, kind, tiers) });
    },
  });
}

function toWholeCents(amount: number): number {
  try {
    return toCents(amount);
  } catch {
    throw new WpsError('request.invalid', 'badRequest', 400);
  }
}

function downlineOf(row: DownlineRow) {
  return {
    id: Number(row.id),
    username: row.username,
    type: row.type,
    isAgent: isAgentType(row.type),
    level: row.depth,
    parentUsername: row.parent_username,
    balance: Number(row.balance ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
    teamSize: Number(row.team_size),
  };
}
