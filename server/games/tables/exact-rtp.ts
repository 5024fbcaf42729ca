/**
 * The live tables' exact odds (docs/fairness.md, "Baccarat" and
 * "Roulette"), from the rules alone: what the tables state is computed
 * here, not measured.
 *
 * Baccarat: every round deals from a full eight-deck shoe without
 * replacement (contract/baccarat.ts), so a round's chance is a sum over the
 * card values dealt in order (a ten and a king count alike: 128 cards of
 * value 0, 32 of each other value), at most six deep: 10⁶ sequences. The
 * drawing rules are the engine's own functions, so what is computed is what
 * is played.
 */
import { bankerDraws, playerDraws, SHOE_SIZE, type BaccaratSpot, type BaccaratVariant } from '../../../contract/baccarat';
import { POCKETS, rouletteReturnCents, ROULETTE_SPOTS } from '../../../contract/roulette';

export interface BaccaratOdds {
  player: number;
  banker: number;
  tie: number;
  /** The banker wins with a total of 6 (paid 1:2 at a no-commission table). */
  bankerSix: number;
  /** The first two cards of one side are of one rank. */
  pair: number;
}

export function baccaratOdds(): BaccaratOdds {
  const counts = [SHOE_SIZE - 9 * 32, ...new Array<number>(9).fill(32)];
  const odds = { player: 0, banker: 0, tie: 0, bankerSix: 0 };
  let left = SHOE_SIZE;
  /** Every value the next card may have, with its chance; the card is out of the shoe while `then` runs. */
  const each = (weight: number, then: (value: number, weight: number) => void) => {
    for (let value = 0; value <= 9; value += 1) {
      const n = counts[value]!;
      if (n === 0) continue;
      const w = (weight * n) / left;
      counts[value] = n - 1;
      left -= 1;
      then(value, w);
      counts[value] = n;
      left += 1;
    }
  };
  const settle = (player: number, banker: number, weight: number) => {
    if (player > banker) odds.player += weight;
    else if (banker > player) {
      odds.banker += weight;
      if (banker === 6) odds.bankerSix += weight;
    } else odds.tie += weight;
  };
  const bankerTurn = (player: number, banker: number, playerThird: number | null, weight: number) => {
    if (bankerDraws(banker, playerThird)) each(weight, (b3, w) => settle(player, (banker + b3) % 10, w));
    else settle(player, banker, weight);
  };
  each(1, (p1, w1) => each(w1, (b1, w2) => each(w2, (p2, w3) => each(w3, (b2, w4) => {
    const player = (p1 + p2) % 10;
    const banker = (b1 + b2) % 10;
    if (player >= 8 || banker >= 8) settle(player, banker, w4);
    else if (playerDraws(player)) each(w4, (p3, w5) => bankerTurn((player + p3) % 10, banker, p3, w5));
    else bankerTurn(player, banker, null, w4);
  }))));
  // a pair: the second card has the first one's rank, 31 of the 415 cards left (cards between them do not change the chance)
  return { ...odds, pair: (SHOE_SIZE / 13 - 1) / (SHOE_SIZE - 1) };
}

/** A spot's return to player: its expected return per unit staked. */
export function baccaratRtp(spot: BaccaratSpot, variant: BaccaratVariant, odds: BaccaratOdds = baccaratOdds()): number {
  switch (spot) {
    case 'player':
      return 2 * odds.player + odds.tie;
    case 'banker':
      return variant === 'classic' ? 1.95 * odds.banker + odds.tie : 2 * odds.banker - 0.5 * odds.bankerSix + odds.tie;
    case 'tie':
      return 9 * odds.tie;
    case 'playerPair':
    case 'bankerPair':
      return 12 * odds.pair;
  }
}

/** Every roulette spot's return to player: what the engine returns on each of the 37 equally likely pockets, averaged. */
export function rouletteRtps(): Map<string, number> {
  const pockets = Array.from({ length: POCKETS }, (_, n) => n);
  return new Map(ROULETTE_SPOTS.map((spot) => [spot.id, pockets.reduce((sum, n) => sum + rouletteReturnCents(spot.id, 100, n), 0) / (100 * POCKETS)]));
}
