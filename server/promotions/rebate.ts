import { PROMOTION_ERROR_CODES, type ClaimResult, type RebateValue } from '../../contract/promotions';
import { memberRank } from '../accounts/vip-ranks';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { post } from '../wallet/ledger';

interface RateRow { game_type: string; vip_level: number; rate_percent: string }

/** The member's VIP level (0 without a rank). */
export async function vipLevel(db: Db, memberId: number): Promise<number> {
  const rank = await memberRank(db, memberId);
  if (!rank.current) return 0;
  const [row] = await db.query<{ level: number }>('select level from vip_ranks where id = $1', [rank.current.id]);
  return row?.level ?? 0;
}

/** Each game type's rate for a level: the row of the highest level not above it. */
export function ratesFor(rows: readonly RateRow[], level: number): Map<string, number> {
  const best = new Map<string, { level: number; rate: number }>();
  for (const r of rows) {
    if (r.vip_level > level) continue;
    const seen = best.get(r.game_type);
    if (!seen || r.vip_level > seen.level) best.set(r.game_type, { level: r.vip_level, rate: Number(r.rate_percent) });
  }
  return new Map([...best].map(([type, v]) => [type, v.rate]));
}

/** Cents of rebate for valid bets (cents) at a rate in percent, rounded down: the house never pays a fraction of a cent. */
export function rebateCents(validBetCents: number, ratePercent: number): number {
  return Math.floor((validBetCents * Math.round(ratePercent * 1000)) / 100_000);
}

interface Claimable {
  upToBetId: number;
  validBetCents: number;
  amountCents: number;
  byType: { gameType: string; validBetCents: number; ratePercent: number; amountCents: number }[];
}

async function claimable(db: Db, merchantCode: string, memberId: number, rates: Map<string, number>): Promise<Claimable> {
  const [last] = await db.query<{ up_to: string | null }>('select max(up_to_bet_id)::text as up_to from rebate_claims where member_id = $1', [memberId]);
  const after = Number(last?.up_to ?? 0);
  // valid bets: every settled demo round's stake (bet_records holds only settled rounds)
  const rows = await db.query<{ game_type: string; cents: string; max_id: string }>(
    `select coalesce(g.game_type, 'RNG') as game_type, (sum(b.bet) * 100)::bigint::text as cents, max(b.id)::text as max_id
       from bet_records b left join games g on g.merchant_code = b.merchant_code and g.node_id = b.node_id
      where b.member_id = $1 and b.merchant_code = $2 and b.id > $3
      group by 1 order by 1`,
    [memberId, merchantCode, after],
  );
  const byType = rows.map((r) => {
    const ratePercent = rates.get(r.game_type) ?? 0;
    const validBetCents = Number(r.cents);
    return { gameType: r.game_type, validBetCents, ratePercent, amountCents: rebateCents(validBetCents, ratePercent) };
  });
  return {
    upToBetId: Math.max(after, ...rows.map((r) => Number(r.max_id))),
    validBetCents: byType.reduce((s, t) => s + t.validBetCents, 0),
    amountCents: byType.reduce((s, t) => s + t.amountCents, 0),
    byType,
  };
}

async function memberRates(db: Db, merchantCode: string, memberId: number) {
  const level = await vipLevel(db, memberId);
  const rows = await db.query<RateRow>('select game_type, vip_level, rate_percent::text from rebate_rates where merchant_code = $1', [merchantCode]);
  return { level, rates: ratesFor(rows, level) };
}

export async function loadRebate(db: Db, merchantCode: string, memberId: number): Promise<RebateValue> {
  const { level, rates } = await memberRates(db, merchantCode, memberId);
  const c = await claimable(db, merchantCode, memberId, rates);
  const history = await db.query<{ id: string; amount: string; valid_bet: string; at_ms: number }>(
    `select id::text, amount::text, valid_bet::text, floor(extract(epoch from created_at) * 1000)::float8 as at_ms
       from rebate_claims where member_id = $1 order by id desc limit 50`,
    [memberId],
  );
  return {
    vipLevel: level,
    rates: [...rates].map(([gameType, ratePercent]) => ({ gameType, ratePercent })).sort((a, b) => a.gameType.localeCompare(b.gameType)),
    claimable: {
      amount: c.amountCents / 100,
      validBet: c.validBetCents / 100,
      byType: c.byType.map((t) => ({ gameType: t.gameType, validBet: t.validBetCents / 100, ratePercent: t.ratePercent, amount: t.amountCents / 100 })),
    },
    history: history.map((h) => ({ id: Number(h.id), amount: Number(h.amount), validBet: Number(h.valid_bet), createdAt: Number(h.at_ms) })),
  };
}

/** Pays the rebate of every valid bet since the last claim, as one `rebate` entry (rebate_claim:<id>). */
export async function claimRebate(db: Db, merchantCode: string, memberId: number): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    // the member row serialises two claims of one member: the second sees the first's watermark
    await tx.query('select id from members where id = $1 for update', [memberId]);
    const { rates } = await memberRates(tx, merchantCode, memberId);
    const c = await claimable(tx, merchantCode, memberId, rates);
    if (c.amountCents <= 0) throw new WpsError(PROMOTION_ERROR_CODES.rebateNothing, 'rebateNothing');
    const breakdown = c.byType.map((t) => ({ gameType: t.gameType, validBet: t.validBetCents / 100, ratePercent: t.ratePercent, amount: t.amountCents / 100 }));
    const [row] = await tx.query<{ id: string }>(
      `insert into rebate_claims (merchant_code, member_id, up_to_bet_id, valid_bet, amount, breakdown)
       values ($1, $2, $3, $4::bigint / 100.0, $5::bigint / 100.0, $6) returning id::text`,
      [merchantCode, memberId, c.upToBetId, c.validBetCents, c.amountCents, JSON.stringify(breakdown)],
    );
    const entry = await post(tx, { memberId, kind: 'rebate', amountCents: c.amountCents, reference: `rebate_claim:${row!.id}` });
    return { amount: c.amountCents / 100, balance: Number(entry.balanceAfterCents) / 100 };
  });
}
