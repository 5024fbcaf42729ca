/**
 * `npm run bench -- --load`: requests per second and latency of one server
 * process on PGlite and one on PostgreSQL (a throwaway cluster, when
 * Debian's binaries are installed), loopback only. For each database: system
 * status, a game-list page, an encrypted login and a demo-slot spin, each
 * at a fixed number of connections for a fixed time (autocannon); every
 * answer must be the envelope with success true (errors must be 0); after
 * the spins the ledger must balance. Beside each database it measures two
 * yardsticks on the same machine at the same connections and time: a bare
 * Fastify route sending the status body that server just sent (bare-route.ts;
 * every call's throughput is given as a ratio to it), and, on PostgreSQL,
 * pgbench's built-in simple-update transaction (the spin's ratio). Prints a
 * table, writes .bench/load.json, exits 1 on any error.
 *
 *   npm run bench -- --load [--connections 10] [--seconds 10]
 *     [--calls bare,status,games,login,spin] [--database pglite|postgres]
 *
 * `--calls` and `--database` narrow a run to some calls or one database
 * (e.g. `--calls spin --database postgres` for the spin ÷ pgbench ratio
 * alone; pgbench runs whenever PostgreSQL does).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { openDb } from '../../../server/db/open';
import { demoSlot, liftRateLimits, serverKeyOf, testSession } from '../../../server/testing/http-client';
import { POSTGRES_UNAVAILABLE, startTestPostgres, type TestPostgres } from '../../../server/testing/postgres';
import { startServerProcess, type ServerProcess } from '../../../server/testing/server-process';
import { ledgerProblems } from './ledger-check';
import { ownCpuMs, parentOf, processCpuMs, treeCpuMs } from './cpu';
import { startBareRoute } from './bare-process';
import { runPgbench, type PgbenchFigures } from './pgbench';
import { bareScenario, gameListScenario, loginScenario, spinScenario, statusScenario, type Scenario } from './scenarios';
import { table, withRatios, type RatedFigures } from './ratio-table';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** The calls a run may be narrowed to (`--calls`), in the order they run. */
export const LOAD_CALLS = ['bare', 'status', 'games', 'login', 'spin'] as const;
export type LoadCall = (typeof LOAD_CALLS)[number];
export const LOAD_DATABASES = ['pglite', 'postgres'] as const;
export type LoadDatabase = (typeof LOAD_DATABASES)[number];

export interface LoadOptions {
  connections: number;
  seconds: number;
  output: string;
  calls: LoadCall[];
  databases: LoadDatabase[];
}

function listOf<T extends string>(name: string, text: string, known: readonly T[]): T[] {
  const words = text.split(',').map((word) => word.trim()).filter((word) => word !== '');
  const unknown = words.filter((word) => !known.includes(word as T));
  if (words.length === 0 || unknown.length > 0) throw new Error(`${name} takes a comma-separated list of ${known.join(', ')}, got "${text}"`);
  return known.filter((word) => words.includes(word));
}

export function parseLoadArgs(argv: string[]): LoadOptions {
  const options: LoadOptions = { connections: 10, seconds: 10, output: '.bench/load.json', calls: [...LOAD_CALLS], databases: [...LOAD_DATABASES] };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = (argv[i] as string).split('=', 2) as [string, string | undefined];
    const number = (min: number, max: number) => {
      const text = inline ?? argv[++i] ?? '';
      const n = Number(text);
      if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
      return n;
    };
    if (name === '--connections') options.connections = number(1, 200);
    else if (name === '--seconds') options.seconds = number(1, 120);
    else if (name === '--load-out') options.output = inline ?? argv[++i] ?? options.output;
    else if (name === '--calls') options.calls = listOf(name, inline ?? argv[++i] ?? '', LOAD_CALLS);
    else if (name === '--database') options.databases = listOf(name, inline ?? argv[++i] ?? '', LOAD_DATABASES);
  }
  return options;
}

export interface CallFigures {
  database: string;
  call: string;
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  sampleError: string | null;
  /**
   * CPU milliseconds per answered request, read from /proc around the run
   * (null where unreadable): the server process (with PGlite inside it),
   * the PostgreSQL cluster, and the load generator (this process).
   */
  cpuMsPerRequest: { server: number | null; database: number | null; generator: number } | null;
}

/** The processes whose CPU a run is charged with: the server's and, on PostgreSQL, the cluster's postmaster. */
export interface CpuTargets {
  serverPid: number | null;
  postmasterPid: number | null;
}

export async function measure(origin: string, scenario: Scenario, options: LoadOptions, database: string, cpu?: CpuTargets): Promise<CallFigures> {
  const sample = () => ({
    server: cpu?.serverPid ? processCpuMs(cpu.serverPid) : null,
    database: cpu?.postmasterPid ? treeCpuMs(cpu.postmasterPid) : null,
    generator: ownCpuMs(),
  });
  const before = sample();
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    headers: { Merchant: 'DEMO' },
    requests: scenario.requests,
    ...(scenario.setupClient ? { setupClient: scenario.setupClient } : {}),
  });
  const after = sample();
  const errors = result.errors + result.timeouts + result.non2xx + scenario.refused();
  const answered = Math.max(1, result.requests.total);
  const per = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.round(((b - a) / answered) * 100) / 100);
  return {
    database,
    call: scenario.name,
    connections: options.connections,
    seconds: options.seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors,
    sampleError: scenario.sample(),
    cpuMsPerRequest: cpu ? { server: per(before.server, after.server), database: per(before.database, after.database), generator: per(before.generator, after.generator)! } : null,
  };
}

