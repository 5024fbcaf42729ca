/**
 * `npm run bench -- --players [MAX]`: how many concurrent players one server
 * instance holds on this machine, on PGlite and on PostgreSQL.
 *
 * A player is one keep-alive connection making one request a second, the
 * players' requests spread evenly over each second (tests/bench/load/paced.ts;
 * latency counted from when each request was due, so a server that falls
 * behind is not flattered). The mix, as the lobby's
 * traffic goes: three in five are guests cycling through the status, the
 * server-rendered home and two pages of a game list; two in five are
 * members cycling through three slot spins (each a money transaction), the
 * balance, their betting record, the deposit page's receiving accounts and
 * their deposits. The number of players doubles from 25 until p99 passes
 * 200 ms, an answer is not a success, or MAX is reached (default 1,600);
 * the figure is the largest step that held, after an uncounted 5 s warm-up
 * pass of the mix. Ledger checked after.
 *
 *   npm run bench -- --players [MAX] [--seconds 10]
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DEMO_GAME_PATHS, GAME_PATHS } from '../../../contract/games';
import { PATHS } from '../../../contract/paths';
import { WALLET_PATHS } from '../../../contract/wallet';
import { APP_PATHS } from '../../../src/config/paths';
import { openDb } from '../../../server/db/open';
import { demoSlot, liftRateLimits, testSession } from '../../../server/testing/http-client';
import { POSTGRES_UNAVAILABLE, startTestPostgres, type TestPostgres } from '../../../server/testing/postgres';
import { startServerProcess, type ServerProcess } from '../../../server/testing/server-process';
import { ledgerProblems } from './ledger-check';
import { runPacedPlayers, type PacedRequest } from './paced';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
/** The goal a step must meet to count as held. */
export const P99_GOAL_MS = 200;
const FIRST_STEP = 25;
/** How long the uncounted warm-up pass runs. */
const WARM_UP_SECONDS = 5;

export interface PlayersOptions {
  max: number;
  seconds: number;
  output: string;
}

export function parsePlayersArgs(argv: string[]): PlayersOptions {
  const options: PlayersOptions = { max: 1600, seconds: 10, output: '.bench/players.json' };
  const at = argv.indexOf('--players');
  const next = argv[at + 1];
  if (at >= 0 && next && /^\d+$/.test(next)) {
    options.max = Number(next);
    if (options.max < FIRST_STEP || options.max > 10_000) throw new Error(`--players must be from ${FIRST_STEP} to 10000, got ${next}`);
  }
  const seconds = argv.indexOf('--seconds');
  if (seconds >= 0) {
    const value = Number(argv[seconds + 1]);
    if (!Number.isInteger(value) || value < 1 || value > 120) throw new Error(`--seconds must be a whole number from 1 to 120, got "${argv[seconds + 1]}"`);
    options.seconds = value;
  }
  return options;
}

/** The steps tried: 25, 50, 100, … up to max (max itself last when it is not on the doubling). */
export function playerSteps(max: number): number[] {
  const steps: number[] = [];
  for (let n = FIRST_STEP; n < max; n *= 2) steps.push(n);
  steps.push(max);
  return steps;
}

/** Which players are members: two in every five (the others are guests). */
export function isMember(index: number): boolean {
  return index % 5 >= 3;
}

export interface StepFigures {
  players: number;
  members: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  sampleError: string | null;
  held: boolean;
}

interface Member {
  token: string;
  ticket: string;
  bet: number;
}

function guestRequests(): PacedRequest[] {
  return [
    { method: 'GET', path: `${PATHS.systemStatus}?device=MOBILE&url=localhost` },
    { method: 'GET', path: APP_PATHS.home },
    { method: 'GET', path: `${GAME_PATHS.gameList}?gameType=RNG&pageNo=1&pageSize=20&platform=html5&clientType=2` },
    { method: 'GET', path: `${GAME_PATHS.gameList}?gameType=RNG&pageNo=2&pageSize=20&platform=html5&clientType=2` },
  ];
}

function memberRequests(member: Member): PacedRequest[] {
  const auth = { Authorization: member.token };
  const spin: PacedRequest = { method: 'POST', path: DEMO_GAME_PATHS.spin, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket: member.ticket, bet: member.bet }) };
  const week = `from=${Date.now() - 7 * 86_400_000}&to=${Date.now() + 86_400_000}`;
  return [
    spin,
    { method: 'GET', path: WALLET_PATHS.balance, headers: auth },
    spin,
    { method: 'GET', path: `${WALLET_PATHS.betRecords}?${week}`, headers: auth },
    spin,
    { method: 'GET', path: WALLET_PATHS.depositAccounts, headers: auth },
    { method: 'GET', path: `${WALLET_PATHS.depositRecords}?${week}`, headers: auth },
  ];
}

