/**
 * Players paced over the second (docs/bench.md, "Players"): player i of n
 * sends its first request at i/n of the first second and then one a
 * second, each after its previous answer, on a keep-alive connection.
 * Latency counts from when a request was due, so a server that falls
 * behind is not flattered. autocannon's `connectionRate` started every
 * connection's one-a-second timer together, so all n players asked in the
 * same millisecond each second: the figure was how long a burst of n
 * requests took to drain, not how the server holds n players.
 */
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './percentile';

export interface PacedRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedFigures {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Failed connections and timeouts. */
  errors: number;
  /** Answers the check refused (not a 200, or an envelope without success). */
  refused: number;
  sample: string | null;
}

/** When player `index` of `players` first asks, in ms after the start: spread evenly over the first second. */
export function firstDueMs(index: number, players: number): number {
  return (index * 1000) / players;
}

function send(origin: URL, agent: Agent, headers: Record<string, string>, one: PacedRequest, timeoutMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: origin.hostname, port: origin.port, method: one.method, path: one.path, agent, headers: { ...headers, ...one.headers }, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(one.body);
  });
}

/** Runs `plans.length` players for `seconds`, player i cycling through plans[i]. */
export async function runPacedPlayers(
  originText: string,
  plans: readonly (readonly PacedRequest[])[],
  seconds: number,
  check: (status: number, body: string) => boolean,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Promise<PacedFigures> {
  const origin = new URL(originText);
  const agent = new Agent({ keepAlive: true });
  const latencies: number[] = [];
  const figures = { errors: 0, refused: 0, sample: null as string | null };
  const start = performance.now() + 50;
  const end = start + seconds * 1000;
  const player = async (plan: readonly PacedRequest[], index: number) => {
    let due = start + firstDueMs(index, plans.length);
    for (let k = 0; due < end; k += 1, due += 1000) {
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const one = plan[k % plan.length]!;
      try {
        const { status, body } = await send(origin, agent, headers, one, timeoutMs);
        latencies.push(performance.now() - due);
        if (!check(status, body)) {
          figures.refused += 1;
          figures.sample ??= `${status} ${body.slice(0, 200)}`;
        }
      } catch (error) {
        figures.errors += 1;
        figures.sample ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  try {
    await Promise.all(plans.map(player));
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length + figures.errors, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), ...figures };
}