async function benchOne(database: string, server: ServerProcess, options: LoadOptions, log: (line: string) => void, postmasterPid: number | null): Promise<CallFigures[]> {
  const cpu: CpuTargets = { serverPid: server.child.pid ?? null, postmasterPid };
  await liftRateLimits(server.origin);
  const runs = (call: LoadCall) => options.calls.includes(call);
  const players = [];
  for (let i = 0; runs('spin') && i < options.connections; i++) {
    const { token } = await testSession(server.origin, `load_player_${i}`, 1_000_000_000);
    players.push(await demoSlot(server.origin, token));
  }
  const members = [];
  for (let i = 0; runs('login') && i < options.connections; i++) {
    const username = `load_login_${i}`;
    await testSession(server.origin, username, 0);
    members.push({ username, password: `${username}-e2e-password` });
  }
  // Logins are bounded by password hashing: far fewer than 60 per connection and second.
  const login = runs('login') ? await loginScenario(await serverKeyOf(server.origin), members, options.seconds * 60) : null;

  const figures: CallFigures[] = [];
  // The yardstick first, serving the very bytes this server answers the status with.
  if (runs('bare')) {
    const statusBody = await (await fetch(`${server.origin}${statusScenario().requests[0]!.path}`, { headers: { Merchant: 'DEMO' } })).text();
    const bare = await startBareRoute(statusBody);
    try {
      log(`  ${database}: bare route (the same status body), ${options.connections} connections for ${options.seconds} s`);
      figures.push(await measure(bare.origin, bareScenario(bare.path), options, database));
    } finally {
      await bare.stop();
    }
  }
  const scenarios = [
    runs('status') ? statusScenario() : null,
    runs('games') ? gameListScenario() : null,
    login,
    runs('spin') ? spinScenario(players) : null,
  ].filter((scenario) => scenario !== null);
  for (const scenario of scenarios) {
    log(`  ${database}: ${scenario.name}, ${options.connections} connections for ${options.seconds} s`);
    const figure = await measure(server.origin, scenario, options, database, cpu);
    const c = figure.cpuMsPerRequest;
    if (c) log(`    CPU ms per request: server ${c.server ?? '?'}${postmasterPid ? `, PostgreSQL ${c.database ?? '?'}` : ''}, load generator ${c.generator}`);
    figures.push(figure);
  }
  if (login?.exhausted()) log('  warning: the sealed login bodies ran out (raise the pool in run-load.ts)');
  return figures;
}

/** The cluster's postmaster: the parent of a backend. */
async function postmasterOf(pg: TestPostgres): Promise<number | null> {
  const client = await pg.admin();
  try {
    const [row] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
    return row ? parentOf(row.pid) : null;
  } finally {
    await client.end();
  }
}

export async function runLoadBench(argv: string[]): Promise<number> {
  const log = (line: string) => console.info(line);
  const options = parseLoadArgs(argv);
  const base = mkdtempSync(join(tmpdir(), 'wps-load-'));
  const figures: CallFigures[] = [];
  const ledger: Record<string, string[]> = {};
  let pg: TestPostgres | null = null;
  let pgbench: PgbenchFigures | null = null;
  try {
    const targets: { database: string; databaseUrl: string | null }[] = options.databases.includes('pglite') ? [{ database: 'PGlite', databaseUrl: null }] : [];
    if (!options.databases.includes('postgres')) log('PostgreSQL skipped: --database pglite');
    else if (POSTGRES_UNAVAILABLE) log(`PostgreSQL skipped: ${POSTGRES_UNAVAILABLE}`);
    else {
      pg = await startTestPostgres();
      targets.push({ database: 'PostgreSQL', databaseUrl: await pg.createDatabase('load_bench') });
    }
    for (const target of targets) {
      const dataDir = join(base, target.database);
      log(`▸ ${target.database}: starting a server process`);
      // as it runs in production: every WebAssembly tier (docs/decisions/0109)
      const server = await startServerProcess({ dataDir, databaseUrl: target.databaseUrl, productionFlags: true });
      try {
        figures.push(...(await benchOne(target.database, server, options, log, target.databaseUrl && pg ? await postmasterOf(pg) : null)));
      } finally {
        await server.stop();
      }
      // The server is stopped: PGlite's folder may be opened here.
      const db = await openDb({ databaseUrl: target.databaseUrl, dataDir });
      try {
        ledger[target.database] = await ledgerProblems(db);
      } finally {
        await db.close();
      }
      log(`  ledger after the spins: ${ledger[target.database]!.length === 0 ? 'balanced' : ledger[target.database]!.join('; ')}`);
    }
    if (pg) {
      log(`▸ pgbench simple-update on the same PostgreSQL, ${options.connections} connections for ${options.seconds} s`);
      pgbench = await runPgbench(pg, options.connections, options.seconds);
    }
  } finally {
    await pg?.stop();
    rmSync(base, { recursive: true, force: true });
  }

  const load = loadavg().map((n) => n.toFixed(1)).join(' ');
  log(`\nserver load on ${cpus().length} CPU(s), loopback, load generator on the same machine; load average ${load}\n`);
  const rated: RatedFigures[] = withRatios(figures, pgbench);
  log(table(rated, pgbench));
  for (const f of figures.filter((x) => x.errors > 0)) log(`errors in ${f.database} ${f.call}, e.g. ${f.sampleError}`);
  const output = resolve(ROOT, options.output);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify({ timestamp: new Date().toISOString(), node: process.version, cpus: cpus().length, loadAverage: loadavg(), options, figures: rated, pgbench, ledger }, null, 2)}\n`);
  log(`results: ${options.output}`);
  const failed = figures.some((f) => f.errors > 0) || (pgbench?.failed ?? 0) > 0 || Object.values(ledger).some((problems) => problems.length > 0);
  return failed ? 1 : 0;
}
