import {
  AGENT_ERROR_CODES, type Contract, type ContractKind, type ContractTier, type ContractValue, type DividendInfoValue,
} from '../../contract/agent';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { InsufficientBalanceError, post } from '../wallet/ledger';
import { cents, units } from './kpi';
import { dayOf, halfMonthOf, hourOf, requireClosed, zoneDay } from './periods';
import { TEAM_CTE } from './tree';

/** What a top-level agent may offer (the platform's own ceiling); others are capped by their own contract. */
export const CONTRACT_MAX_RATE: Record<ContractKind, number> = { daily_salary: 2, hourly_salary: 2, dividend: 50 };

interface ContractRow {
  id: string;
  kind: ContractKind;
  status: Contract['status'];
  upline_id: string;
  downline_id: string;
  upline_username: string;
  tiers: ContractTier[] | string;
  created_at: Date | string;
  decided_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toContract(row: ContractRow): Contract {
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    uplineUsername: row.upline_username,
    tiers: typeof row.tiers === 'string' ? (JSON.parse(row.tiers) as ContractTier[]) : row.tiers,
    createdAt: iso(row.created_at)!,
    decidedAt: iso(row.decided_at),
  };
}

const CONTRACT_SELECT = `select c.id::text, c.kind, c.status, c.upline_id::text, c.downline_id::text, u.username as upline_username,
  c.tiers, c.created_at, c.decided_at from agent_contracts c join members u on u.id = c.upline_id`;

/** The member's live (pending or signed) contract of a kind. */
export async function liveContract(db: Db, memberId: number, kind: ContractKind): Promise<(Contract & { uplineId: number; downlineId: number }) | null> {
  const [row] = await db.query<ContractRow>(`${CONTRACT_SELECT} where c.downline_id = $1 and c.kind = $2 and c.status in ('pending', 'signed')`, [memberId, kind]);
  return row ? { ...toContract(row), uplineId: Number(row.upline_id), downlineId: Number(row.downline_id) } : null;
}

/** Tiers ascend by threshold with rates that never fall, within the ceiling. */
export function checkTiers(tiers: readonly ContractTier[], maxRate: number): void {
  tiers.forEach((tier, i) => {
    const previous = tiers[i - 1];
    const wholeCents = Math.round(tier.threshold * 100) === tier.threshold * 100 && Math.round(tier.rate * 100) === tier.rate * 100;
    if (!wholeCents || tier.rate > maxRate || (previous && (tier.threshold <= previous.threshold || tier.rate < previous.rate))) {
      throw new WpsError(AGENT_ERROR_CODES.contractInvalid, 'agentContractInvalid', 200, { maxRate });
    }
  });
}

/** The rate of the highest tier the basis reaches (0 below the first). */
export function tierRate(tiers: readonly ContractTier[], basisCents: number): number {
  let rate = 0;
  for (const tier of tiers) if (basisCents >= Math.round(tier.threshold * 100)) rate = tier.rate;
  return rate;
}

/**
 * The basis of a contract over a period, in cents: the team's valid bets
 * for salaries, the team's net loss (bets minus wins, never below 0) for
 * dividends. The team is the downline agent's own team, not itself.
 */
export async function contractBasis(db: Db, memberId: number, kind: ContractKind, from: Date, to: Date): Promise<number> {
  const [row] = await db.query<{ valid_bet: string | null; loss: string | null }>(
    `with recursive ${TEAM_CTE}
     select sum(b.bet)::text as valid_bet, sum(b.bet - b.win)::text as loss
       from bet_records b join team t on t.id = b.member_id where b.created_at >= $2 and b.created_at < $3`,
    [memberId, from.toISOString(), to.toISOString()],
  );
  return kind === 'dividend' ? Math.max(0, cents(row?.loss)) : cents(row?.valid_bet);
}

export function periodOf(kind: ContractKind, when: Date): { from: Date; to: Date } {
  if (kind === 'hourly_salary') return hourOf(when);
  if (kind === 'dividend') return halfMonthOf(zoneDay(when));
  return dayOf(zoneDay(when));
}

export async function contractView(db: Db, memberId: number, kind: ContractKind, now = new Date()): Promise<ContractValue> {
  const contract = await liveContract(db, memberId, kind);
  if (!contract) return { contract: null, current: null, payments: [] };
  const { uplineId: _u, downlineId: _d, ...wire } = contract;
  const period = periodOf(kind, now);
  const basis = await contractBasis(db, memberId, kind, period.from, period.to);
  const rate = tierRate(contract.tiers, basis);
  const payments = await db.query<{ period_start: Date | string; period_end: Date | string; basis: string; rate: string; amount: string; created_at: Date | string }>(
    `select period_start, period_end, basis::text, rate::text, amount::text, created_at from agent_contract_payments
      where contract_id = $1 order by period_start desc limit 60`, [contract.id]);
  return {
    contract: wire,
    current: { periodStart: period.from.toISOString(), periodEnd: period.to.toISOString(), basis: units(basis), rate, amount: units(Math.floor((basis * rate) / 100)) },
    payments: payments.map((p) => ({
      periodStart: iso(p.period_start)!, periodEnd: iso(p.period_end)!, basis: Number(p.basis), rate: Number(p.rate), amount: Number(p.amount), paidAt: iso(p.created_at)!,
    })),
  };
}

/** The three flags: 1 when a contract of that kind waits for this member's signature. */
export async function dividendInfo(db: Db, memberId: number, dividendFlag: boolean): Promise<DividendInfoValue> {
  const rows = await db.query<{ kind: ContractKind; status: string }>(
    "select kind, status from agent_contracts where downline_id = $1 and status in ('pending', 'signed')", [memberId]);
  const pending = (kind: ContractKind) => (rows.some((r) => r.kind === kind && r.status === 'pending') ? 1 : 0);
  return {
    dailysalreqtype: pending('daily_salary'),
    divtypecompperiodreq: pending('dividend'),
    contracthoursalreq: pending('hourly_salary'),
    dividendShown: dividendFlag && rows.some((r) => r.kind === 'dividend'),
  };
}

