import { SERVER_SEED_PATTERN, seedMatchesHash } from '../../../../contract/fairness';
import { type FishSpecies, playShot, type ShotOutcome } from '../../../../contract/fishing';

export interface ShotVerifyInput {
  serverSeed: string;
  /** The hash shown before play; blank skips the commitment check. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  species: FishSpecies;
}

export type ShotVerifyResult = { kind: 'bad-seed' } | { kind: 'done'; hashMatches: boolean | null; outcome: ShotOutcome };

/**
 * Recomputes a fishing shot in the browser with the very code the server
 * played it with (contract/fairness.ts, contract/fishing.ts): the seed
 * against its hash, then the shot's float and the catch rule.
 */
export async function verifyShot(input: ShotVerifyInput): Promise<ShotVerifyResult> {
  const serverSeed = input.serverSeed.trim().toLowerCase();
  if (!SERVER_SEED_PATTERN.test(serverSeed)) return { kind: 'bad-seed' };
  const hash = input.serverSeedHash.trim();
  const hashMatches = hash ? await seedMatchesHash(serverSeed, hash) : null;
  return { kind: 'done', hashMatches, outcome: await playShot(serverSeed, input.clientSeed, input.nonce, input.species) };
}
