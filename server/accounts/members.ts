import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/db';
import { linkAgent } from '../agent/links';
import { openWallet, toCents } from '../wallet/ledger';

/** Member types: 0, 1, 2 members; 4 trial; 40 non-agent; anything else an agent. */
export const TRIAL_TYPE = 4;
const NON_AGENT_TYPES = [0, 4, 40];
export const isAgentType = (type: number) => !NON_AGENT_TYPES.includes(type);

export interface MemberRecord {
  id: number;
  username: string;
  type: number;
  passwordHash: string;
  disabled: boolean;
  firstTimeLogin: boolean;
  passwordMustChange: boolean;
  /** Epoch ms. */
  passwordChangedAt: number;
  email: string | null;
}

interface Row {
  id: string | number;
  username: string;
  type: number;
  password_hash: string;
  disabled: boolean;
  first_time_login: boolean;
  password_must_change: boolean;
  password_changed_ms: number;
  email: string | null;
}

const COLUMNS = `id, username, type, password_hash, disabled, first_time_login, password_must_change,
  floor(extract(epoch from password_changed_at) * 1000)::float8 as password_changed_ms, email`;

function toRecord(row: Row | undefined): MemberRecord | null {
  if (!row) return null;
  return {
    id: Number(row.id),
    username: row.username,
    type: row.type,
    passwordHash: row.password_hash,
    disabled: row.disabled,
    firstTimeLogin: row.first_time_login,
    passwordMustChange: row.password_must_change,
    passwordChangedAt: row.password_changed_ms,
    email: row.email,
  };
}

/** Usernames are stored lower-case; the lookup ignores case. */
export async function findByUsername(db: Db, merchantCode: string, username: string): Promise<MemberRecord | null> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from members where merchant_code = $1 and lower(username) = lower($2) order by id limit 1`,
    [merchantCode, username.trim()],
  );
  return toRecord(rows[0]);
}

export async function findById(db: Db, id: number): Promise<MemberRecord | null> {
  return toRecord((await db.query<Row>(`select ${COLUMNS} from members where id = $1`, [id]))[0]);
}

/**
 * The account a number belongs to: only a verified number (an SMS code sent
 * to it came back) logs in, recovers a password or counts as taken
 * (docs/decisions/0055). An unverified number is profile data only.
 */
export async function findByMobile(db: Db, merchantCode: string, phone: Phone): Promise<MemberRecord | null> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from members where merchant_code = $1 and country_dialing_code = $2 and mobile_num = $3 and mobile_verified`,
    [merchantCode, phone.dialingCode, phone.mobileNum],
  );
  return toRecord(rows[0]);
}

export interface Phone {
  /** '+84' */
  dialingCode: string;
  /** Digits only, without the trunk 0: '912345678'. */
  mobileNum: string;
}

/**
 * One spelling per number, so 0912 345 678 and 912345678 are the same
 * account. Null when it is not a phone number at all.
 */
export function normalisePhone(mobileNum: string, dialingCode: string | undefined, fallbackDialingCode: string): Phone | null {
  const digits = mobileNum.replace(/[\s().-]/g, '');
  const code = (dialingCode?.trim() || fallbackDialingCode).replace(/^\+?/, '+');
  if (!/^\d{4,20}$/.test(digits) || !/^\+\d{1,4}$/.test(code)) return null;
  const national = digits.replace(/^0+/, '');
  return national.length >= 4 ? { dialingCode: code, mobileNum: national } : null;
}

export const phoneText = (phone: Phone) => `${phone.dialingCode}${phone.mobileNum}`;

/** A random password for accounts nobody types one for (trial, mobile sign-up without password). */
export function randomPassword(length = 12): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  // at least one letter and one digit, so it satisfies the usual password rules
  const body = Array.from({ length: length - 2 }, () => alphabet[randomInt(0, alphabet.length)]).join('');
  return `${body}${'abcdefghjkmnpqrstuvwxyz'[randomInt(0, 23)]}${randomInt(2, 10)}`;
}

/** trial_ + 6 random characters. */
export function trialUsername(): string {
  return `trial_${randomBytes(4).toString('hex').slice(0, 6)}`;
}

export interface NewMember {
  merchantCode: string;
  username: string;
  passwordHash: string;
  type: number;
  nickname?: string | null;
  phone?: Phone | null;
  /** The phone was proved by an SMS code (or is the operator's own); unverified numbers control nothing. */
  mobileVerified?: boolean;
  email?: string | null;
  birthday?: string | null;
  affiliateCode?: string | null;
  ownAffiliateCode?: string | null;
  parentId?: number | null;
  /** 'agent': opened by its agent (PUT /wps/agent/register), marked opened_by_agent (never earns a referral reward). */
  registerMethod?: string | null;
  registerUrl?: string | null;
  balance: number;
  firstTimeLogin?: boolean;
}

/** Inserts the member and its wallet; null when the username or mobile is already taken. */
export async function createMember(db: Db, member: NewMember): Promise<number | null> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string | number }>(
      `insert into members (merchant_code, username, password_hash, type, nickname, country_dialing_code, mobile_num,
         email, birthday, affiliate_code, own_affiliate_code, parent_id, register_method, register_url, first_time_login,
         mobile_verified, opened_by_agent)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $11, $12, $13, $14, $15, $16, $13 is not distinct from 'agent')
       on conflict do nothing returning id`,
      [member.merchantCode, member.username, member.passwordHash, member.type, member.nickname ?? null,
        member.phone?.dialingCode ?? null, member.phone?.mobileNum ?? null, member.email ?? null, member.birthday ?? null,
        member.affiliateCode ?? null, member.ownAffiliateCode ?? null, member.parentId ?? null, member.registerMethod ?? null,
        member.registerUrl ?? null, member.firstTimeLogin ?? true, member.phone ? member.mobileVerified === true : false],
    );
    const id = rows[0] ? Number(rows[0].id) : null;
    // The opening balance (demo seed, trial money) is a ledger entry like any other.
    if (id !== null) await openWallet(tx, id, { amountCents: toCents(member.balance), reference: 'opening:new-member' });
    return id;
  });
}

/** The agent owning this affiliate code (case ignored), if any. */
export async function findAffiliateAgent(db: Db, merchantCode: string, code: string): Promise<{ id: number; code: string } | null> {
  const rows = await db.query<{ id: string | number; type: number; own_affiliate_code: string }>(
    `select id, type, own_affiliate_code from members
      where merchant_code = $1 and upper(own_affiliate_code) = upper($2) and not disabled`,
    [merchantCode, code.trim()],
  );
  const agent = rows.find((row) => isAgentType(row.type));
  if (agent) return { id: Number(agent.id), code: agent.own_affiliate_code };
  // an agent's affiliate link (issue 15) registers under that agent too
  return linkAgent(db, merchantCode, code);
}

export async function setPassword(db: Db, memberId: number, passwordHash: string, mustChange: boolean): Promise<void> {
  await db.query(
    'update members set password_hash = $2, password_changed_at = now(), password_must_change = $3 where id = $1',
    [memberId, passwordHash, mustChange],
  );
}
