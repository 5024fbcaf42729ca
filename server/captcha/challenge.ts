/**
 * The SMS send's human-verification step: an ALTCHA proof-of-work
 * challenge (docs/decisions/0010). The page finds the number whose hash
 * with the salt equals the challenge; the server checks it with one hash
 * and an HMAC, then spends it so a proof buys exactly one send.
 */
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { SmsChallengeValue } from '../../contract/auth';
import type { Db } from '../db/db';

/**
 * Hashes a browser tries on average is half of maxnumber: well under a second on a
 * mid-range phone for a person, while a sender of thousands of SMS pays
 * that much CPU for each one. Test mode keeps end-to-end runs fast.
 */
export const CHALLENGE_MAX_NUMBER = 50_000;
export const TEST_CHALLENGE_MAX_NUMBER = 1_000;
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

type Hash = (purpose: string, value: string) => Promise<string>;

/** The HMAC key of the challenges: derived from the server's stored key, so every process agrees. */
const challengeKey = (hash: Hash) => hash('altcha', 'challenge-key-v1');

export async function newChallenge(hash: Hash, testMode: boolean): Promise<SmsChallengeValue> {
  const challenge = await createChallenge({
    hmacKey: await challengeKey(hash),
    algorithm: 'SHA-256',
    maxNumber: testMode ? TEST_CHALLENGE_MAX_NUMBER : CHALLENGE_MAX_NUMBER,
    expires: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return { ...challenge, maxnumber: challenge.maxnumber ?? CHALLENGE_MAX_NUMBER };
}

/**
 * True once per valid, unexpired proof; false for a missing, malformed,
 * wrong, expired or already spent one.
 */
export async function spendChallenge(db: Db, hash: Hash, proof: string | undefined): Promise<boolean> {
  if (!proof) return false;
  let payload: { signature?: unknown; salt?: unknown };
  try {
    payload = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as typeof payload;
  } catch {
    return false;
  }
  if (typeof payload.signature !== 'string' || typeof payload.salt !== 'string') return false;
  if (!(await verifySolution(proof, await challengeKey(hash), true).catch(() => false))) return false;
  const expires = Number(extractParams(proof)['expires']);
  const spent = await db.query(
    `insert into spent_challenges (signature, expires_at) values ($1, to_timestamp($2::double precision))
     on conflict (signature) do nothing returning 1`,
    [payload.signature, Number.isFinite(expires) ? expires : Date.now() / 1000 + CHALLENGE_TTL_MS / 1000],
  );
  return spent.length === 1;
}
