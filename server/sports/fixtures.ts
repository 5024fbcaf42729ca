/**
 * The book's fixtures (docs/decisions/0073): generated ahead on each
 * sport's kick-off slots, priced from their model, read for the screen, and
 * re-priced when the odds move. Odds change only under the fixture's row
 * lock (`for update`), the lock a bet takes `for share` while it checks the
 * odds it was shown, so a bet never straddles a change.
 */
import { picksOf, type MarketKind, type Pick } from '../../contract/sports-markets';
import type { Fixture, Sport, SportsCategory } from '../../contract/sports';
import type { Db } from '../db/db';
import { kickOffSlots, matchOf, SPORT_SCHEDULES, type SportSchedule } from './catalogue';
import { drift, marketsFor, priceMarket, scoreChances, type MatchModel } from './pricing';

export interface FixtureRow {
  id: number;
  merchantCode: string;
  category: SportsCategory;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  startsAt: number;
  model: MatchModel;
  status: 'open' | 'settled' | 'void';
  homeScore: number | null;
  awayScore: number | null;
}

interface RawFixture {
  id: string;
  merchant_code: string;
  category: SportsCategory;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  starts_at: Date | string;
  model: MatchModel | string;
  status: FixtureRow['status'];
  home_score: number | null;
  away_score: number | null;
}

export const FIXTURE_COLUMNS = 'id::text, merchant_code, category, sport, league, home, away, starts_at, model, status, home_score, away_score';

export function fixtureFromRow(r: RawFixture): FixtureRow {
  return {
    id: Number(r.id), merchantCode: r.merchant_code, category: r.category, sport: r.sport, league: r.league, home: r.home, away: r.away,
    startsAt: new Date(r.starts_at).getTime(), model: typeof r.model === 'string' ? (JSON.parse(r.model) as MatchModel) : r.model,
    status: r.status, homeScore: r.home_score === null ? null : Number(r.home_score), awayScore: r.away_score === null ? null : Number(r.away_score),
  };
}

export async function findFixture(db: Db, merchantCode: string, fixtureId: number, lock: '' | ' for update' | ' for share' = ''): Promise<FixtureRow | null> {
  const [row] = await db.query<RawFixture>(`select ${FIXTURE_COLUMNS} from sports_fixtures where id = $1 and merchant_code = $2${lock}`, [fixtureId, merchantCode]);
  return row ? fixtureFromRow(row) : null;
}

/** Writes a fixture's odds from its model (inside the caller's transaction, the fixture row held). */
async function writeOdds(tx: Db, fixtureId: number, model: MatchModel): Promise<void> {
  const markets = await tx.query<{ id: string; kind: MarketKind; line: string | null }>(
    'select id::text, kind, line::text from sports_markets where fixture_id = $1 order by sort_order', [fixtureId]);
  const chances = scoreChances(model);
  for (const m of markets) {
    for (const { pick, oddsH } of priceMarket(model, { kind: m.kind, line: m.line === null ? null : Number(m.line) }, chances)) {
      await tx.query(
        `insert into sports_selections (market_id, pick, odds) values ($1, $2, $3::bigint / 100.0)
         on conflict (market_id, pick) do update set odds = excluded.odds`,
        [m.id, pick, oddsH],
      );
    }
  }
}

/** Makes the slot's fixture with its markets and odds, unless another process made it first. */
async function createFixture(db: Db, merchantCode: string, schedule: SportSchedule, startsAt: number): Promise<boolean> {
  const match = matchOf(schedule, startsAt);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `insert into sports_fixtures (merchant_code, category, sport, league, home, away, starts_at, model)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) on conflict (merchant_code, sport, starts_at) do nothing returning id::text`,
      [merchantCode, schedule.category, schedule.sport, match.league, match.home, match.away, new Date(startsAt), JSON.stringify(match.model)],
    );
    if (!row) return false;
    for (const [i, market] of marketsFor(match.model).entries()) {
      await tx.query('insert into sports_markets (fixture_id, kind, line, sort_order) values ($1, $2, $3, $4)', [row.id, market.kind, market.line, i]);
    }
    await writeOdds(tx, Number(row.id), match.model);
    return true;
  });
}

/** Keeps every sport's slots filled up to the horizon; answers how many fixtures this call made. */
export async function ensureFixtures(db: Db, merchantCode: string, now: number): Promise<number> {
  let made = 0;
  for (const schedule of SPORT_SCHEDULES) {
    const slots = kickOffSlots(schedule, now);
    if (slots.length === 0) continue;
    const have = await db.query<{ at: string }>(
      `select (extract(epoch from starts_at) * 1000)::bigint::text as at from sports_fixtures
        where merchant_code = $1 and sport = $2 and starts_at >= $3 and starts_at <= $4`,
      [merchantCode, schedule.sport, new Date(slots[0]!), new Date(slots[slots.length - 1]!)],
    );
    const taken = new Set(have.map((r) => Number(r.at)));
    for (const at of slots) {
      if (!taken.has(at) && (await createFixture(db, merchantCode, schedule, at))) made += 1;
    }
  }
  return made;
}

/** The merchants that run a book. */
export async function bookMerchants(db: Db): Promise<string[]> {
  return (await db.query<{ merchant_code: string }>('select merchant_code from sports_books order by merchant_code')).map((r) => r.merchant_code);
}

