/**
 * Date ranges of the record screens, in the device's own days: a preset
 * (today, yesterday, 7 or 30 days, this week, this month) or a custom
 * from/to, both inclusive whole days as YYYY-MM-DD. The server gets epoch
 * ms bounds (rangeBounds), so "today" is the player's today wherever the
 * server runs.
 */
export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisWeek', 'thisMonth'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DateRange {
  /** YYYY-MM-DD, first day included. */
  from: string;
  /** YYYY-MM-DD, last day included. */
  to: string;
  /** The preset that made it, or 'custom'. */
  preset: DatePreset | 'custom';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as YYYY-MM-DD (what <input type="date"> speaks). */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD to the local midnight starting it, or null when it is not a real day. */
export function parseIsoDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isoDay(date) === day ? date : null;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The range a preset means on `now`'s day. Weeks start on Monday. */
export function presetRange(preset: DatePreset, now: Date = new Date()): DateRange {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const range = (from: Date, to: Date): DateRange => ({ from: isoDay(from), to: isoDay(to), preset });
  switch (preset) {
    case 'today':
      return range(today, today);
    case 'yesterday':
      return range(addDays(today, -1), addDays(today, -1));
    case 'last7':
      return range(addDays(today, -6), today);
    case 'last30':
      return range(addDays(today, -29), today);
    case 'thisWeek':
      return range(addDays(today, -((today.getDay() + 6) % 7)), today);
    case 'thisMonth':
      return range(new Date(today.getFullYear(), today.getMonth(), 1), today);
  }
}

/** Whole days in the range, both ends counted (0 when it is not a range). */
export function rangeDays(range: Pick<DateRange, 'from' | 'to'>): number {
  const from = parseIsoDay(range.from);
  const to = parseIsoDay(range.to);
  if (!from || !to || to < from) return 0;
  return Math.round((addDays(to, 1).getTime() - from.getTime()) / 86_400_000);
}

export type RangeProblem = 'invalid' | 'future' | 'too_long' | null;

/** Why a custom range cannot be used: not two real days in order, ending after today, or longer than maxDays. */
export function rangeProblem(range: Pick<DateRange, 'from' | 'to'>, maxDays: number, now: Date = new Date()): RangeProblem {
  const days = rangeDays(range);
  if (days === 0) return 'invalid';
  if (range.to > isoDay(now)) return 'future';
  return days > maxDays ? 'too_long' : null;
}

/** Epoch ms of the local midnight opening `from` and of the one after `to` (half-open). */
export function rangeBounds(range: Pick<DateRange, 'from' | 'to'>): { from: number; to: number } {
  const from = parseIsoDay(range.from);
  const to = parseIsoDay(range.to);
  if (!from || !to) throw new Error(`not a date range: ${range.from}..${range.to}`);
  return { from: from.getTime(), to: addDays(to, 1).getTime() };
}

/**
 * A range as the list screens keep it in the URL (?preset=…, or ?from=&to=
 * for a custom range), so back, reload and a shared link show the same
 * figures. A custom range longer than `maxDays`, in the future or
 * unreadable falls back to `fallback`.
 */
export function rangeFromParams(params: URLSearchParams, maxDays: number, fallback: DatePreset = 'today', now: Date = new Date()): DateRange {
  const preset = params.get('preset');
  if (preset && (DATE_PRESETS as readonly string[]).includes(preset)) return presetRange(preset as DatePreset, now);
  const custom = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  return rangeProblem(custom, maxDays, now) === null ? { ...custom, preset: 'custom' } : presetRange(fallback, now);
}

/** Writes `range` into `params` as rangeFromParams reads it (other parameters stay). */
export function writeRangeParams(params: URLSearchParams, range: DateRange): void {
  for (const key of ['preset', 'from', 'to']) params.delete(key);
  if (range.preset === 'custom') {
    params.set('from', range.from);
    params.set('to', range.to);
  } else {
    params.set('preset', range.preset);
  }
}
