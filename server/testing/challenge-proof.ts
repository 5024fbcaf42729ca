/**
 * An ALTCHA proof of work solved for a test, as the app's widget sends it
 * (base64 JSON of algorithm, challenge, number, salt, signature).
 *
 * altcha-lib's `solveChallenge` hashes each candidate through WebCrypto, one
 * awaited digest at a time: at production difficulty (CHALLENGE_MAX_NUMBER,
 * 25,000 candidates on average) about 1.5 CPU-s a proof in a test worker.
 * The same search with node:crypto's synchronous SHA-256 takes tens of
 * milliseconds (docs/decisions/0116). The server verifies the proof with
 * altcha-lib either way: how it was found is not what a test checks.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS } from '../../contract/auth';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The number n ≤ maxnumber whose SHA-256 of `salt + n` is the challenge, or null. */
export function solveSha256(challenge: Pick<Challenge, 'algorithm' | 'challenge' | 'maxnumber' | 'salt'>): number | null {
  if (challenge.algorithm !== 'SHA-256') throw new Error(`unexpected algorithm ${challenge.algorithm}`);
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (createHash('sha256').update(challenge.salt + n).digest('hex') === challenge.challenge) return n;
  }
  return null;
}

/** A fresh SMS challenge from the app, solved: the `altcha` field of an SMS send. */
export async function fastSmsProof(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ method: 'GET', url: AUTH_PATHS.smsChallenge })).json().value as Challenge;
  const number = solveSha256(challenge);
  if (number === null) throw new Error('challenge not solved');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })).toString('base64');
}
