/**
 * Number statistics ("numero", lô tô) over a run of draws, newest first:
 * how many prizes ended in each two digits 00–99, and how many draws have
 * passed since each last came (0: in the newest draw; null: not in the run).
 * The traditional lottery counts by draw day (server/lottery/vn-draws.ts),
 * the fast lottery by draw (docs/decisions/0102).
 */
export interface EndingCount {
  number: string;
  count: number;
  absent: number | null;
}

export function endingCounts(draws: readonly (readonly string[])[]): EndingCount[] {
  const counts = new Array<number>(100).fill(0);
  const last = new Array<number | null>(100).fill(null);
  draws.forEach((numbers, index) => {
    for (const number of numbers) {
      const ending = Number(number.slice(-2));
      counts[ending]! += 1;
      last[ending] ??= index;
    }
  });
  return counts.map((count, n) => ({ number: String(n).padStart(2, '0'), count, absent: last[n] ?? null }));
}
