/**
 * Paying a settled table round, inside its settlement's transaction
 * (server/games/tables/rounds.ts): each member's bets return what the pure
 * rules say (contract/baccarat.ts, roulette.ts, dragon-tiger.ts, sic-bo.ts,
 * xoc-dia.ts); the payout is one
 * ledger entry naming the round, and the member gets one betting-record row
 * for the round (everything staked on it, everything it paid) with the
 * round's details beside it. Members are taken in id order, so two rounds
 * settling at once lock wallets in the same order.
 */
import { baccaratReturnCents, isBaccaratSpot, type BaccaratHand } from '../../../contract/baccarat';
import { dragonTigerReturnCents, isDragonTigerSpot } from '../../../contract/dragon-tiger';
import type { TableRoundRecord } from '../../../contract/live-tables';
import { rouletteReturnCents } from '../../../contract/roulette';
import { sicBoReturnCents } from '../../../contract/sic-bo';
import { isXocDiaSpot, xocDiaReturnCents } from '../../../contract/xoc-dia';
import type { Db } from '../../db/db';
import { post } from '../../wallet/ledger';
import type { RoundRow } from './rounds';

/** Every stake and payout of a round names it so in the ledger. */
export const tableRoundReference = (roundId: number) => `table_round:${roundId}`;

interface BetRow {
  id: string;
  member_id: string;
  spot: string;
  cents: string;
}

/** What one bet returns under the round's outcome and rules, stake included, in cents. */
export function betReturnCents(round: Pick<RoundRow, 'outcome' | 'rules'>, spot: string, stakeCents: number): number {
  const outcome = round.outcome;
  if (!outcome) throw new Error('the round has no outcome yet');
  if (outcome.engine === 'roulette') return rouletteReturnCents(spot, stakeCents, outcome.number);
  if (outcome.engine === 'sic-bo') return sicBoReturnCents(spot, stakeCents, outcome.dice);
  if (outcome.engine === 'dragon-tiger') {
    if (!isDragonTigerSpot(spot)) throw new Error(`unknown dragon tiger spot ${spot}`);
    return dragonTigerReturnCents(spot, stakeCents, outcome);
  }
  if (outcome.engine === 'xoc-dia') {
    if (!isXocDiaSpot(spot)) throw new Error(`unknown xoc dia spot ${spot}`);
    return xocDiaReturnCents(spot, stakeCents, outcome.reds);
  }
  if (!isBaccaratSpot(spot)) throw new Error(`unknown baccarat spot ${spot}`);
  const hand: BaccaratHand = { ...outcome, natural: false };
  return baccaratReturnCents(spot, stakeCents, hand, round.rules === 'no-commission' ? 'no-commission' : 'classic');
}

async function walletCents(tx: Db, memberId: number): Promise<bigint> {
  const [row] = await tx.query<{ cents: string }>('select (balance * 100)::bigint::text as cents from wallets where member_id = $1', [memberId]);
  return BigInt(row?.cents ?? '0');
}

function outcomeText(round: RoundRow): string {
  const o = round.outcome!;
  switch (o.engine) {
    case 'roulette': return `roulette #${round.roundNo}: ${o.number}`;
    case 'baccarat': return `baccarat #${round.roundNo}: ${o.winner} ${o.playerTotal}-${o.bankerTotal}`;
    case 'dragon-tiger': return `dragon tiger #${round.roundNo}: ${o.winner} ${o.dragon}-${o.tiger}`;
    case 'sic-bo': return `sic bo #${round.roundNo}: ${o.dice.join('-')} (${o.total})`;
    case 'xoc-dia': return `xoc dia #${round.roundNo}: ${o.reds} red`;
  }
}

/** The round's details beside a member's record: the outcome, the member's spots, the fairness values. */
function detailsOf(round: RoundRow, bets: TableRoundRecord['bets'], fairness: TableRoundRecord['fairness']): TableRoundRecord {
  const o = round.outcome!;
  const common = { roundNo: round.roundNo, bets, fairness };
  switch (o.engine) {
    case 'roulette': return { engine: 'roulette', outcome: o, ...common };
    case 'baccarat': return { engine: 'baccarat', variant: round.rules === 'no-commission' ? 'no-commission' : 'classic', outcome: o, ...common };
    case 'dragon-tiger': return { engine: 'dragon-tiger', outcome: o, ...common };
    case 'sic-bo': return { engine: 'sic-bo', outcome: o, ...common };
    case 'xoc-dia': return { engine: 'xoc-dia', outcome: o, ...common };
  }
}

export async function settleRoundBets(tx: Db, round: RoundRow): Promise<void> {
  const bets = await tx.query<BetRow>(
    `select id::text, member_id::text, spot, (amount * 100)::bigint::text as cents from table_bets where round_id = $1
      order by table_bets.member_id, table_bets.id`,
    [round.id],
  );
  const byMember = new Map<number, BetRow[]>();
  for (const bet of bets) byMember.set(Number(bet.member_id), [...(byMember.get(Number(bet.member_id)) ?? []), bet]);
  for (const [memberId, rows] of byMember) {
    let stake = 0;
    let payout = 0;
    // the record shows one line per spot, however many confirmations put chips on it
    const perSpot = new Map<string, { amount: number; payout: number }>();
    for (const bet of rows) {
      const cents = Number(bet.cents);
      const back = betReturnCents(round, bet.spot, cents);
      stake += cents;
      payout += back;
      const line = perSpot.get(bet.spot) ?? { amount: 0, payout: 0 };
      perSpot.set(bet.spot, { amount: line.amount + cents, payout: line.payout + back });
      await tx.query('update table_bets set payout = $2::bigint / 100.0 where id = $1', [bet.id, back]);
    }
    const lines = [...perSpot].map(([spot, line]) => ({ spot, amount: line.amount / 100, payout: line.payout / 100 }));
    const after = payout > 0
      ? (await post(tx, { memberId, kind: 'win', amountCents: payout, reference: tableRoundReference(round.id) })).balanceAfterCents
      : await walletCents(tx, memberId);
    const [record] = await tx.query<{ id: string }>(
      `insert into bet_records (member_id, merchant_code, node_id, bet, win, balance_after, outcome)
       values ($1, $2, $3, $4::bigint / 100.0, $5::bigint / 100.0, $6::bigint / 100.0, $7) returning id::text`,
      [memberId, round.merchantCode, round.nodeId, stake, payout, after.toString(), outcomeText(round)],
    );
    const fairness = { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: 0, serverSeed: round.serverSeed };
    const details = detailsOf(round, lines, fairness);
    // The round's own seed, not a member's: no seed row (docs/decisions/0072); the details carry the revealed seed.
    await tx.query(
      `insert into game_rounds (bet_record_id, member_id, node_id, engine, seed_id, nonce, client_seed, spin_id, details)
       values ($1, $2, $3, $4, null, 0, $5, $6, $7::jsonb)`,
      [record!.id, memberId, round.nodeId, round.engine, round.clientSeed, tableRoundReference(round.id), JSON.stringify(details)],
    );
  }
}
