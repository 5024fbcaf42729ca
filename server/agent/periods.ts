import { AGENT_ZONE_OFFSET_MINUTES } from '../../contract/agent';

const OFFSET_MS = AGENT_ZONE_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** A day (YYYY-MM-DD) of the merchant's zone, or of the given offset east of UTC in minutes, as the instant it starts. */
export function dayStart(day: string, offsetMinutes = AGENT_ZONE_OFFSET_MINUTES): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - offsetMinutes * 60_000);
}

/** The merchant's day an instant falls in. */
export function zoneDay(when: Date): string {
  return new Date(when.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** [start, end) of an inclusive range of days; refuses a reversed or over-long range. */
export function rangeOf(startDate: string, endDate: string, offsetMinutes = AGENT_ZONE_OFFSET_MINUTES, maxDays = 366): { from: Date; to: Date } | null {
  const from = dayStart(startDate, offsetMinutes);
  const to = new Date(dayStart(endDate, offsetMinutes).getTime() + DAY_MS);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  if (to <= from || to.getTime() - from.getTime() > maxDays * DAY_MS) return null;
  return { from, to };
}

/** Dividend periods are half months: the 1st to the 15th, the 16th to the month's end. */
export function halfMonthOf(day: string): { from: Date; to: Date } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const startDay = d <= 15 ? 1 : 16;
  const from = new Date(Date.UTC(y, m - 1, startDay) - OFFSET_MS);
  const to = d <= 15 ? new Date(Date.UTC(y, m - 1, 16) - OFFSET_MS) : new Date(Date.UTC(y, m, 1) - OFFSET_MS);
  return { from, to };
}

export function dayOf(day: string): { from: Date; to: Date } {
  const from = dayStart(day);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** The hour an instant falls in. */
export function hourOf(when: Date): { from: Date; to: Date } {
  const from = new Date(Math.floor(when.getTime() / 3_600_000) * 3_600_000);
  return { from, to: new Date(from.getTime() + 3_600_000) };
}

/** Every day from start to end, inclusive. */
export function daysBetween(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += DAY_MS) days.push(zoneDay(new Date(t)));
  return days;
}

/**
 * A settlement period that has not ended. Settling pays a period once
 * (its payment row or ledger reference is unique), so paying a running
 * period would pay only its bets so far and lock out the rest; only closed
 * periods are settled (docs/decisions/0052-settle-closed-periods.md).
 */
export class PeriodOpenError extends Error {
  override name = 'PeriodOpenError';
  constructor(readonly from: Date, readonly to: Date) {
    super(`the period ${from.toISOString()} – ${to.toISOString()} has not ended`);
  }
}

/** Refuses (PeriodOpenError) a period still running at `now`. */
export function requireClosed(period: { from: Date; to: Date }, now: Date): void {
  if (period.to.getTime() > now.getTime()) throw new PeriodOpenError(period.from, period.to);
}
