/**
 * Chips on a table round (docs/decisions/0072-live-tables.md). Every rule is
 * the server's: the spot must be on the table's layout, an amount a whole
 * number of the table's smallest chip, one spot at most the table's limit,
 * the stake within the balance, and the round's betting window open at the
 * server's clock. Lock order, as the settlement's: the round row (held
 * `for share`, so the settlement, which takes it `for update`, waits for
 * chips half placed and never settles without them), then the wallet.
 */
import { isBaccaratSpot } from '../../../contract/baccarat';
import { isDragonTigerSpot } from '../../../contract/dragon-tiger';
import { ERROR_CODES } from '../../../contract/error-codes';
import { LIVE_TABLE_ERROR_CODES } from '../../../contract/live-tables';
import { rouletteSpot } from '../../../contract/roulette';
import { isSicBoSpot } from '../../../contract/sic-bo';
import { isXocDiaSpot } from '../../../contract/xoc-dia';
import type { Db } from '../../db/db';
import { WpsError } from '../../http/wps-error';
import { InsufficientBalanceError, LEDGER_ERROR_CODES, post } from '../../wallet/ledger';
import type { LiveTable } from '../engines';
import { ROUND_COLUMNS, roundFromRow, type TableRef } from './rounds';
import { tableRoundReference } from './settle';

/** Chips are these multiples of the game's minimum bet. */
export const CHIP_STEPS: readonly number[] = [1, 5, 10, 50, 100];
/** One spot takes at most this many minimum bets per member and round. */
export const MAX_PER_SPOT_STEPS = 500;

export interface TableLimits {
  /** The smallest chip: every amount is a whole number of it. */
  unitCents: number;
  chipsCents: number[];
  maxPerSpotCents: number;
}

export function limitsOf(minBet: number): TableLimits {
  const unitCents = Math.round(minBet * 100);
  return { unitCents, chipsCents: CHIP_STEPS.map((step) => step * unitCents), maxPerSpotCents: MAX_PER_SPOT_STEPS * unitCents };
}

export function isSpotOf(table: LiveTable, spot: string): boolean {
  switch (table.engine) {
    case 'baccarat': return isBaccaratSpot(spot);
    case 'roulette': return rouletteSpot(spot) !== undefined;
    case 'dragon-tiger': return isDragonTigerSpot(spot);
    case 'sic-bo': return isSicBoSpot(spot);
    case 'xoc-dia': return isXocDiaSpot(spot);
  }
}

export interface BetRequest {
  memberId: number;
  ref: TableRef;
  roundId: number;
  requestId: string;
  bets: readonly { spot: string; amount: number }[];
}

const closed = () => new WpsError(LIVE_TABLE_ERROR_CODES.bettingClosed, 'tableBettingClosed', 409);

/** The request's chips summed per spot, in cents; refused whole when one spot or amount is not the table's. */
export function pricedBets(table: LiveTable, limits: TableLimits, bets: BetRequest['bets']): Map<string, number> {
  const perSpot = new Map<string, number>();
  for (const bet of bets) {
    if (!isSpotOf(table, bet.spot)) throw new WpsError(LIVE_TABLE_ERROR_CODES.spotInvalid, 'tableSpotInvalid', 400);
    const cents = Math.round(bet.amount * 100);
    if (cents <= 0 || Math.abs(bet.amount * 100 - cents) > 1e-6 || cents % limits.unitCents !== 0) {
      throw new WpsError(LIVE_TABLE_ERROR_CODES.amountInvalid, 'tableAmountInvalid', 400);
    }
    perSpot.set(bet.spot, (perSpot.get(bet.spot) ?? 0) + cents);
  }
  return perSpot;
}

/** Places the request's chips on the open round, staking them in one ledger entry; a repeated request stakes nothing more. */
export async function placeBets(db: Db, ask: BetRequest, limits: TableLimits, now: number): Promise<void> {
  const perSpot = pricedBets(ask.ref.table, limits, ask.bets);
  const total = [...perSpot.values()].reduce((sum, cents) => sum + cents, 0);
  const [known] = await db.query('select 1 from table_stakes where member_id = $1 and request_id = $2', [ask.memberId, ask.requestId]);
  if (known) return;
  await db.transaction(async (tx) => {
    const [row] = await tx.query<Parameters<typeof roundFromRow>[0]>(`select ${ROUND_COLUMNS} from table_rounds where id = $1 for share`, [ask.roundId]);
    const round = row ? roundFromRow(row) : null;
    // only the round the member saw open: chips never move to another round
    if (!round || round.merchantCode !== ask.ref.merchantCode || round.nodeId !== ask.ref.nodeId) throw closed();
    if (round.status !== 'betting' || now >= round.closesAt) throw closed();
    const placed = await tx.query<{ spot: string; cents: string }>(
      'select spot, (sum(amount) * 100)::bigint::text as cents from table_bets where round_id = $1 and member_id = $2 group by spot',
      [round.id, ask.memberId],
    );
    for (const [spot, cents] of perSpot) {
      const already = Number(placed.find((p) => p.spot === spot)?.cents ?? 0);
      if (already + cents > limits.maxPerSpotCents) throw new WpsError(LIVE_TABLE_ERROR_CODES.limitExceeded, 'tableLimitExceeded', 409);
    }
    const [stake] = await tx.query<{ id: string }>(
      `insert into table_stakes (round_id, member_id, request_id, amount) values ($1, $2, $3, $4::bigint / 100.0)
       on conflict (member_id, request_id) do nothing returning id::text`,
      [round.id, ask.memberId, ask.requestId, total],
    );
    // the same request, committed meanwhile by another process: already staked
    if (!stake) return;
    for (const [spot, cents] of perSpot) {
      await tx.query(
        'insert into table_bets (stake_id, round_id, member_id, spot, amount) values ($1, $2, $3, $4, $5::bigint / 100.0)',
        [stake.id, round.id, ask.memberId, spot, cents],
      );
    }
    try {
      await post(tx, { memberId: ask.memberId, kind: 'bet', amountCents: -total, reference: tableRoundReference(round.id) });
    } catch (error) {
      // beyond the balance: the game's own code (as a spin's), and nothing of the request stays
      if (error instanceof InsufficientBalanceError || (error instanceof WpsError && error.errorCode === LEDGER_ERROR_CODES.walletMissing)) {
        throw new WpsError(ERROR_CODES.launchBalanceNotEnough, 'balanceNotEnough', 409);
      }
      throw error;
    }
  });
}

/** The member's chips on a round, summed per spot (in placing order), and their total, in cents. */
export async function betsOn(db: Db, roundId: number, memberId: number): Promise<{ bets: { spot: string; cents: number }[]; payoutCents: number | null }> {
  const rows = await db.query<{ spot: string; cents: string; payout: string | null }>(
    `select spot, (sum(amount) * 100)::bigint::text as cents, (sum(payout) * 100)::bigint::text as payout
       from table_bets where round_id = $1 and member_id = $2 group by spot order by min(id)`,
    [roundId, memberId],
  );
  const bets = rows.map((r) => ({ spot: r.spot, cents: Number(r.cents) }));
  const settled = rows.length > 0 && rows.every((r) => r.payout !== null);
  return { bets, payoutCents: settled ? rows.reduce((sum, r) => sum + Number(r.payout), 0) : null };
}