/** Every answer must be a 200; JSON answers must be the envelope with success true (the home is HTML). */
function answeredFine(status: number, body: string): boolean {
  if (status !== 200) return false;
  if (!body.startsWith('{')) return true;
  try {
    return (JSON.parse(body) as { success?: unknown }).success === true;
  } catch {
    return false;
  }
}

async function runStep(origin: string, players: number, members: Member[], seconds: number): Promise<StepFigures> {
  let memberIndex = 0;
  const plans = Array.from({ length: players }, (_, index) =>
    isMember(index) ? memberRequests(members[memberIndex++ % members.length]!) : guestRequests());
  const result = await runPacedPlayers(origin, plans, seconds, answeredFine, { Merchant: 'DEMO' });
  const errors = result.errors + result.refused;
  return {
    players,
    members: Array.from({ length: players }, (_, i) => i).filter(isMember).length,
    requestsPerSecond: Math.round(result.requests / seconds),
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    errors,
    sampleError: result.sample,
    held: errors === 0 && result.p99Ms <= P99_GOAL_MS,
  };
}

async function membersFor(server: ServerProcess, count: number, made: Member[]): Promise<void> {
  while (made.length < count) {
    const { token } = await testSession(server.origin, `mix_player_${made.length}`, 1_000_000_000);
    made.push({ token, ...(await demoSlot(server.origin, token)) });
  }
}

/** The largest step that held, or 0. */
export function playersHeld(steps: readonly StepFigures[]): number {
  let held = 0;
  for (const step of steps) {
    if (!step.held) break;
    held = step.players;
  }
  return held;
}

export async function runPlayersBench(argv: string[]): Promise<number> {
  const log = (line: string) => console.info(line);
  const options = parsePlayersArgs(argv);
  // The guests open the server-rendered home: the server needs the built app.
  const distDir = resolve(ROOT, 'dist');
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('the player mix opens the home page: run `npm run build` first');
  const base = mkdtempSync(join(tmpdir(), 'wps-players-'));
  const results: { database: string; held: number; steps: StepFigures[]; ledger: string[] }[] = [];
  let pg: TestPostgres | null = null;
  try {
    const targets: { database: string; databaseUrl: string | null }[] = [{ database: 'PGlite', databaseUrl: null }];
    if (POSTGRES_UNAVAILABLE) log(`PostgreSQL skipped: ${POSTGRES_UNAVAILABLE}`);
    else {
      pg = await startTestPostgres();
      targets.push({ database: 'PostgreSQL', databaseUrl: await pg.createDatabase('players_bench') });
    }
    for (const target of targets) {
      const dataDir = join(base, target.database);
      log(`▸ ${target.database}: starting a server process`);
      // as it runs in production: every WebAssembly tier (docs/decisions/0109)
      const server = await startServerProcess({ dataDir, databaseUrl: target.databaseUrl, env: { DIST_DIR: distDir }, productionFlags: true });
      const steps: StepFigures[] = [];
      try {
        await liftRateLimits(server.origin);
        const members: Member[] = [];
        // A warm-up pass of the mix, not counted: a server that has just started compiles its
        // code (V8 and PGlite's WebAssembly) and fills its caches on its first requests.
        await membersFor(server, Array.from({ length: FIRST_STEP }, (_, i) => i).filter(isMember).length, members);
        await runStep(server.origin, FIRST_STEP, members, WARM_UP_SECONDS);
        for (const players of playerSteps(options.max)) {
          await membersFor(server, Array.from({ length: players }, (_, i) => i).filter(isMember).length, members);
          const step = await runStep(server.origin, players, members, options.seconds);
          steps.push(step);
          log(`  ${players} players: ${step.requestsPerSecond} req/s, p50 ${step.p50Ms} ms, p99 ${step.p99Ms} ms, ${step.errors} errors${step.held ? '' : ' — not held'}`);
          if (!step.held) break;
        }
      } finally {
        await server.stop();
      }
      const db = await openDb({ databaseUrl: target.databaseUrl, dataDir });
      let ledger: string[];
      try {
        ledger = await ledgerProblems(db);
      } finally {
        await db.close();
      }
      results.push({ database: target.database, held: playersHeld(steps), steps, ledger });
    }
  } finally {
    await pg?.stop();
    rmSync(base, { recursive: true, force: true });
  }
  const load = loadavg().map((n) => n.toFixed(1)).join(' ');
  log(`\nplayers one instance holds at p99 ≤ ${P99_GOAL_MS} ms with no error (${cpus().length} CPUs, load generator on the same machine, load average ${load}):`);
  for (const result of results) {
    log(`  ${result.database}: ${result.held} players; ledger ${result.ledger.length === 0 ? 'balanced' : result.ledger.join('; ')}`);
  }
  const output = resolve(ROOT, options.output);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify({ timestamp: new Date().toISOString(), node: process.version, cpus: cpus().length, loadAverage: loadavg(), options, results }, null, 2)}\n`);
  log(`results: ${options.output}`);
  return results.some((result) => result.ledger.length > 0) ? 1 : 0;
}
