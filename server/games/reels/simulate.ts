/**
 * Plays rounds of a reel set through the provably fair path (a fresh server
 * seed, a client seed, nonces counting up), free spins included, and prints
 * the measured RTP beside the exact one. A cross-check of exact-rtp.ts:
 *   npx tsx server/games/reels/simulate.ts [rounds=1000000] [set id]
 */
import { randomBytes } from 'node:crypto';
import { LUCKY_20, reelGameOf } from '../../../contract/reel-games';
import { playReels, winCents } from '../../../contract/reels';
import { exactRtp } from './exact-rtp';

const BET_CENTS = 2_000;

async function main(): Promise<void> {
  const paidRounds = Number(process.argv[2] ?? 1_000_000);
  const game = reelGameOf(process.argv[3] ?? LUCKY_20.id) ?? LUCKY_20;
  const serverSeed = randomBytes(32).toString('hex');
  const clientSeed = randomBytes(8).toString('hex');
  let nonce = 0;
  let staked = 0;
  let won = 0;
  let freeRounds = 0;
  let sumSquares = 0;
  for (let paid = 0; paid < paidRounds; paid += 1) {
    let spinWin = 0;
    let pending = 0;
    let free = false;
    do {
      const { evaluation } = await playReels(game, serverSeed, clientSeed, nonce);
      nonce += 1;
      spinWin += winCents(game, evaluation, BET_CENTS, free);
      pending += evaluation.freeSpinsWon;
      if (free) freeRounds += 1;
      free = pending > 0;
      if (free) pending -= 1;
    } while (free);
    staked += BET_CENTS;
    won += spinWin;
    sumSquares += (spinWin / BET_CENTS) ** 2;
  }
  const rtp = won / staked;
  const sd = Math.sqrt(sumSquares / paidRounds - rtp ** 2);
  console.info(JSON.stringify({
    set: game.id, paidRounds, freeRounds, rounds: nonce,
    measuredRtp: Number(rtp.toFixed(5)), standardError: Number((sd / Math.sqrt(paidRounds)).toFixed(5)),
    exactRtp: Number(exactRtp(game).total.toFixed(5)),
  }));
}

void main();