/** Upcoming fixtures of a category, open for bets at `now`, by kick-off, with their markets in order. */
export async function upcomingFixtures(db: Db, merchantCode: string, category: SportsCategory, now: number, limit: number): Promise<Fixture[]> {
  const rows = await db.query<{
    id: string; sport: Sport; league: string; home: string; away: string; starts_at: Date | string;
    market_id: string; kind: MarketKind; line: string | null; pick: Pick; odds_h: string;
  }>(
    `with f as (
       select id, sport, league, home, away, starts_at from sports_fixtures
        where merchant_code = $1 and category = $2 and status = 'open' and starts_at > $3 order by starts_at, id limit $4)
     select f.id::text, f.sport, f.league, f.home, f.away, f.starts_at, m.id::text as market_id, m.kind, m.line::text, s.pick,
            (s.odds * 100)::bigint::text as odds_h
       from f join sports_markets m on m.fixture_id = f.id join sports_selections s on s.market_id = m.id
      order by f.starts_at, f.id, m.sort_order`,
    [merchantCode, category, new Date(now), limit],
  );
  const fixtures: Fixture[] = [];
  for (const r of rows) {
    let fixture = fixtures[fixtures.length - 1];
    if (fixture?.fixtureId !== Number(r.id)) {
      fixture = { fixtureId: Number(r.id), sport: r.sport, league: r.league, home: r.home, away: r.away, startsAt: new Date(r.starts_at).getTime(), markets: [] };
      fixtures.push(fixture);
    }
    let market = fixture.markets[fixture.markets.length - 1];
    if (market?.marketId !== Number(r.market_id)) {
      market = { marketId: Number(r.market_id), kind: r.kind, line: r.line === null ? null : Number(r.line), selections: [] };
      fixture.markets.push(market);
    }
    market.selections.push({ pick: r.pick, odds: Number(r.odds_h) / 100 });
  }
  // selections in the market's own order (home, draw, away; over, under)
  for (const f of fixtures) for (const m of f.markets) m.selections.sort((a, b) => picksOf(m.kind).indexOf(a.pick) - picksOf(m.kind).indexOf(b.pick));
  return fixtures;
}

/** Moves one fixture's odds: its model nudged and every market priced again, under its row lock. */
export async function moveOdds(db: Db, fixtureId: number, random: () => number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<RawFixture>(`select ${FIXTURE_COLUMNS} from sports_fixtures where id = $1 and status = 'open' for update`, [fixtureId]);
    if (!row) return false;
    const model = drift(fixtureFromRow(row).model, random);
    await writeOdds(tx, fixtureId, model);
    await tx.query('update sports_fixtures set model = $2::jsonb, odds_moved_at = now() where id = $1', [fixtureId, JSON.stringify(model)]);
    return true;
  });
}

/** How often, at most, one fixture's odds move by themselves, and how many move per pass. */
export const ODDS_MOVE_EVERY_MS = 90_000;
const MOVES_PER_PASS = 3;

/** Moves a few upcoming fixtures' odds whose odds have stood still a while (a random few, so the screen sees changes now and then). */
export async function moveSomeOdds(db: Db, merchantCode: string, now: number, random: () => number): Promise<number[]> {
  const due = await db.query<{ id: string }>(
    `select id::text from sports_fixtures where merchant_code = $1 and status = 'open' and starts_at > $2 and odds_moved_at < $3
      order by sports_fixtures.id limit 200`,
    [merchantCode, new Date(now), new Date(now - ODDS_MOVE_EVERY_MS)],
  );
  const moved: number[] = [];
  for (let i = 0; i < MOVES_PER_PASS && due.length > 0; i += 1) {
    const [pickedRow] = due.splice(Math.floor(random() * due.length), 1);
    if (pickedRow && (await moveOdds(db, Number(pickedRow.id), random))) moved.push(Number(pickedRow.id));
  }
  return moved;
}

/**
 * An operator's price for one selection (`fixture odds`): written under the
 * fixture's lock like any move. Answers the old odds, or null when the
 * fixture is not open or has no such selection.
 */
export async function setSelectionOdds(
  db: Db, merchantCode: string, target: { fixtureId: number; kind: MarketKind; line: number | null; pick: Pick; oddsH: number },
): Promise<{ oldOddsH: number } | null> {
  return db.transaction(async (tx) => {
    const fixture = await findFixture(tx, merchantCode, target.fixtureId, ' for update');
    if (!fixture || fixture.status !== 'open') return null;
    const [row] = await tx.query<{ market_id: string; odds_h: string }>(
      `select m.id::text as market_id, (s.odds * 100)::bigint::text as odds_h from sports_markets m join sports_selections s on s.market_id = m.id
        where m.fixture_id = $1 and m.kind = $2 and m.line is not distinct from $3::numeric and s.pick = $4`,
      [target.fixtureId, target.kind, target.line, target.pick],
    );
    if (!row) return null;
    await tx.query('update sports_selections set odds = $3::bigint / 100.0 where market_id = $1 and pick = $2', [row.market_id, target.pick, target.oddsH]);
    await tx.query('update sports_fixtures set odds_moved_at = now() where id = $1', [target.fixtureId]);
    return { oldOddsH: Number(row.odds_h) };
  });
}
