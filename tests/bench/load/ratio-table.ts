/**
 * The load bench's figures as ratios to its yardsticks: each call's
 * throughput divided by the bare route's on the same database run, and the
 * spin's by pgbench's simple-update transactions per second.
 */
import type { CallFigures } from './run-load';
import type { PgbenchFigures } from './pgbench';
import { BARE_CALL, SPIN_CALL } from './scenarios';

export interface RatedFigures extends CallFigures {
  /** Throughput ÷ the bare route's on the same database run. */
  ofBare: number | null;
  /** The spin's throughput ÷ pgbench's (PostgreSQL's own simple-update). */
  ofPgbench: number | null;
}

const ratio = (part: number, whole: number | undefined) => (whole ? Math.round((part / whole) * 100) / 100 : null);

export function withRatios(figures: readonly CallFigures[], pgbench: PgbenchFigures | null): RatedFigures[] {
  return figures.map((f) => {
    const bare = figures.find((x) => x.database === f.database && x.call === BARE_CALL);
    return {
      ...f,
      ofBare: f.call === BARE_CALL ? null : ratio(f.requestsPerSecond, bare?.requestsPerSecond),
      ofPgbench: f.call === SPIN_CALL && pgbench ? ratio(f.requestsPerSecond, pgbench.transactionsPerSecond) : null,
    };
  });
}

export function table(figures: readonly RatedFigures[], pgbench: PgbenchFigures | null): string {
  const header = ['database', 'call', 'req/s', '÷ bare', '÷ pgbench', 'p50 ms', 'p99 ms', 'errors'];
  const show = (n: number | null) => (n === null ? '' : n.toFixed(2));
  const rows = figures.map((f) => [f.database, f.call, String(f.requestsPerSecond), show(f.ofBare), show(f.ofPgbench), String(f.p50Ms), String(f.p99Ms), String(f.errors)]);
  if (pgbench) rows.push(['PostgreSQL', 'pgbench simple-update', String(pgbench.transactionsPerSecond), '', '', String(pgbench.p50Ms), String(pgbench.p99Ms), String(pgbench.failed)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
