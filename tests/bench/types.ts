/** Shared result shapes of the benchmark. */

/** A measured figure, or the reason it could not be measured. */
export type Metric<T = number> =
  | { ok: true; value: T; runs: T[]; unit: string; note?: string }
  | { ok: false; reason: string; unit: string; runs?: T[] };

export function measured<T>(value: T, runs: T[], unit: string, note?: string): Metric<T> {
  return note === undefined ? { ok: true, value, runs, unit } : { ok: true, value, runs, unit, note };
}

export function failed<T = number>(reason: string, unit: string, runs?: T[]): Metric<T> {
  return runs && runs.length > 0 ? { ok: false, reason, unit, runs } : { ok: false, reason, unit };
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message.split('\n')[0] ?? error.name;
  return String(error);
}
