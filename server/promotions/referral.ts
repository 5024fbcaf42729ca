import { randomInt } from 'node:crypto';
import type { ReferralValue } from '../../contract/promotions';
import type { Db } from '../db/db';
import { APP_PATHS } from '../../src/config/paths';
import { maskAccount } from './mask-account';
import { promotionSettings } from './rewards';

// no 0/O, 1/I/L: a code read aloud or typed from a screenshot survives
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newReferralCode(): string {
  let code = 'R';
  for (let i = 0; i < 7; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * The member's own invitation code (members.own_affiliate_code), made the
 * first time they ask for it; unique per merchant (the index makes a clash
 * fail, and a clash is retried with a new code).
 */
export async function ensureReferralCode(db: Db, merchantCode: string, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db.query<{ own_affiliate_code: string | null }>('select own_affiliate_code from members where id = $1', [memberId]);
    if (row?.own_affiliate_code) return row.own_affiliate_code;
    const code = newReferralCode();
    const taken = await db.query('select 1 from members where merchant_code = $1 and upper(own_affiliate_code) = $2', [merchantCode, code]);
    if (taken.length > 0) continue;
    await db.query('update members set own_affiliate_code = $2 where id = $1 and own_affiliate_code is null', [memberId, code]);
  }
  throw new Error('could not make a unique referral code');
}

/**
 * The member (not an agent: agents have their own affiliate links) owning a
 * referral code, for registration: a friend who registers with it gets
 * parent_id = the referrer. Case is ignored, as for agent codes.
 */
export async function findReferrer(db: Db, merchantCode: string, code: string): Promise<{ id: number; code: string } | null> {
  const [row] = await db.query<{ id: string; own_affiliate_code: string }>(
    `select id::text, own_affiliate_code from members
      where merchant_code = $1 and upper(own_affiliate_code) = upper($2) and not disabled and type in (0, 1, 2)`,
    [merchantCode, code.trim()],
  );
  return row ? { id: Number(row.id), code: row.own_affiliate_code } : null;
}


export async function loadReferral(db: Db, merchantCode: string, memberId: number, origin: string): Promise<ReferralValue> {
  const code = await ensureReferralCode(db, merchantCode, memberId);
  const friends = await db.query<{ username: string; at_ms: number }>(
    `select username, floor(extract(epoch from created_at) * 1000)::float8 as at_ms
       from members where parent_id = $1 order by created_at desc, id desc limit 200`,
    [memberId],
  );
  const settings = await promotionSettings(db, merchantCode);
  const [kind] = await db.query<{ enabled: boolean }>("select enabled from promotion_kinds where merchant_code = $1 and kind = 'REFERRAL'", [merchantCode]);
  return {
    code,
    link: `${origin}${APP_PATHS.register}?code=${encodeURIComponent(code)}`,
    rewardPerFriend: settings.referralReward,
    qualifyDeposit: Number.isFinite(settings.referralMinDeposit) ? settings.referralMinDeposit : 0,
    qualifyTurnover: Number.isFinite(settings.referralMinTurnover) ? settings.referralMinTurnover : 0,
    enabled: kind?.enabled ?? false,
    friends: friends.map((f) => ({ account: maskAccount(f.username), registeredAt: Number(f.at_ms) })),
  };
}
