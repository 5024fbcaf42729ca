import { roundFloats } from './fairness';

/**
 * The fishing engine (docs/fairness.md "Fishing", docs/decisions/0074): every
 * shot is a round of its own. The member picks a cannon value (the stake of
 * the shot) and the fish it aims at; the shot's first fairness float decides
 * whether that fish is caught:
 *
 *   caught  ⇔  float × multiplier < FISHING_RTP
 *
 * so a fish paying m × the cannon value is caught with probability RTP / m
 * (to within 2⁻³² per float step), and every shot, whatever the fish, returns
 * RTP of its stake on average. Choosing the fish changes the variance only,
 * never the expected return, which is why the server may take the member's
 * word for which fish was hit. Runs unchanged in Node and the browser.
 */

/** The return to player of every shot at every fish: 96 %. */
export const FISHING_RTP = 0.96;

export const FISH_SPECIES = ['clownfish', 'angelfish', 'pufferfish', 'lionfish', 'turtle', 'ray', 'shark', 'dragon'] as const;
export type FishSpecies = (typeof FISH_SPECIES)[number];

/** What a caught fish pays, as a multiple of the cannon value (the stake included). */
export const FISH_MULTIPLIERS: Readonly<Record<FishSpecies, number>> = {
  clownfish: 2,
  angelfish: 3,
  pufferfish: 5,
  lionfish: 8,
  turtle: 12,
  ray: 20,
  shark: 40,
  dragon: 100,
};

export function isFishSpecies(value: string): value is FishSpecies {
  return (FISH_SPECIES as readonly string[]).includes(value);
}

/**
 * The cannon values a game offers: its configured minimum bet (games.min_bet)
 * times these steps. A shot at any other value is refused by the server.
 */
export const CANNON_STEPS = [1, 2, 5, 10, 20, 50, 100] as const;

export function cannonValuesCents(minBetCents: number): number[] {
  return CANNON_STEPS.map((step) => step * minBetCents);
}

/** Whether a shot whose float is `float` catches a fish of this multiplier (the whole rule). */
export function shotCatches(float: number, multiplier: number): boolean {
  return float * multiplier < FISHING_RTP;
}

/**
 * The exact chance a shot catches a fish of this multiplier: of the 2³²
 * equally likely floats k / 2³², those with k × m / 2³² < RTP (RTP being the
 * double nearest 0.96, whose exact value is N / 2⁵³), counted in integers.
 * Multiplied by m it is the species' exact RTP.
 */
export function exactCatchChance(multiplier: number): number {
  const n = BigInt(FISHING_RTP * 2 ** 53); // exact: scaling by a power of two
  const step = BigInt(multiplier) * BigInt(2 ** 21); // k·m/2³² < N/2⁵³  ⇔  k·m·2²¹ < N
  const count = (n - BigInt(1)) / step + BigInt(1); // k = 0 … ⌈N / step⌉ − 1
  return Number(count) / 2 ** 32;
}

export interface ShotOutcome {
  species: FishSpecies;
  multiplier: number;
  /** The shot's float (the round's first, cursor 0). */
  float: number;
  caught: boolean;
}

/** The outcome of the shot played with this seed pair and nonce at a fish of `species`. */
export async function playShot(serverSeed: string, clientSeed: string, nonce: number, species: FishSpecies): Promise<ShotOutcome> {
  const [float] = await roundFloats(serverSeed, clientSeed, nonce, 1);
  const multiplier = FISH_MULTIPLIERS[species];
  return { species, multiplier, float: float!, caught: shotCatches(float!, multiplier) };
}

/** What a shot pays in cents: the multiplier times the cannon value when caught, else nothing. */
export function shotWinCents(outcome: Pick<ShotOutcome, 'caught' | 'multiplier'>, cannonCents: number): number {
  return outcome.caught ? outcome.multiplier * cannonCents : 0;
}
