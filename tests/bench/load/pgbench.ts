/**
 * The spin's yardstick: pgbench's built-in simple-update transaction (one
 * UPDATE of an account, a SELECT of it, one INSERT into history) on the
 * bench's own PostgreSQL, at the same number of connections and for the
 * same time as the spins. Throughput from pgbench's report, latency
 * percentiles from its per-transaction log.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { postgresBinDir, type TestPostgres } from '../../../server/testing/postgres';
import { percentile } from './percentile';

const run = promisify(execFile);

export interface PgbenchFigures {
  transactionsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

export async function runPgbench(pg: TestPostgres, connections: number, seconds: number): Promise<PgbenchFigures> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('pgbench: PostgreSQL binaries missing');
  const url = new URL(await pg.createDatabase('pgbench_yardstick'));
  const target = ['-h', url.hostname, '-p', url.port, '-U', 'postgres'];
  const database = url.pathname.slice(1);
  await run(join(bin, 'pgbench'), ['-i', '-q', '-s', '1', ...target, database]);
  const logs = mkdtempSync(join(tmpdir(), 'wps-pgbench-'));
  try {
    const { stdout } = await run(join(bin, 'pgbench'), [
      '-b', 'simple-update', '-n', '-c', String(connections), '-j', '2', '-T', String(seconds),
      '-l', `--log-prefix=${join(logs, 'tx')}`, ...target, database,
    ], { maxBuffer: 16 * 1024 * 1024 });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    if (!tps) throw new Error(`pgbench: no tps in its report:\n${stdout}`);
    // Log lines: client_id transaction_no time_us script_no epoch epoch_us.
    const latenciesMs = readdirSync(logs).flatMap((file) =>
      readFileSync(join(logs, file), 'utf8').split('\n').filter(Boolean).map((line) => Number(line.split(' ')[2]) / 1000));
    latenciesMs.sort((a, b) => a - b);
    return { transactionsPerSecond: Math.round(Number(tps)), p50Ms: percentile(latenciesMs, 50), p99Ms: percentile(latenciesMs, 99), failed };
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
}
