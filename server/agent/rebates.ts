import { AGENT_ERROR_CODES, AGENT_ZONE_OFFSET_MINUTES, REBATE_CATEGORIES, type RebateCategory, type RebateRates } from '../../contract/agent';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { cents, units } from './kpi';
import { TEAM_CTE } from './tree';

export const zeroRates = (): RebateRates => ({ RNG: 0, FISH: 0, LIVE: 0, PVP: 0, SPORTS: 0, LOTT: 0 });

/** A member's rates; a category without a row is 0. */
export async function ratesOf(db: Db, memberId: number): Promise<RebateRates> {
  const rates = zeroRates();
  const rows = await db.query<{ category: string; rate: string }>(
    'select category, rate::text from agent_rebate_rates where member_id = $1', [memberId]);
  for (const row of rows) if ((REBATE_CATEGORIES as readonly string[]).includes(row.category)) rates[row.category as RebateCategory] = Number(row.rate);
  return rates;
}

/** The highest rate per category among the member's direct downlines: the floor of the member's own. */
export async function childCeiling(db: Db, memberId: number): Promise<RebateRates> {
  const floor = zeroRates();
  const rows = await db.query<{ category: string; rate: string }>(
    `select r.category, max(r.rate)::text as rate from agent_rebate_rates r join members m on m.id = r.member_id
      where m.parent_id = $1 group by r.category`, [memberId]);
  for (const row of rows) if ((REBATE_CATEGORIES as readonly string[]).includes(row.category)) floor[row.category as RebateCategory] = Number(row.rate);
  return floor;
}

export async function writeRates(db: Db, memberId: number, rates: Partial<RebateRates>): Promise<void> {
  for (const [category, rate] of Object.entries(rates)) {
    await db.query(
      `insert into agent_rebate_rates (member_id, category, rate) values ($1, $2, $3)
       on conflict (member_id, category) do update set rate = excluded.rate, updated_at = now()`,
      [memberId, category, rate],
    );
  }
}

/**
 * The agent's ceiling: a downline never gets more than the agent itself
 * has (it could not be paid the difference), and never less than what the
 * downline already gave its own team (its difference would turn negative).
 */
export function checkRates(rates: Partial<RebateRates>, max: RebateRates, min: RebateRates): void {
  for (const [category, rate] of Object.entries(rates) as [RebateCategory, number][]) {
    if (Math.round(rate * 100) !== rate * 100) throw new WpsError(AGENT_ERROR_CODES.rateTooHigh, 'agentRateTooHigh');
    if (rate > max[category]) throw new WpsError(AGENT_ERROR_CODES.rateTooHigh, 'agentRateTooHigh', 200, { category, max: max[category] });
    if (rate < min[category]) throw new WpsError(AGENT_ERROR_CODES.rateBelowTeam, 'agentRateBelowTeam', 200, { category, min: min[category] });
  }
}

/**
 * Team rebate income per day (of the zone at `offsetMinutes`) over [from, to): for each
 * valid bet in the team, the agent's rate minus the rate of the direct
 * downline the bet's branch hangs from (the difference the agent keeps;
 * its downline keeps its own share from there down). Categories come from
 * the game's type; a bet on an unknown game counts as RNG.
 */
export async function rebateIncome(db: Db, agentId: number, merchantCode: string, from: Date, to: Date, offsetMinutes = AGENT_ZONE_OFFSET_MINUTES): Promise<{ date: string; validBet: number; income: number }[]> {
  const rows = await db.query<{ day: string; valid_bet: string; income: string }>(
    `with recursive ${TEAM_CTE},
     bets as (
       select t.root, coalesce(g.game_type, 'RNG') as category,
              to_char(b.created_at at time zone 'UTC' + $5 * interval '1 minute', 'YYYY-MM-DD') as day,
              b.bet as valid_bet
         from bet_records b join team t on t.id = b.member_id
         left join games g on g.merchant_code = $4 and g.node_id = b.node_id
        where b.created_at >= $2 and b.created_at < $3
     )
     select bets.day, sum(bets.valid_bet)::text as valid_bet,
            sum(bets.valid_bet * greatest(0, coalesce(mine.rate, 0) - coalesce(theirs.rate, 0)) / 100)::text as income
       from bets
       left join agent_rebate_rates mine on mine.member_id = $1 and mine.category = bets.category
       left join agent_rebate_rates theirs on theirs.member_id = bets.root and theirs.category = bets.category
      group by bets.day order by bets.day desc`,
    [agentId, from.toISOString(), to.toISOString(), merchantCode, offsetMinutes],
  );
  // Rounded to cents per day: what a day's payment would be.
  return rows.map((row) => ({ date: row.day, validBet: units(cents(row.valid_bet)), income: units(cents(row.income)) }));
}