/**
 * An upline offers a contract to a direct downline agent. A pending offer
 * of the kind is replaced; a signed one stays until the operator ends it.
 * Rates never exceed the upline's own signed contract of the kind (or the
 * platform ceiling for a top-level agent).
 */
export async function offerContract(db: Db, merchantCode: string, uplineId: number, downlineId: number, kind: ContractKind, tiers: ContractTier[]): Promise<number> {
  const [down] = await db.query<{ parent_id: string | null; type: number }>('select parent_id::text, type from members where id = $1', [downlineId]);
  if (!down || Number(down.parent_id) !== uplineId || [0, 4, 40].includes(down.type)) throw new WpsError(AGENT_ERROR_CODES.notInTeam, 'agentNotInTeam');
  const own = await liveContract(db, uplineId, kind);
  const maxRate = own?.status === 'signed' ? Math.max(...own.tiers.map((t) => t.rate)) : own ? 0 : CONTRACT_MAX_RATE[kind];
  checkTiers(tiers, maxRate);
  return db.transaction(async (tx) => {
    const existing = await liveContract(tx, downlineId, kind);
    if (existing?.status === 'signed') throw new WpsError(AGENT_ERROR_CODES.contractExists, 'agentContractExists');
    if (existing) await tx.query("update agent_contracts set status = 'cancelled', decided_at = now() where id = $1", [existing.id]);
    const [row] = await tx.query<{ id: string }>(
      'insert into agent_contracts (merchant_code, upline_id, downline_id, kind, tiers) values ($1, $2, $3, $4, $5::jsonb) returning id::text',
      [merchantCode, uplineId, downlineId, kind, JSON.stringify(tiers)]);
    return Number(row!.id);
  });
}

/** The kind of a contract offered to the member, or null when there is none of that id. */
export async function contractKindOf(db: Db, memberId: number, contractId: number): Promise<ContractKind | null> {
  const [row] = await db.query<{ kind: ContractKind }>('select kind from agent_contracts where id = $1 and downline_id = $2', [contractId, memberId]);
  return row?.kind ?? null;
}

export async function signContract(db: Db, memberId: number, contractId: number, accept: boolean): Promise<void> {
  const rows = await db.query(
    `update agent_contracts set status = $3, decided_at = now() where id = $1 and downline_id = $2 and status = 'pending' returning id`,
    [contractId, memberId, accept ? 'signed' : 'refused']);
  if (rows.length === 0) throw new WpsError(AGENT_ERROR_CODES.contractNotFound, 'agentContractNotFound');
}

export interface SettleReport { paid: number; unpaid: number; nothing: number; already: number; totalCents: number }

/**
 * Pays every signed contract of the kinds for the periods of `day`: daily
 * salary for the day, hourly salary for each of its 24 hours, dividend for
 * the half month containing it. The upline pays (a transfer out of its
 * wallet, a bonus into the downline's) with the payment row in the same
 * transaction; the row's uniqueness makes a repeated run pay nothing twice.
 * An upline short of money is reported unpaid and paid by a later run.
 * Only closed periods: a day (or the half month) still running at `now` is
 * refused with PeriodOpenError before anything is paid.
 */
export async function settleContracts(db: Db, merchantCode: string, kinds: readonly ContractKind[], day: string, now = new Date()): Promise<SettleReport> {
  for (const kind of kinds) requireClosed(kind === 'dividend' ? halfMonthOf(day) : dayOf(day), now);
  const report: SettleReport = { paid: 0, unpaid: 0, nothing: 0, already: 0, totalCents: 0 };
  const contracts = await db.query<ContractRow>(
    `${CONTRACT_SELECT} where c.merchant_code = $1 and c.status = 'signed' and c.kind = any($2::text[]) order by c.id`, [merchantCode, kinds]);
  for (const row of contracts) {
    const contract = toContract(row);
    const periods = contract.kind === 'hourly_salary'
      ? Array.from({ length: 24 }, (_, h) => hourOf(new Date(dayOf(day).from.getTime() + h * 3_600_000)))
      : [contract.kind === 'dividend' ? halfMonthOf(day) : dayOf(day)];
    for (const period of periods) {
      const basis = await contractBasis(db, Number(row.downline_id), contract.kind, period.from, period.to);
      const rate = tierRate(contract.tiers, basis);
      const amount = Math.floor((basis * rate) / 100);
      if (amount <= 0) {
        report.nothing++;
        continue;
      }
      const reference = `contract:${contract.id}:${period.from.toISOString()}`;
      try {
        const done = await db.transaction(async (tx) => {
          const inserted = await tx.query(
            `insert into agent_contract_payments (contract_id, period_start, period_end, basis, rate, amount)
             values ($1, $2, $3, $4::bigint / 100.0, $5, $6::bigint / 100.0) on conflict do nothing returning id`,
            [contract.id, period.from.toISOString(), period.to.toISOString(), basis, rate, amount]);
          if (inserted.length === 0) return false;
          await post(tx, { memberId: Number(row.upline_id), kind: 'transfer', amountCents: -amount, reference });
          await post(tx, { memberId: Number(row.downline_id), kind: 'bonus', amountCents: amount, reference });
          return true;
        });
        if (done) {
          report.paid++;
          report.totalCents += amount;
        } else report.already++;
      } catch (error) {
        if (!(error instanceof InsufficientBalanceError)) throw error;
        report.unpaid++;
      }
    }
  }
  return report;
}
