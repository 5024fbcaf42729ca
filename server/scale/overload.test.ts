/**
 * Issue 16, item 4: a burst beyond capacity is shed with 503 in the
 * envelope (server/http/overload.ts) instead of queueing until callers time
 * out, and the server answers normally again once the burst has passed.
 * A real server process (PGlite) under autocannon: 200 connections asking
 * for captcha images, the most CPU-hungry public call, for 6 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { PATHS } from '../../contract/paths';
import { DEFAULT_OVERLOAD, SERVER_BUSY } from '../http/overload';
import { call, liftRateLimits, type Answer } from '../testing/http-client';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

const BURST = { connections: 200, durationSeconds: 6 };
// The production ceiling (DEFAULT_OVERLOAD, 1 s) is a property of the machine:
// a fast one absorbs this burst below it. The test server sheds from 100 ms,
// so the burst is beyond its capacity on any machine and the behaviour
// (503 in the envelope, nothing timed out, recovery) is what is checked.
const TEST_MAX_DELAY_MS = 100;

describe('overload', { timeout: 90_000 }, () => {
  let base: string;
  let server: ServerProcess;

  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'wps-overload-'));
    server = await startServerProcess({ dataDir: join(base, 'data'), env: { MAX_EVENT_LOOP_DELAY_MS: String(TEST_MAX_DELAY_MS) } });
    await liftRateLimits(server.origin);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (base) rmSync(base, { recursive: true, force: true });
  });

  it('sheds a burst with 503 in the envelope, times nothing out, and recovers after', async () => {
    const burst = autocannon({
      url: `${server.origin}${AUTH_PATHS.captcha}?deviceId=burst`,
      headers: { Merchant: 'DEMO', Language: 'EN' },
      connections: BURST.connections,
      duration: BURST.durationSeconds,
      timeout: 15,
    });
    // Beside the burst, one caller at a time until it sees a shed answer (bounded by the burst).
    let shed: Answer | null = null;
    let done = false;
    void burst.then(() => (done = true));
    for (let i = 0; i < 200 && !done && !shed; i++) {
      const answer = await call(server.origin, 'GET', PATHS.systemStatus, { headers: { Language: 'EN' } }).catch(() => null);
      if (answer?.status === 503) shed = answer;
    }
    const result = await burst;

    const codes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]));
    const total = result.requests.total;
    const rate = (codes['503'] ?? 0) / total;
    console.info(
      `overload: ${BURST.connections} connections for ${BURST.durationSeconds} s on ${AUTH_PATHS.captcha} ` +
        `(shedding above ${TEST_MAX_DELAY_MS} ms mean event-loop delay; production ${DEFAULT_OVERLOAD.maxEventLoopDelayMs} ms): ${total} answers ${JSON.stringify(codes)}, ` +
        `shed rate ${(rate * 100).toFixed(1)} %, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, timeouts ${result.timeouts}, errors ${result.errors}`,
    );
    expect(result.timeouts, 'requests that timed out').toBe(0);
    expect(result.errors, 'connection errors').toBe(0);
    expect(Object.keys(codes).sort()).toEqual(['200', '503']);
    expect(codes['200']).toBeGreaterThan(0);
    expect(rate).toBeGreaterThan(0);

    expect(shed, 'a caller saw a 503 during the burst').not.toBeNull();
    expect(shed!.body).toMatchObject({ success: false, errorCode: SERVER_BUSY, message: 'The server is busy, please try again in a moment.' });
    expect(Number(shed!.headers.get('retry-after'))).toBeGreaterThan(0);

    // Recovery: within a few sample intervals every call is answered again.
    const started = Date.now();
    await expect.poll(async () => (await call(server.origin, 'GET', PATHS.systemStatus)).status, { timeout: 15_000, interval: 100 }).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(server.origin, 'GET', PATHS.systemStatus)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    console.info(`overload: answering normally again ${Date.now() - started} ms after the burst`);
  });
});
