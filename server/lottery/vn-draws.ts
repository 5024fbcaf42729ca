/**
 * The reference server's draw source for the traditional Vietnamese lottery
 * (docs/decisions/0102): each region draws once a day, at its hour in
 * Vietnam (Miền Nam 16:15, Miền Trung 17:15, Miền Bắc 18:15, UTC+7), for the
 * provinces its schedule names that weekday, every number from the
 * operating system's CSPRNG (crypto.randomInt) in the region's prize table
 * (contract/vn-lottery.ts). A result is stored once: the row's key is
 * (region, day, province), a second draw of the day keeps the first, and
 * the table refuses updates (migration 050).
 */
import { randomInt } from 'node:crypto';
import {
  VN_PRIZE_TABLES, VN_REGIONS, type VnNumeroValue, type VnPrizeTier, type VnRegion, type VnResult,
} from '../../contract/vn-lottery';
import type { Db } from '../db/db';
import { endingCounts } from './numero';

/** Vietnam's offset from UTC (no daylight saving). */
const VN_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Minutes after midnight in Vietnam when each region's draw is done. */
export const VN_DRAW_MINUTE: Record<VnRegion, number> = { south: 16 * 60 + 15, central: 17 * 60 + 15, north: 18 * 60 + 15 };

type Province = readonly [code: string, name: string];

/**
 * Who draws which weekday (0 Sunday … 6 Saturday), as the regional lottery
 * companies publish it: Miền Bắc one province a day, the others two to four.
 */
export const VN_SCHEDULE: Record<VnRegion, readonly (readonly Province[])[]> = {
  north: [
    [['TB', 'Thái Bình']], [['HN', 'Hà Nội']], [['QN', 'Quảng Ninh']], [['BN', 'Bắc Ninh']],
    [['HN', 'Hà Nội']], [['HP', 'Hải Phòng']], [['ND', 'Nam Định']],
  ],
  central: [
    [['KT', 'Kon Tum'], ['KH', 'Khánh Hòa'], ['TTH', 'Thừa Thiên Huế']],
    [['TTH', 'Thừa Thiên Huế'], ['PY', 'Phú Yên']],
    [['DLK', 'Đắk Lắk'], ['QNM', 'Quảng Nam']],
    [['DNG', 'Đà Nẵng'], ['KH', 'Khánh Hòa']],
    [['BDI', 'Bình Định'], ['QT', 'Quảng Trị'], ['QB', 'Quảng Bình']],
    [['GL', 'Gia Lai'], ['NT', 'Ninh Thuận']],
    [['DNG', 'Đà Nẵng'], ['QNG', 'Quảng Ngãi'], ['DNO', 'Đắk Nông']],
  ],
  south: [
    [['TG', 'Tiền Giang'], ['KG', 'Kiên Giang'], ['DL', 'Đà Lạt']],
    [['HCM', 'TP. Hồ Chí Minh'], ['DT', 'Đồng Tháp'], ['CM', 'Cà Mau']],
    [['BTR', 'Bến Tre'], ['VT', 'Vũng Tàu'], ['BL', 'Bạc Liêu']],
    [['DN', 'Đồng Nai'], ['CT', 'Cần Thơ'], ['ST', 'Sóc Trăng']],
    [['TN', 'Tây Ninh'], ['AG', 'An Giang'], ['BTH', 'Bình Thuận']],
    [['VL', 'Vĩnh Long'], ['BD', 'Bình Dương'], ['TV', 'Trà Vinh']],
    [['HCM', 'TP. Hồ Chí Minh'], ['LA', 'Long An'], ['BP', 'Bình Phước'], ['HG', 'Hậu Giang']],
  ],
};

const PROVINCE_NAMES = new Map(Object.values(VN_SCHEDULE).flat(2).map(([code, name]) => [code, name]));

/** The day in Vietnam at `now`, YYYY-MM-DD. */
export const vnDate = (now: number): string => new Date(now + VN_OFFSET_MS).toISOString().slice(0, 10);

