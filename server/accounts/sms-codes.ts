import { randomInt } from 'node:crypto';
import type { Db } from '../db/db';
import { phoneText, type Phone } from './members';

export type SmsPurpose = 'login' | 'register' | 'password';

export const SMS_CODE_TTL_MS = 60 * 1000;
/** At most one code per number in this time, whatever its purpose. */
export const SMS_RESEND_MS = 30 * 1000;
/** Wrong tries that burn a code. */
export const SMS_MAX_ATTEMPTS = 5;

type Hash = (purpose: string, value: string) => Promise<string>;

const hashKey = (purpose: SmsPurpose, phone: Phone) => `sms:${purpose}:${phoneText(phone)}`;

/** True when a code went to this number less than SMS_RESEND_MS ago. */
export async function sentRecently(db: Db, merchantCode: string, phone: Phone): Promise<boolean> {
  const rows = await db.query(
    `select 1 from sms_codes where merchant_code = $1 and country_dialing_code = $2 and mobile_num = $3
        and created_at > now() - ($4::bigint * interval '1 millisecond') limit 1`,
    [merchantCode, phone.dialingCode, phone.mobileNum, SMS_RESEND_MS],
  );
  return rows.length > 0;
}

/** Stores a new 6-digit code (hashed) and returns it with its expiry (epoch ms). */
export async function issueSmsCode(
  db: Db, hash: Hash, merchantCode: string, purpose: SmsPurpose, phone: Phone,
): Promise<{ code: string; expirationTime: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const rows = await db.query<{ expires_ms: number }>(
    `insert into sms_codes (merchant_code, purpose, country_dialing_code, mobile_num, code_hash, expires_at)
     values ($1, $2, $3, $4, $5, now() + ($6::bigint * interval '1 millisecond'))
     returning floor(extract(epoch from expires_at) * 1000)::float8 as expires_ms`,
    [merchantCode, purpose, phone.dialingCode, phone.mobileNum, await hash(hashKey(purpose, phone), code), SMS_CODE_TTL_MS],
  );
  return { code, expirationTime: rows[0]!.expires_ms };
}

/**
 * Checks the newest live code for the number and purpose. A wrong try
 * counts; SMS_MAX_ATTEMPTS of them burn the code. With `consume`, a right
 * code is used up; without, it stays valid (a refusal that is not about the
 * code lets the player retry with the same one).
 */
export async function checkSmsCode(
  db: Db, hash: Hash, merchantCode: string, purpose: SmsPurpose, phone: Phone, code: string, { consume }: { consume: boolean },
): Promise<boolean> {
  const rows = await db.query<{ id: string | number; code_hash: string }>(
    `select id, code_hash from sms_codes
      where merchant_code = $1 and purpose = $2 and country_dialing_code = $3 and mobile_num = $4
        and used_at is null and expires_at > now()
      order by created_at desc, id desc limit 1`,
    [merchantCode, purpose, phone.dialingCode, phone.mobileNum],
  );
  const row = rows[0];
  if (!row) return false;
  if (row.code_hash !== (await hash(hashKey(purpose, phone), code.trim()))) {
    await db.query(
      `update sms_codes set failed_attempts = failed_attempts + 1,
         used_at = case when failed_attempts + 1 >= $2 then now() else used_at end
       where id = $1`,
      [row.id, SMS_MAX_ATTEMPTS],
    );
    return false;
  }
  if (consume) {
    const used = await db.query('update sms_codes set used_at = now() where id = $1 and used_at is null returning id', [row.id]);
    return used.length === 1;
  }
  return true;
}
