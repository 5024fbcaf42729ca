/**
 * A blackjack round's row (migration 036) and the table it stands for: the
 * shoe is shuffled again from the round's seed and nonce and its actions
 * replayed (contract/blackjack.ts), so the database never holds the cards to
 * come, only what decides them. Views hide the dealer's hole card while the
 * member still acts.
 */
import { BLACKJACK_ACTIONS, type BlackjackAction, handOutcome, handValue, legalActions, replay, shoeFor, type Table } from '../../../contract/blackjack';
import type { BlackjackRound, BlackjackRoundView } from '../../../contract/blackjack-play';
import type { Db } from '../../db/db';

export interface RoundRow {
  id: number;
  betRecordId: number;
  memberId: number;
  merchantCode: string;
  nodeId: string;
  seedId: number;
  nonce: number;
  clientSeed: string;
  serverSeed: string;
  serverSeedHash: string;
  betCents: number;
  stakedCents: number;
  payoutCents: number;
  actions: BlackjackAction[];
  phase: 'player' | 'settled';
}

interface RawRow {
  id: string;
  bet_record_id: string;
  member_id: string;
  merchant_code: string;
  node_id: string;
  seed_id: string;
  nonce: number;
  client_seed: string;
  server_seed: string;
  server_seed_hash: string;
  bet_cents: string;
  staked_cents: string;
  payout_cents: string;
  actions: string[];
  phase: 'player' | 'settled';
}

const isAction = (a: string): a is BlackjackAction => (BLACKJACK_ACTIONS as readonly string[]).includes(a);

const fromRaw = (r: RawRow): RoundRow => ({
  id: Number(r.id), betRecordId: Number(r.bet_record_id), memberId: Number(r.member_id), merchantCode: r.merchant_code, nodeId: r.node_id,
  seedId: Number(r.seed_id), nonce: Number(r.nonce), clientSeed: r.client_seed, serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash,
  betCents: Number(r.bet_cents), stakedCents: Number(r.staked_cents), payoutCents: Number(r.payout_cents),
  actions: r.actions.filter(isAction), phase: r.phase,
});

// `for update of r`: the lock is the round's; the seed row is only read
const SELECT = `select r.id::text, r.bet_record_id::text, r.member_id::text, r.merchant_code, r.node_id, r.seed_id::text, r.nonce, r.client_seed,
       s.server_seed, s.server_seed_hash, (r.bet * 100)::bigint::text as bet_cents, (r.staked * 100)::bigint::text as staked_cents,
       (r.payout * 100)::bigint::text as payout_cents, r.actions, r.phase
  from blackjack_rounds r join fairness_seeds s on s.id = r.seed_id`;

/** The member's round by id, locked for the caller's transaction when asked. */
export async function roundById(tx: Db, memberId: number, roundId: number, lock: boolean): Promise<RoundRow | null> {
  const [row] = await tx.query<RawRow>(`${SELECT} where r.id = $1 and r.member_id = $2${lock ? ' for update of r' : ''}`, [roundId, memberId]);
  return row ? fromRaw(row) : null;
}

/** The member's unfinished round of this game (at most one, migration 036). */
export async function openRound(tx: Db, memberId: number, nodeId: string): Promise<RoundRow | null> {
  const [row] = await tx.query<RawRow>(`${SELECT} where r.member_id = $1 and r.node_id = $2 and r.phase = 'player'`, [memberId, nodeId]);
  return row ? fromRaw(row) : null;
}

export async function roundByDealId(tx: Db, memberId: number, dealId: string): Promise<RoundRow | null> {
  const [row] = await tx.query<RawRow>(`${SELECT} where r.member_id = $1 and r.deal_id = $2`, [memberId, dealId]);
  return row ? fromRaw(row) : null;
}

/** The table as the round's actions left it, from a shoe shuffled again from its seed. */
export async function tableOf(row: Pick<RoundRow, 'serverSeed' | 'clientSeed' | 'nonce' | 'actions'>): Promise<Table> {
  return replay(await shoeFor(row.serverSeed, row.clientSeed, row.nonce), row.actions);
}

const units = (cents: number) => cents / 100;

export function viewOf(row: RoundRow, table: Table): BlackjackRoundView {
  const settled = table.phase === 'settled';
  const dealer = settled ? table.dealer : table.dealer.slice(0, 1);
  const dealerValue = handValue(dealer);
  return {
    roundId: row.id,
    phase: table.phase,
    bet: units(row.betCents),
    staked: units(row.stakedCents),
    payout: units(row.payoutCents),
    dealer,
    dealerTotal: dealerValue.total,
    dealerSoft: dealerValue.soft,
    hands: table.hands.map((hand) => ({
      cards: hand.cards, ...handValue(hand.cards), stakes: hand.stakes, outcome: settled ? handOutcome(hand, table.dealer) : null,
    })),
    active: table.active,
    legal: legalActions(table),
    step: row.actions.length,
    fairness: { serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce },
  };
}

/** What the betting record keeps of a settled round (game_rounds.details). */
export function recordOf(row: RoundRow, table: Table): BlackjackRound {
  return {
    engine: 'blackjack',
    dealer: table.dealer,
    hands: table.hands.map((hand) => ({ cards: hand.cards, stakes: hand.stakes, outcome: handOutcome(hand, table.dealer) })),
    actions: row.actions,
    bet: units(row.betCents),
    fairness: { serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce },
  };
}
