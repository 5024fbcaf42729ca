import * as v from 'valibot';

/**
 * The traditional Vietnamese lottery's results and number statistics
 * (spec §7 "recent VN lottery", "VN numero"; docs/decisions/0102). The
 * reference server draws them itself (server/lottery/vn-draws.ts): one draw
 * a day per region, for the provinces that region draws that weekday, with
 * the regions' real prize tables. Public calls: no session needed.
 */
export const VN_LOTTERY_PATHS = {
  /** GET ?region=&days=: the region's results of its latest draw days, newest first. */
  recent: '/lgw/vn/results/recent',
  /** GET ?region=&days=: how often each two-digit ending (00–99) came in the region's latest draw days. */
  numero: '/lgw/vn/numero',
} as const;

export const VN_REGIONS = ['north', 'central', 'south'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

/**
 * Prize tiers in the order results are read, special prize first: how many
 * numbers each and how many digits. Miền Bắc (XSMB) draws 27 numbers in
 * eight tiers (the fast lottery draws the same table: contract/lottery-draw.ts);
 * Miền Trung and Miền Nam share one table, 18 numbers per province in nine
 * tiers, the special prize of six digits and an eighth prize of two.
 */
const NORTH_PRIZE_TABLE = [
  { tier: 'special', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 2, digits: 5 },
  { tier: 'third', count: 6, digits: 5 },
  { tier: 'fourth', count: 4, digits: 4 },
  { tier: 'fifth', count: 6, digits: 4 },
  { tier: 'sixth', count: 3, digits: 3 },
  { tier: 'seventh', count: 4, digits: 2 },
] as const;
const CENTRAL_SOUTH_PRIZE_TABLE = [
  { tier: 'special', count: 1, digits: 6 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 1, digits: 5 },
  { tier: 'third', count: 2, digits: 5 },
  { tier: 'fourth', count: 7, digits: 5 },
  { tier: 'fifth', count: 1, digits: 4 },
  { tier: 'sixth', count: 3, digits: 4 },
  { tier: 'seventh', count: 1, digits: 3 },
  { tier: 'eighth', count: 1, digits: 2 },
] as const;
export const VN_PRIZE_TABLES = {
  north: NORTH_PRIZE_TABLE,
  central: CENTRAL_SOUTH_PRIZE_TABLE,
  south: CENTRAL_SOUTH_PRIZE_TABLE,
} as const satisfies Record<VnRegion, readonly { tier: string; count: number; digits: number }[]>;
export const VN_PRIZE_TIERS = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const;
export type VnPrizeTier = (typeof VN_PRIZE_TIERS)[number];

/** Days a call may ask for: the results list up to two weeks, the statistics up to 100 draw days. */
export const VN_RECENT_DAYS = { default: 7, max: 14 } as const;
export const VN_NUMERO_DAYS = { default: 30, max: 100 } as const;

const daysSchema = (max: number) => v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(max)));
export const vnRecentQuerySchema = v.looseObject({ region: v.picklist(VN_REGIONS), days: daysSchema(VN_RECENT_DAYS.max) });
export const vnNumeroQuerySchema = v.looseObject({ region: v.picklist(VN_REGIONS), days: daysSchema(VN_NUMERO_DAYS.max) });

const dateSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

export const vnResultSchema = v.object({
  /** The draw's day in Vietnam (UTC+7), YYYY-MM-DD. */
  drawDate: dateSchema,
  /** The province's code (HN, HCM, DNG, …) and its name, a proper noun in every language. */
  province: v.string(),
  provinceName: v.string(),
  prizes: v.array(v.object({ tier: v.picklist(VN_PRIZE_TIERS), numbers: v.array(v.pipe(v.string(), v.regex(/^\d{2,6}$/))) })),
  drawnAt: v.number(),
});
export type VnResult = v.InferOutput<typeof vnResultSchema>;

export const vnRecentValueSchema = v.object({
  region: v.picklist(VN_REGIONS),
  /** Newest draw day first; the provinces of one day in the schedule's order. */
  results: v.array(vnResultSchema),
});
export type VnRecentValue = v.InferOutput<typeof vnRecentValueSchema>;

export const vnNumeroValueSchema = v.object({
  region: v.picklist(VN_REGIONS),
  /** The draw days counted (at most the days asked) and the numbers drawn in them. */
  drawDays: v.number(),
  from: v.nullable(dateSchema),
  to: v.nullable(dateSchema),
  /** 00 to 99: how many prizes ended in it, and draw days since it last came (null: not in the days counted). */
  numbers: v.array(v.object({ number: v.pipe(v.string(), v.regex(/^\d{2}$/)), count: v.number(), absentDays: v.nullable(v.number()) })),
});
export type VnNumeroValue = v.InferOutput<typeof vnNumeroValueSchema>;
