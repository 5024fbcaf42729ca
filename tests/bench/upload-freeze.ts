/**
 * Security review M4: a 5 MiB receipt upload froze the PGlite server for
 * about 2 s. This measures the status call's latency while 10 members'
 * 5 MiB uploads run in parallel, against a real server process, on PGlite
 * and (when installed) PostgreSQL. A figure, not a test: no assertion.
 *
 *   npx tsx tests/bench/upload-freeze.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_IMAGE_BYTES, UPLOAD_PATHS } from '../../contract/uploads';
import { PATHS } from '../../contract/paths';
import { multipartBody, tinyPng } from '../../server/testing/images';
import { POSTGRES_UNAVAILABLE, startTestPostgres } from '../../server/testing/postgres';
import { startServerProcess, type ServerProcess } from '../../server/testing/server-process';

const UPLOADS = 10;
const PROBE_EVERY_MS = 50;
const BASELINE_PROBES = 20;

/** Probes the status until its stdin closes, then prints the latencies (ms) as JSON; says "ready" first. */
const PROBER = `
const [url, every] = process.argv.slice(1);
const times = [];
let done = false;
process.stdin.on('end', () => (done = true)).resume();
(async () => {
  process.stdout.write('ready\\n');
  while (!done) {
    const started = performance.now();
    await fetch(url, { headers: { merchant: 'DEMO' } }).then((r) => r.arrayBuffer());
    times.push(performance.now() - started);
    await new Promise((next) => setTimeout(next, Number(every)));
  }
  process.stdout.write(JSON.stringify(times));
})();
`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(server: ServerProcess, label: string): Promise<void> {
  const tokens = await Promise.all(Array.from({ length: UPLOADS }, async (_, i) => {
    const res = await fetch(`${server.origin}/__test/session`, {
      method: 'POST', headers: { merchant: 'DEMO', 'content-type': 'application/json' }, body: JSON.stringify({ username: `bench_up_${i}` }),
    });
    return ((await res.json()) as { value: { token: string } }).value.token;
  }));
  const body = multipartBody(tinyPng(MAX_IMAGE_BYTES));
  const probe = async () => {
    const started = performance.now();
    await fetch(`${server.origin}${PATHS.systemStatus}`, { headers: { merchant: 'DEMO' } }).then((r) => r.arrayBuffer());
    return performance.now() - started;
  };
  // Warm-up, then the same probe with nothing else running: the machine's own figure to read the one under uploads against.
  for (let i = 0; i < 5; i++) await probe();
  const idle: number[] = [];
  for (let i = 0; i < BASELINE_PROBES; i++) idle.push(await probe());
  const idleSorted = idle.sort((a, b) => a - b);
  // The probe runs in a process of its own: in this one it would wait behind the client's own 50 MiB of writes.
  const prober = spawn(process.execPath, ['-e', PROBER, `${server.origin}${PATHS.systemStatus}`, String(PROBE_EVERY_MS)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let proberOut = '';
  prober.stdout.on('data', (chunk: Buffer) => (proberOut += chunk.toString()));
  const proberDone = new Promise((done) => prober.once('exit', done));
  await new Promise((ready) => prober.stdout.once('data', ready));
  const started = performance.now();
  const statuses = await Promise.all(tokens.map(async (token) => {
    const res = await fetch(`${server.origin}${UPLOAD_PATHS.image}?kind=deposit_receipt`, {
      method: 'POST', headers: { ...body.headers, merchant: 'DEMO', authorization: token }, body: new Uint8Array(body.payload),
    });
    await res.arrayBuffer();
    return res.status;
  }));
  const uploadsMs = performance.now() - started;
  prober.stdin.end();
  await proberDone;
  const probes = (JSON.parse(proberOut.slice(proberOut.indexOf('\n') + 1)) as number[]);
  const sorted = [...probes].sort((a, b) => a - b);
  const counts = statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
  console.info(
    `${label}: ${UPLOADS} parallel 5 MiB uploads in ${uploadsMs.toFixed(0)} ms (statuses ${JSON.stringify(counts)}); ` +
      `status idle: p50 ${percentile(idleSorted, 50).toFixed(0)} ms, p99 ${percentile(idleSorted, 99).toFixed(0)} ms; ` +
      `status during uploads (${sorted.length} probes): p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${percentile(sorted, 100).toFixed(0)} ms`,
  );
}

async function main(): Promise<void> {
  const base = mkdtempSync(join(tmpdir(), 'wps-upload-bench-'));
  try {
    const pglite = await startServerProcess({ dataDir: join(base, 'pglite'), productionFlags: true });
    try {
      await measure(pglite, 'PGlite');
    } finally {
      await pglite.stop();
    }
    if (POSTGRES_UNAVAILABLE) {
      console.info(`PostgreSQL skipped: ${POSTGRES_UNAVAILABLE}`);
      return;
    }
    const cluster = await startTestPostgres();
    try {
      const server = await startServerProcess({ dataDir: join(base, 'pg'), databaseUrl: await cluster.createDatabase('upload_bench'), productionFlags: true });
      try {
        await measure(server, 'PostgreSQL');
      } finally {
        await server.stop();
      }
    } finally {
      await cluster.stop();
    }
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

await main();