/** The provinces a region draws on a day (YYYY-MM-DD, read as a calendar day). */
export function provincesOn(region: VnRegion, date: string): readonly Province[] {
  return VN_SCHEDULE[region][new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

export type VnPrizes = { tier: VnPrizeTier; numbers: string[] }[];

/** One province's prizes: every number uniform over its digits, leading zeros kept, from the CSPRNG. */
export function drawPrizeTable(region: VnRegion): VnPrizes {
  return VN_PRIZE_TABLES[region].map(({ tier, count, digits }) => ({
    tier,
    numbers: Array.from({ length: count }, () => String(randomInt(10 ** digits)).padStart(digits, '0')),
  }));
}

interface RawResult {
  region: VnRegion;
  draw_date: string;
  province: string;
  prizes: VnPrizes | string;
  drawn_at: Date | string;
}

const RESULT_COLUMNS = `region, to_char(draw_date, 'YYYY-MM-DD') as draw_date, province, prizes, drawn_at`;

function toResult(r: RawResult): VnResult {
  return {
    drawDate: r.draw_date, province: r.province, provinceName: PROVINCE_NAMES.get(r.province) ?? r.province,
    prizes: typeof r.prizes === 'string' ? (JSON.parse(r.prizes) as VnPrizes) : r.prizes,
    drawnAt: new Date(r.drawn_at).getTime(),
  };
}

export interface VnDrawOutcome {
  region: VnRegion;
  date: string;
  /** The day's results as stored (the first draw's, when the day was drawn before). */
  results: VnResult[];
  /** Provinces this call drew; none when the day had been drawn already. */
  drawn: string[];
}

/** Draws a region's day: every province of its schedule not drawn yet. Drawing a day again changes nothing. */
export async function drawVnDay(db: Db, region: VnRegion, date: string, now: number): Promise<VnDrawOutcome> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`not a date: ${date}`);
  }
  if (date > vnDate(now)) throw new RangeError(`${date} has not come yet in Vietnam (today is ${vnDate(now)})`);
  const drawn: string[] = [];
  const provinces = provincesOn(region, date);
  for (const [i, [code]] of provinces.entries()) {
    const rows = await db.query<{ province: string }>(
      `insert into vn_lottery_results (region, draw_date, province, sort_order, prizes, drawn_at)
       values ($1, $2::date, $3, $4, $5::jsonb, $6) on conflict do nothing returning province`,
      [region, date, code, i, JSON.stringify(drawPrizeTable(region)), new Date(now)],
    );
    if (rows.length > 0) drawn.push(code);
  }
  const results = (await db.query<RawResult>(
    `select ${RESULT_COLUMNS} from vn_lottery_results where region = $1 and draw_date = $2::date order by sort_order, province`,
    [region, date],
  )).map(toResult);
  return { region, date, results, drawn };
}

/**
 * Every region whose hour has come today (Vietnam) and that has not drawn
 * today: what the lottery scheduler runs each tick. A region's day is drawn
 * once whichever process gets there first (the key keeps one row).
 */
export async function drawVnDue(db: Db, now: number): Promise<VnDrawOutcome[]> {
  const today = vnDate(now);
  const minute = Math.floor(((now + VN_OFFSET_MS) % 86_400_000) / 60_000);
  const due = VN_REGIONS.filter((region) => minute >= VN_DRAW_MINUTE[region]);
  if (due.length === 0) return [];
  const done = new Set((await db.query<{ region: string }>(
    'select distinct region from vn_lottery_results where draw_date = $1::date', [today],
  )).map((r) => r.region));
  const outcomes: VnDrawOutcome[] = [];
  for (const region of due) if (!done.has(region)) outcomes.push(await drawVnDay(db, region, today, now));
  return outcomes;
}

/** The region's results of its latest `days` draw days, newest day first. */
export async function recentVnResults(db: Db, region: VnRegion, days: number): Promise<VnResult[]> {
  const rows = await db.query<RawResult>(
    `select ${RESULT_COLUMNS} from vn_lottery_results
      where region = $1 and draw_date in (
        select distinct draw_date from vn_lottery_results where region = $1 order by draw_date desc limit $2)
      order by draw_date desc, sort_order, province`,
    [region, days],
  );
  return rows.map(toResult);
}

/**
 * The region's numero over its latest draw days (server/lottery/numero.ts):
 * every prize of every province of a day counts for that day.
 */
export function numeroOf(region: VnRegion, results: readonly Pick<VnResult, 'drawDate' | 'prizes'>[]): VnNumeroValue {
  const dates = [...new Set(results.map((r) => r.drawDate))].sort().reverse();
  const days = dates.map((date) => results.filter((r) => r.drawDate === date).flatMap((r) => r.prizes.flatMap((p) => p.numbers)));
  return {
    region,
    drawDays: dates.length,
    from: dates.at(-1) ?? null,
    to: dates[0] ?? null,
    numbers: endingCounts(days).map(({ number, count, absent }) => ({ number, count, absentDays: absent })),
  };
}
