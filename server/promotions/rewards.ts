import { PROMOTION_ERROR_CODES, type ClaimResult, type RewardItem, type RewardsValue } from '../../contract/promotions';
import type { WireLanguage } from '../../contract/headers';
import { memberRank } from '../accounts/vip-ranks';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { post, toCents } from '../wallet/ledger';
import { maskAccount } from './mask-account';
import { memberStateInput, siteDay } from './promotions';
import { ACTION_OF_KIND, promotionState } from './states';

async function kindEnabled(db: Db, merchantCode: string, kind: string): Promise<boolean> {
  const [row] = await db.query<{ enabled: boolean }>('select enabled from promotion_kinds where merchant_code = $1 and kind = $2', [merchantCode, kind]);
  return row?.enabled ?? false;
}

/** The member programmes' amounts (promotion_settings, migrations 018 and 025). */
export async function promotionSettings(db: Db, merchantCode: string) {
  const [row] = await db.query<{ referral_reward: string; login_reward: string; referral_min_deposit: string; referral_min_turnover: string }>(
    `select referral_reward::text, login_reward::text, referral_min_deposit::text, referral_min_turnover::text
       from promotion_settings where merchant_code = $1`,
    [merchantCode],
  );
  return {
    referralReward: Number(row?.referral_reward ?? 0),
    loginReward: Number(row?.login_reward ?? 0),
    // without a settings row nobody qualifies: the reward is 0 anyway
    referralMinDeposit: Number(row?.referral_min_deposit ?? Number.POSITIVE_INFINITY),
    referralMinTurnover: Number(row?.referral_min_turnover ?? Number.POSITIVE_INFINITY),
  };
}

/**
 * Referred friends who have earned their referrer the reward
 * (docs/decisions/0050-referral-reward-qualification.md): registered with
 * the referrer's code or link (parent_id), not an account the referrer
 * opened itself as an agent, an approved deposit of at least the minimum,
 * and valid bets (settled stakes, as for rebates and VIP) of at least the
 * minimum turnover. An opened account or a friend who never pays in earns nothing.
 */
export async function qualifiedFriends(db: Db, referrerId: number, minDeposit: number, minTurnover: number): Promise<{ id: string; username: string }[]> {
  if (!Number.isFinite(minDeposit) || !Number.isFinite(minTurnover)) return [];
  return db.query<{ id: string; username: string }>(
    `select m.id::text, m.username from members m
      where m.parent_id = $1 and not m.opened_by_agent
        and exists (select 1 from deposit_orders d where d.member_id = m.id and d.status = 'approved' and d.amount >= $2::numeric)
        and (select coalesce(sum(b.bet), 0) from bet_records b where b.member_id = m.id) >= $3::numeric
      order by m.id`,
    [referrerId, minDeposit, minTurnover],
  );
}

async function issue(db: Db, item: { merchantCode: string; memberId: number; source: RewardItem['source']; ref: string; title: [string, string]; amount: number }) {
  if (item.amount <= 0) return;
  await db.query(
    `insert into reward_items (merchant_code, member_id, source, source_ref, title_vi, title_en, amount)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (member_id, source_ref) do nothing`,
    [item.merchantCode, item.memberId, item.source, item.ref, item.title[0], item.title[1], item.amount],
  );
}

/** The daily sign-in: one `sign` entry per site day and a login reward in the reward centre. */
export async function signIn(db: Db, merchantCode: string, memberId: number, promotionId: number, now = Date.now()): Promise<void> {
  const day = siteDay(now);
  const { loginReward } = await promotionSettings(db, merchantCode);
  const [row] = await db.query<{ bonus: string }>('select bonus_amount::text as bonus from promotions where merchant_code = $1 and id = $2', [merchantCode, promotionId]);
  await db.query(
    `insert into promotion_entries (merchant_code, promotion_id, member_id, action, day) values ($1, $2, $3, 'sign', $4::date) on conflict do nothing`,
    [merchantCode, promotionId, memberId, day],
  );
  const amount = Number(row?.bonus ?? 0) || loginReward;
  await issue(db, { merchantCode, memberId, source: 'login', ref: `login:${day}`, title: [`Thưởng đăng nhập ${day}`, `Login reward ${day}`], amount });
}

/**
 * What the member has earned without asking: today's login reward (LOGIN
 * kind on), a bonus for each VIP level reached (UPGRADE_BONUS on), a reward
 * per referred friend who qualified (REFERRAL on, see qualifiedFriends). Idempotent: each has
 * a unique reference per member.
 */
