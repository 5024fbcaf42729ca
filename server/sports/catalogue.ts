/**
 * What the reference book generates (docs/decisions/0073): per sport, a
 * kick-off every few minutes, a league and two of its teams, and a match
 * model to price from. Deterministic per slot (the same slot always makes
 * the same match), so processes generating at once agree on every row.
 */
import type { Sport, SportsCategory } from '../../contract/sports';
import { seededRandom } from '../util/seeded-random';
import type { MatchModel } from './pricing';

interface League {
  name: string;
  teams: readonly string[];
}

export interface SportSchedule {
  sport: Sport;
  category: SportsCategory;
  /** A kick-off on every multiple of this on the clock. */
  everyMinutes: number;
  /** How long a match lasts: a fixture nobody resulted is played out this long after kick-off. */
  durationMinutes: number;
  leagues: readonly League[];
  model(random: () => number): MatchModel;
}

const between = (random: () => number, low: number, high: number, digits = 2) => Math.round((low + (high - low) * random()) * 10 ** digits) / 10 ** digits;

export const SPORT_SCHEDULES: readonly SportSchedule[] = [
  {
    sport: 'football', category: 'SPORTS', everyMinutes: 15, durationMinutes: 115,
    leagues: [
      { name: 'V.League 1', teams: ['Hà Nội FC', 'Công An Hà Nội', 'Thép Xanh Nam Định', 'Hoàng Anh Gia Lai', 'Becamex Bình Dương', 'Thể Công Viettel', 'SHB Đà Nẵng', 'Đông Á Thanh Hóa', 'Hải Phòng', 'Sông Lam Nghệ An', 'Quy Nhơn Bình Định', 'Hồng Lĩnh Hà Tĩnh'] },
      { name: 'Premier League', teams: ['Arsenal', 'Aston Villa', 'Brighton', 'Chelsea', 'Everton', 'Liverpool', 'Manchester City', 'Manchester United', 'Newcastle', 'Tottenham', 'West Ham', 'Wolves'] },
      { name: 'La Liga', teams: ['Athletic Club', 'Atlético Madrid', 'Barcelona', 'Real Betis', 'Real Madrid', 'Real Sociedad', 'Sevilla', 'Valencia', 'Villarreal', 'Girona'] },
      { name: 'AFF Cup', teams: ['Việt Nam', 'Thái Lan', 'Indonesia', 'Malaysia', 'Philippines', 'Singapore', 'Myanmar', 'Campuchia', 'Lào'] },
    ],
    model: (random) => ({ kind: 'goals', home: between(random, 0.7, 2.3, 4), away: between(random, 0.5, 1.9, 4) }),
  },
  {
    sport: 'basketball', category: 'SPORTS', everyMinutes: 30, durationMinutes: 140,
    leagues: [
      { name: 'VBA', teams: ['Saigon Heat', 'Hanoi Buffaloes', 'Danang Dragons', 'Thang Long Warriors', 'Cantho Catfish', 'Nha Trang Dolphins', 'Ho Chi Minh City Wings', 'Hanoi Capital'] },
      { name: 'NBA', teams: ['Boston Celtics', 'Denver Nuggets', 'Golden State Warriors', 'LA Lakers', 'Miami Heat', 'Milwaukee Bucks', 'New York Knicks', 'Oklahoma City Thunder', 'Phoenix Suns', 'Dallas Mavericks'] },
    ],
    model: (random) => {
      const base = between(random, 78, 112);
      return { kind: 'points', home: Math.round((base + between(random, -6, 9)) * 100) / 100, away: Math.round((base + between(random, -8, 6)) * 100) / 100 };
    },
  },
  {
    sport: 'lol', category: 'ESPORTS', everyMinutes: 40, durationMinutes: 100,
    leagues: [
      { name: 'VCS', teams: ['GAM Esports', 'Team Flash', 'Team Secret Whales', 'Vikings Esports', 'MGN Blue', 'CERBERUS Esports'] },
      { name: 'LCK', teams: ['T1', 'Gen.G', 'Hanwha Life', 'KT Rolster', 'Dplus KIA', 'DRX'] },
    ],
    model: (random) => ({ kind: 'maps', home: between(random, 0.28, 0.72, 4) }),
  },
  {
    sport: 'dota2', category: 'ESPORTS', everyMinutes: 45, durationMinutes: 120,
    leagues: [{ name: 'DreamLeague', teams: ['Team Spirit', 'Team Liquid', 'Gaimin Gladiators', 'Tundra Esports', 'BetBoom Team', 'Xtreme Gaming', 'Team Falcons'] }],
    model: (random) => ({ kind: 'maps', home: between(random, 0.3, 0.7, 4) }),
  },
  {
    sport: 'cs2', category: 'ESPORTS', everyMinutes: 50, durationMinutes: 130,
    leagues: [{ name: 'ESL Pro League', teams: ['Natus Vincere', 'FaZe Clan', 'Team Vitality', 'G2 Esports', 'MOUZ', 'Team Spirit', 'Heroic'] }],
    model: (random) => ({ kind: 'maps', home: between(random, 0.3, 0.7, 4) }),
  },
];

/** How far ahead fixtures are kept, and the least time before a new one kicks off. */
export const FIXTURE_HORIZON_MS = 6 * 60 * 60 * 1000;
export const FIXTURE_LEAD_MS = 5 * 60 * 1000;

export function scheduleOf(sport: string): SportSchedule | undefined {
  return SPORT_SCHEDULES.find((s) => s.sport === sport);
}

/** The kick-off slots of a sport from `now` to the horizon. */
export function kickOffSlots(schedule: SportSchedule, now: number): number[] {
  const every = schedule.everyMinutes * 60_000;
  const slots: number[] = [];
  for (let at = Math.ceil((now + FIXTURE_LEAD_MS) / every) * every; at <= now + FIXTURE_HORIZON_MS; at += every) slots.push(at);
  return slots;
}

export interface GeneratedMatch {
  league: string;
  home: string;
  away: string;
  model: MatchModel;
}

/** The match of one slot, always the same for the same sport and kick-off. */
export function matchOf(schedule: SportSchedule, startsAt: number): GeneratedMatch {
  let seed = Math.floor(startsAt / 60_000);
  for (const ch of schedule.sport) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0;
  const random = seededRandom(seed);
  const league = schedule.leagues[Math.floor(random() * schedule.leagues.length)]!;
  const home = Math.floor(random() * league.teams.length);
  const away = (home + 1 + Math.floor(random() * (league.teams.length - 1))) % league.teams.length;
  return { league: league.name, home: league.teams[home]!, away: league.teams[away]!, model: schedule.model(random) };
}
