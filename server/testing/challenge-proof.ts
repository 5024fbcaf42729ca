/**
 * An ALTCHA proof of work solved for a test (smsProof in
 * server/routes/auth-test-helpers.ts sends it as the app's widget does).
 *
 * altcha-lib's `solveChallenge` hashes each candidate through WebCrypto, one
 * awaited digest at a time: at production difficulty (CHALLENGE_MAX_NUMBER,
 * 25,000 candidates on average) about 1.5 CPU-s a proof in a test worker.
 * The same search with node:crypto's synchronous SHA-256 takes tens of
 * milliseconds (docs/decisions/0116). The server verifies the proof with
 * altcha-lib either way: how it was found is not what a test checks.
 */
import { createHash } from 'node:crypto';

/** The number n ≤ maxnumber whose SHA-256 of `salt + n` is the challenge, or null. */
export function solveSha256(challenge: { algorithm: string; challenge: string; maxnumber: number; salt: string }): number | null {
  if (challenge.algorithm !== 'SHA-256') throw new Error(`unexpected algorithm ${challenge.algorithm}`);
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (createHash('sha256').update(challenge.salt + n).digest('hex') === challenge.challenge) return n;
  }
  return null;
}