export async function syncRewards(db: Db, merchantCode: string, memberId: number, now = Date.now()): Promise<void> {
  if (await kindEnabled(db, merchantCode, 'LOGIN')) {
    const [login] = await db.query<{ id: number }>(
      `select id from promotions where merchant_code = $1 and kind = 'LOGIN' and enabled
          and start_date <= to_timestamp($2 / 1000.0) and (end_date is null or end_date > to_timestamp($2 / 1000.0)) order by sort_order, id limit 1`,
      [merchantCode, now],
    );
    if (login) await signIn(db, merchantCode, memberId, login.id, now);
  }
  if (await kindEnabled(db, merchantCode, 'UPGRADE_BONUS')) {
    const rank = await memberRank(db, memberId);
    const levels = await db.query<{ level: number; label_name: string; upgrade_bonus: string }>(
      `select r.level, r.label_name, b.upgrade_bonus::text from vip_ranks r join vip_benefits b on b.level = r.level
        where r.level > 0 and r.level <= (select level from vip_ranks where id = $1) order by r.level`,
      [rank.current?.id ?? -1],
    );
    for (const l of levels) {
      await issue(db, { merchantCode, memberId, source: 'upgrade', ref: `upgrade:${l.level}`, title: [`Thưởng thăng hạng ${l.label_name}`, `${l.label_name} upgrade bonus`], amount: Number(l.upgrade_bonus) });
    }
  }
  const { referralReward, referralMinDeposit, referralMinTurnover } = await promotionSettings(db, merchantCode);
  if (referralReward > 0 && (await kindEnabled(db, merchantCode, 'REFERRAL'))) {
    const friends = await qualifiedFriends(db, memberId, referralMinDeposit, referralMinTurnover);
    for (const f of friends) {
      await issue(db, { merchantCode, memberId, source: 'referral', ref: `referral:${f.id}`, title: [`Thưởng giới thiệu ${maskAccount(f.username)}`, `Referral reward: ${maskAccount(f.username)}`], amount: referralReward });
    }
  }
}

export async function loadRewards(db: Db, merchantCode: string, memberId: number, language: WireLanguage): Promise<RewardsValue> {
  await syncRewards(db, merchantCode, memberId);
  const rows = await db.query<{ id: string; source: RewardItem['source']; title_vi: string; title_en: string; amount: string; status: RewardItem['status']; issued_ms: number; claimed_ms: number | null }>(
    `select id::text, source, title_vi, title_en, amount::text, status,
            floor(extract(epoch from issued_at) * 1000)::float8 as issued_ms,
            floor(extract(epoch from claimed_at) * 1000)::float8 as claimed_ms
       from reward_items where merchant_code = $1 and member_id = $2 order by issued_at desc, id desc limit 200`,
    [merchantCode, memberId],
  );
  const items: RewardItem[] = rows.map((r) => ({
    id: Number(r.id), source: r.source, title: language === 'EN' ? r.title_en : r.title_vi, amount: Number(r.amount),
    status: r.status, issuedAt: Number(r.issued_ms), claimedAt: r.claimed_ms === null ? null : Number(r.claimed_ms),
  }));
  return { claimable: items.filter((i) => i.status === 'issued'), history: items.filter((i) => i.status === 'claimed') };
}

/** issued → claimed, and the amount into the wallet as a `bonus` entry (reward:<id>). */
export async function claimReward(db: Db, merchantCode: string, memberId: number, id: number): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const [item] = await tx.query<{ amount: string }>(
      "select amount::text from reward_items where merchant_code = $1 and member_id = $2 and id = $3 and status = 'issued' for update",
      [merchantCode, memberId, id],
    );
    if (!item) throw new WpsError(PROMOTION_ERROR_CODES.rewardNotFound, 'rewardNotFound');
    await tx.query("update reward_items set status = 'claimed', claimed_at = now() where id = $1", [id]);
    const entry = await post(tx, { memberId, kind: 'bonus', amountCents: toCents(Number(item.amount)), reference: `reward:${id}` });
    return { amount: Number(item.amount), balance: Number(entry.balanceAfterCents) / 100 };
  });
}

/** The detail's button: join a raffle, ticket draw or mission; claim a sign-in or a finished mission. */
export async function promotionAction(db: Db, merchantCode: string, memberId: number, promotionId: number, action: 'join' | 'claim'): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select id from members where id = $1 for update', [memberId]);
    const { row, input } = await memberStateInput(tx, merchantCode, memberId, promotionId);
    const state = promotionState(input);
    const kindAction = ACTION_OF_KIND[row.kind];
    if (action === 'join' && state === 'join' && (kindAction === 'join' || kindAction === 'mission')) {
      await tx.query(
        "insert into promotion_entries (merchant_code, promotion_id, member_id, action) values ($1, $2, $3, 'join') on conflict do nothing",
        [merchantCode, promotionId, memberId],
      );
      return;
    }
    if (action === 'claim' && state === 'claim' && kindAction === 'sign') {
      await signIn(tx, merchantCode, memberId, promotionId);
      return;
    }
    if (action === 'claim' && state === 'claim' && kindAction === 'mission') {
      await tx.query(
        "insert into promotion_entries (merchant_code, promotion_id, member_id, action) values ($1, $2, $3, 'mission_claim') on conflict do nothing",
        [merchantCode, promotionId, memberId],
      );
      await issue(tx, { merchantCode, memberId, source: 'promotion', ref: `mission:${promotionId}`, title: [row.title_vi, row.title_en], amount: Number(row.bonus_amount) });
      return;
    }
    throw new WpsError(PROMOTION_ERROR_CODES.actionNotAllowed, 'promotionActionNotAllowed');
  });
}
