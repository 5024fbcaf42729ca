/**
 * Plays blackjack rounds through the provably fair path (a fresh server
 * seed, a client seed, nonces counting up, contract/blackjack.ts) with a
 * basic strategy for one deck, dealer standing on soft 17, and prints the
 * return and the house edge (docs/fairness.md "Blackjack"):
 *   npx tsx server/games/blackjack/simulate.ts [rounds=200000]
 * The strategy is the usual chart without the rarest single-deck deviations,
 * so the edge it measures is a little above a perfect player's.
 */
import { randomBytes } from 'node:crypto';
import { act, deal, handValue, legalActions, payoutCents, rankOf, shoeFor, stakeUnits, type BlackjackAction, type Table } from '../../../contract/blackjack';

const STAKE = 100;

/** The dealer's up card as 2…11 (ace 11). */
function upValue(table: Table): number {
  const rank = rankOf(table.dealer[0]!);
  return rank === 'A' ? 11 : handValue([table.dealer[0]!]).total;
}

function pairAction(rank: string, up: number): BlackjackAction | null {
  if (rank === 'A' || rank === '8') return 'split';
  if ((rank === '2' || rank === '3' || rank === '7') && up <= 7) return 'split';
  if (rank === '6' && up <= 6) return 'split';
  if (rank === '4' && up >= 4 && up <= 6) return 'split';
  if (rank === '9' && up !== 7 && up <= 9) return 'split';
  return null;
}

function strategy(table: Table): BlackjackAction {
  const legal = legalActions(table);
  const hand = table.hands[table.active]!;
  const up = upValue(table);
  if (legal.split) {
    const split = pairAction(rankOf(hand.cards[0]!), up);
    if (split) return split;
  }
  const { total, soft } = handValue(hand.cards);
  const double = (when: boolean, otherwise: BlackjackAction): BlackjackAction => (when && legal.double ? 'double' : otherwise);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return double(up >= 3 && up <= 6, up >= 9 ? 'hit' : 'stand');
    if (total === 17) return double(up >= 3 && up <= 6, 'hit');
    return double(up >= 4 && up <= 6, 'hit');
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return double(true, 'hit');
  if (total === 10) return double(up <= 9, 'hit');
  if (total === 9) return double(up <= 6, 'hit');
  return 'hit';
}

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 200_000);
  const serverSeed = randomBytes(32).toString('hex');
  const clientSeed = randomBytes(8).toString('hex');
  let staked = 0;
  let returned = 0;
  let sumSquares = 0;
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    let table = deal(await shoeFor(serverSeed, clientSeed, nonce));
    while (table.phase === 'player') table = act(table, strategy(table));
    const net = (payoutCents(table, STAKE) - stakeUnits(table) * STAKE) / STAKE;
    staked += stakeUnits(table) * STAKE;
    returned += payoutCents(table, STAKE);
    sumSquares += net * net;
  }
  const perRound = (returned - staked) / STAKE / rounds;
  const error = Math.sqrt(sumSquares / rounds - perRound ** 2) / Math.sqrt(rounds);
  console.info(`${rounds} rounds: player result per initial stake ${(perRound * 100).toFixed(3)} % ± ${(error * 100).toFixed(3)} % (house edge ${(-perRound * 100).toFixed(3)} %); return on all staked ${((returned / staked) * 100).toFixed(3)} %`);
}

await main();
