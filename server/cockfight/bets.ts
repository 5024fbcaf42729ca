/**
 * A member's cockfight bets (docs/decisions/0073). A bet holds its round
 * row `for share` while it checks the window is open at its clock and the
 * odds are the round's, so the resolution (which takes the row `for update
 * skip locked`) never settles a bet half placed, and nothing is placed once
 * the window closed. The stake is one ledger entry naming the bet.
 */
import { oddsHundredths } from '../../contract/sports-markets';
import { COCKFIGHT_ERROR_CODES, COCKFIGHT_MY_BETS, type CockfightBet, type CockfightBetAsk } from '../../contract/cockfight';
import type { CockfightSide } from '../../contract/cockfight-round';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { post } from '../wallet/ledger';
import { readBalance } from '../wallet/wallet';
import { cockfightBetReference, ROUND_COLUMNS, roundFromRow, type TableRow } from './rounds';

const BET_SELECT = `select b.id::text, r.round_no::text, b.side, (b.stake * 100)::bigint::text as stake_cents, (b.odds * 100)::bigint::text as odds_h,
  b.status, (b.payout * 100)::bigint::text as payout_cents, b.created_at from cockfight_bets b join cockfight_rounds r on r.id = b.round_id`;

interface BetRow {
  id: string;
  round_no: string;
  side: CockfightSide;
  stake_cents: string;
  odds_h: string;
  status: CockfightBet['status'];
  payout_cents: string;
  created_at: Date | string;
}

const betFromRow = (r: BetRow): CockfightBet => ({
  betId: Number(r.id), roundNo: Number(r.round_no), side: r.side, stake: Number(r.stake_cents) / 100, odds: Number(r.odds_h) / 100,
  status: r.status, payout: Number(r.payout_cents) / 100, createdAt: new Date(r.created_at).getTime(),
});

async function betById(db: Db, betId: number): Promise<CockfightBet> {
  const [row] = await db.query<BetRow>(`${BET_SELECT} where b.id = $1`, [betId]);
  return betFromRow(row!);
}

/** The member's latest bets at a table, newest first. */
export async function myBets(db: Db, memberId: number, table: TableRow): Promise<CockfightBet[]> {
  const rows = await db.query<BetRow>(
    `${BET_SELECT} where b.member_id = $1 and b.merchant_code = $2 and b.node_id = $3 order by b.id desc limit ${COCKFIGHT_MY_BETS}`,
    [memberId, table.merchantCode, table.nodeId],
  );
  return rows.map(betFromRow);
}

const closed = () => new WpsError(COCKFIGHT_ERROR_CODES.roundClosed, 'cockfightRoundClosed', 409);

export async function placeCockfightBet(
  db: Db, bet: { memberId: number; table: TableRow; ask: CockfightBetAsk; now: number },
): Promise<{ bet: CockfightBet; balance: number }> {
  const { memberId, table, ask, now } = bet;
  const [known] = await db.query<{ id: string }>('select id::text from cockfight_bets where member_id = $1 and request_id = $2', [memberId, ask.requestId]);
  if (known) return { bet: await betById(db, Number(known.id)), balance: await readBalance(db, memberId) };
  const stakeCents = Math.round(ask.stake * 100);
  if (stakeCents < table.minStakeCents || stakeCents > table.maxStakeCents) throw new WpsError(COCKFIGHT_ERROR_CODES.stakeLimit, 'cockfightStakeLimit', 400);

  const betId = await db.transaction(async (tx) => {
    const [row] = await tx.query<Parameters<typeof roundFromRow>[0]>(
      `select ${ROUND_COLUMNS} from cockfight_rounds where merchant_code = $1 and node_id = $2 and round_no = $3 for share`,
      [table.merchantCode, table.nodeId, ask.roundNo],
    );
    const round = row ? roundFromRow(row) : null;
    // only the round the member saw open, and only while its window is open at this clock
    if (!round || round.status !== 'open' || now < round.opensAt || now >= round.closesAt) throw closed();
    const oddsH = round.oddsH[ask.side];
    if (oddsH !== oddsHundredths(ask.odds)) throw new WpsError(COCKFIGHT_ERROR_CODES.oddsChanged, 'cockfightOddsChanged', 409);
    const [inserted] = await tx.query<{ id: string }>(
      `insert into cockfight_bets (member_id, merchant_code, round_id, node_id, request_id, side, odds, stake)
       values ($1, $2, $3, $4, $5, $6, $7::bigint / 100.0, $8::bigint / 100.0) on conflict (member_id, request_id) do nothing returning id::text`,
      [memberId, table.merchantCode, round.id, table.nodeId, ask.requestId, ask.side, oddsH, stakeCents],
    );
    if (!inserted) return null;
    // beyond the balance: InsufficientBalanceError (409 in the envelope) rolls the bet back
    await post(tx, { memberId, kind: 'bet', amountCents: -stakeCents, reference: cockfightBetReference(Number(inserted.id)) });
    return Number(inserted.id);
  });
  if (betId === null) return placeCockfightBet(db, bet);
  return { bet: await betById(db, betId), balance: await readBalance(db, memberId) };
}
