/**
 * The four calls of the load bench, as autocannon requests: system status,
 * a page of the game list, an encrypted login and a demo-slot spin. Every
 * answer is checked to be the envelope with success true; anything else
 * counts as an error.
 */
import type { Client, Request } from 'autocannon';
import { AUTH_PATHS, type RsaKeyValue } from '../../../contract/auth';
import { DEMO_GAME_PATHS, GAME_PATHS } from '../../../contract/games';
import { PATHS } from '../../../contract/paths';
import { encryptPayload } from '../../../server/crypto/test-encrypt';

export interface Scenario {
  name: string;
  /** autocannon's requests (the same for every connection). */
  requests: Request[];
  /** Gives a connection its own requests (its own member), when set. */
  setupClient?: (client: Client) => void;
  /** Answers that were not the envelope with success true. */
  refused(): number;
  /** A sample refusal, for the report. */
  sample(): string | null;
}

interface Counting {
  refused: number;
  sample: string | null;
}

function checkEnvelope(count: Counting) {
  return (status: number, body: string) => {
    let success: boolean;
    try {
      success = (JSON.parse(body) as { success?: unknown }).success === true;
    } catch {
      success = false;
    }
    if (status !== 200 || !success) {
      count.refused += 1;
      count.sample ??= `${status} ${body.slice(0, 200)}`;
    }
  };
}

function scenario(name: string, request: Omit<Request, 'onResponse'>): Scenario {
  const count: Counting = { refused: 0, sample: null };
  return {
    name,
    requests: [{ ...request, onResponse: checkEnvelope(count) } as Request],
    refused: () => count.refused,
    sample: () => count.sample,
  };
}

/** A scenario whose connections each get their own requests from `perClient(index)`. */
function perConnection(name: string, perClient: (index: number) => Omit<Request, 'onResponse'>): Scenario {
  const count: Counting = { refused: 0, sample: null };
  const onResponse = checkEnvelope(count);
  let next = 0;
  const first = { ...perClient(0), onResponse } as Request;
  return {
    name,
    requests: [first],
    setupClient(client) {
      const index = next++;
      if (index > 0) client.setRequests([{ ...perClient(index), onResponse } as Request]);
    },
    refused: () => count.refused,
    sample: () => count.sample,
  };
}

/** The yardstick: the bare route serving the status body. */
export function bareScenario(path: string): Scenario {
  return scenario(BARE_CALL, { method: 'GET', path });
}

export const BARE_CALL = 'bare route (status body)';
export const STATUS_CALL = 'system status';
export const SPIN_CALL = 'demo-slot spin';

export function statusScenario(): Scenario {
  return scenario(STATUS_CALL, { method: 'GET', path: `${PATHS.systemStatus}?device=MOBILE&url=localhost` });
}

export function gameListScenario(): Scenario {
  return scenario('game list page (20 slots)', { method: 'GET', path: `${GAME_PATHS.gameList}?gameType=RNG&pageNo=1&pageSize=20&platform=html5&clientType=2` });
}

/** Each connection spins its own member's ticket (a player spins one round at a time). */
export function spinScenario(players: { ticket: string; bet: number }[]): Scenario {
  return perConnection(SPIN_CALL, (index) => ({
    method: 'POST',
    path: DEMO_GAME_PATHS.spin,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(players[index % players.length]),
  }));
}

export interface LoginMember {
  username: string;
  password: string;
}

/**
 * Sealed bodies are single-use (a nonce each), so they are made before the
 * run: `perMember` for each member, and each connection logs its own member
 * in (the login guard admits one attempt per account at a time, as a person
 * makes them).
 */
export async function loginScenario(key: RsaKeyValue, members: LoginMember[], perMember: number): Promise<Scenario & { exhausted(): boolean }> {
  const pools: { headers: Record<string, string>; body: string }[][] = [];
  for (const member of members) {
    const pool = [];
    for (let i = 0; i < perMember; i++) {
      const sealed = await encryptPayload({ type: 'username', loginDeviceId: `load-${member.username}`, username: member.username, password: member.password }, key);
      pool.push({ headers: { ...sealed.headers, 'content-type': 'application/json' }, body: JSON.stringify(sealed.body) });
    }
    pools.push(pool);
  }
  let exhausted = false;
  const base = perConnection('encrypted login', (index) => {
    const pool = pools[index % pools.length]!;
    return {
      method: 'POST',
      path: AUTH_PATHS.login,
      setupRequest(request: Request) {
        const sealed = pool.pop();
        if (!sealed) {
          exhausted = true;
          return request; // no body: refused, and counted
        }
        return { ...request, headers: { ...request.headers, ...sealed.headers }, body: sealed.body };
      },
    } as Omit<Request, 'onResponse'>;
  });
  return { ...base, exhausted: () => exhausted };
}
