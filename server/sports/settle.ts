/**
 * Settling a fixture (docs/decisions/0073): `fixture result ID SCORE`,
 * `fixture void ID`, or the reference server playing out a fixture nobody
 * resulted. ONE transaction holds the fixture row (`for update`; a second
 * result finds it settled and changes nothing), then every open bet with a
 * leg on it (`for update`, in member order, so two fixtures settling at
 * once take wallets in the same order), writes the legs' results and
 * settles each bet whose legs all have one: a parlay waits for its last
 * fixture. Because a bet's row is locked before its legs are read, two
 * fixtures of one parlay settling at once on two processes queue on the
 * bet, and the second sees the first's leg: the parlay settles exactly once.
 */
import { randomBytes } from 'node:crypto';
import { betOutcome, oddsHundredths, settleLeg, type LegResult, type MarketKind, type Pick, type Score } from '../../contract/sports-markets';
import type { Db } from '../db/db';
import { post } from '../wallet/ledger';
import { scheduleOf, SPORT_SCHEDULES } from './catalogue';
import { FIXTURE_COLUMNS, fixtureFromRow, type FixtureRow } from './fixtures';
import { simulateScore } from './pricing';

export const betReference = (betId: number) => `sports_bet:${betId}`;

export type FixtureOutcome = { score: Score } | { void: true };

export type SettleAnswer =
  | { done: true; fixture: FixtureRow; legs: number; bets: number }
  | { done: false; reason: 'unknown' | 'already'; fixture: FixtureRow | null };

interface OpenBet {
  id: string;
  member_id: string;
  merchant_code: string;
  node_id: string;
  stake_cents: string;
}

async function walletCents(tx: Db, memberId: number): Promise<bigint> {
  const [row] = await tx.query<{ cents: string }>('select (balance * 100)::bigint::text as cents from wallets where member_id = $1', [memberId]);
  return BigInt(row?.cents ?? '0');
}

/** Settles one bet whose legs all have results: its return through the ledger, its betting-record row, its status. */
async function settleBet(tx: Db, bet: OpenBet, legs: readonly { odds: string; result: LegResult }[]): Promise<void> {
  const betId = Number(bet.id);
  const memberId = Number(bet.member_id);
  const stakeCents = Number(bet.stake_cents);
  const { status, returnCents } = betOutcome(stakeCents, legs.map((l) => ({ oddsH: oddsHundredths(Number(l.odds)), result: l.result })));
  // a full refund (push, void) reverses the stake, as a cancelled lottery sub-order does; anything else returned is a win
  const after = returnCents > 0
    ? (await post(tx, { memberId, kind: status === 'push' || status === 'void' ? 'bet' : 'win', amountCents: returnCents, reference: betReference(betId) })).balanceAfterCents
    : await walletCents(tx, memberId);
  const [record] = await tx.query<{ id: string }>(
    `insert into bet_records (member_id, merchant_code, node_id, bet, win, balance_after, outcome)
     values ($1, $2, $3, $4::bigint / 100.0, $5::bigint / 100.0, $6::bigint / 100.0, $7) returning id::text`,
    [memberId, bet.merchant_code, bet.node_id, stakeCents, returnCents, after.toString(), `sports bet ${betId}: ${status}`],
  );
  await tx.query(
    `update sports_bets set status = $2, payout = $3::bigint / 100.0, bet_record_id = $4, settled_at = now() where id = $1`,
    [betId, status, returnCents, record!.id],
  );
}

export async function settleFixture(db: Db, merchantCode: string, fixtureId: number, outcome: FixtureOutcome): Promise<SettleAnswer> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<Parameters<typeof fixtureFromRow>[0]>(
      `select ${FIXTURE_COLUMNS} from sports_fixtures where id = $1 and merchant_code = $2 for update`, [fixtureId, merchantCode]);
    if (!row) return { done: false, reason: 'unknown', fixture: null };
    const fixture = fixtureFromRow(row);
    if (fixture.status !== 'open') return { done: false, reason: 'already', fixture };
    const voided = 'void' in outcome;
    const [updated] = await tx.query<Parameters<typeof fixtureFromRow>[0]>(
      `update sports_fixtures set status = $2, home_score = $3, away_score = $4, settled_at = now() where id = $1 returning ${FIXTURE_COLUMNS}`,
      [fixtureId, voided ? 'void' : 'settled', voided ? null : outcome.score.home, voided ? null : outcome.score.away],
    );
    const bets = await tx.query<OpenBet>(
      `select b.id::text, b.member_id::text, b.merchant_code, b.node_id, (b.stake * 100)::bigint::text as stake_cents from sports_bets b
        where b.status = 'open' and exists (select 1 from sports_bet_legs l where l.bet_id = b.id and l.fixture_id = $1)
        order by b.member_id, b.id for update`,
      [fixtureId],
    );
    const legs = await tx.query<{ bet_id: string; leg: number; kind: MarketKind; line: string | null; pick: Pick }>(
      `select bet_id::text, leg, kind, line::text, pick from sports_bet_legs where fixture_id = $1 and result is null and bet_id = any($2::bigint[])`,
      [fixtureId, bets.map((b) => b.id)],
    );
    for (const leg of legs) {
      const result: LegResult = voided ? 'void' : settleLeg(leg.kind, leg.line === null ? null : Number(leg.line), leg.pick, outcome.score);
      await tx.query('update sports_bet_legs set result = $3 where bet_id = $1 and leg = $2', [leg.bet_id, leg.leg, result]);
    }
    let settled = 0;
    for (const bet of bets) {
      const all = await tx.query<{ odds: string; result: LegResult | null }>('select odds::text, result from sports_bet_legs where bet_id = $1 order by leg', [bet.id]);
      if (all.some((l) => l.result === null)) continue;
      await settleBet(tx, bet, all as { odds: string; result: LegResult }[]);
      settled += 1;
    }
    return { done: true, fixture: fixtureFromRow(updated!), legs: legs.length, bets: settled };
  });
}

const cryptoRandom = () => randomBytes(4).readUInt32BE() / 2 ** 32;

/**
 * The reference server plays out fixtures whose match is over and that no
 * operator resulted: a score drawn from the fixture's own model, settled
 * like `fixture result` (so the demo's bets never hang). An operator's
 * result before then wins; after it, `fixture result` finds it settled.
 */
export async function playOutDue(db: Db, now: number, random: () => number = cryptoRandom): Promise<{ fixtureId: number; score: Score }[]> {
  const shortest = Math.min(...SPORT_SCHEDULES.map((s) => s.durationMinutes));
  const due = await db.query<Parameters<typeof fixtureFromRow>[0]>(
    `select ${FIXTURE_COLUMNS} from sports_fixtures where status = 'open' and starts_at < $1 order by sports_fixtures.starts_at, sports_fixtures.id limit 100`,
    [new Date(now - shortest * 60_000)],
  );
  const done: { fixtureId: number; score: Score }[] = [];
  for (const fixture of due.map(fixtureFromRow)) {
    const schedule = scheduleOf(fixture.sport);
    if (!schedule || fixture.startsAt + schedule.durationMinutes * 60_000 > now) continue;
    const score = simulateScore(fixture.model, random);
    const answer = await settleFixture(db, fixture.merchantCode, fixture.id, { score });
    if (answer.done) done.push({ fixtureId: fixture.id, score });
  }
  return done;
}
