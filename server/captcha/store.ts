import type { Db } from '../db/db';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

type Hash = (purpose: string, value: string) => Promise<string>;

/** Binds a new captcha to the client, replacing its previous one. */
export async function storeCaptcha(db: Db, hash: Hash, deviceId: string, answer: string, testMode: boolean): Promise<void> {
  await db.query(
    `insert into captchas (device_id, answer_hash, expires_at, test_answer)
     values ($1, $2, now() + ($3::bigint * interval '1 millisecond'), $4)
     on conflict (device_id) do update
       set answer_hash = excluded.answer_hash, expires_at = excluded.expires_at, test_answer = excluded.test_answer`,
    [deviceId, await hash(`captcha:${deviceId}`, answer), CAPTCHA_TTL_MS, testMode ? answer : null],
  );
}

/**
 * Single use: the captcha is deleted by the first check, right or wrong,
 * so each answer can be tried once. False when there is none, it expired,
 * or the answer differs.
 */
export async function consumeCaptcha(db: Db, hash: Hash, deviceId: string, answer: string): Promise<boolean> {
  const rows = await db.query<{ answer_hash: string; live: boolean }>(
    'delete from captchas where device_id = $1 returning answer_hash, expires_at > now() as live',
    [deviceId],
  );
  const row = rows[0];
  if (!row || !row.live) return false;
  return row.answer_hash === (await hash(`captcha:${deviceId}`, answer.trim()));
}

/** Test mode only: the plain answer of the client's live captcha. */
export async function testCaptchaAnswer(db: Db, deviceId: string): Promise<string | null> {
  const rows = await db.query<{ test_answer: string | null }>('select test_answer from captchas where device_id = $1', [deviceId]);
  return rows[0]?.test_answer ?? null;
}
