import { SERVER_SEED_PATTERN, seedMatchesHash } from '../../../../contract/fairness';
import { reelGameOf } from '../../../../contract/reel-games';
import { playReels, type ReelOutcome } from '../../../../contract/reels';

export interface VerifyInput {
  reelSet: string;
  serverSeed: string;
  /** The hash shown before play; blank skips the commitment check. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export type VerifyResult =
  | { kind: 'bad-seed' }
  | { kind: 'unknown-set' }
  | { kind: 'done'; hashMatches: boolean | null; outcome: ReelOutcome; linePay: number; scatterPay: number };

/**
 * Recomputes a round in the browser with the very code the server played it
 * with (contract/fairness.ts, contract/reels.ts): the seed against its hash,
 * then floats → stops → window → wins.
 */
export async function verifyRound(input: VerifyInput): Promise<VerifyResult> {
  const serverSeed = input.serverSeed.trim().toLowerCase();
  if (!SERVER_SEED_PATTERN.test(serverSeed)) return { kind: 'bad-seed' };
  const game = reelGameOf(input.reelSet);
  if (!game) return { kind: 'unknown-set' };
  const hash = input.serverSeedHash.trim();
  const hashMatches = hash ? await seedMatchesHash(serverSeed, hash) : null;
  const outcome = await playReels(game, serverSeed, input.clientSeed, input.nonce);
  // bet-free multiples: line wins in line bets, scatter in total bets (a record shows the amounts)
  const linePay = outcome.evaluation.lineWins.reduce((sum, w) => sum + w.pay, 0);
  return { kind: 'done', hashMatches, outcome, linePay, scatterPay: outcome.evaluation.scatterPay };
}
