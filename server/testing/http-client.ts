/**
 * The calls the browser makes, over real HTTP to a server process
 * (server-process.ts): plain JSON, encrypted bodies, captcha answers in test
 * mode. For the multi-process, durability and load tests.
 */
import { AUTH_PATHS, TEST_PATHS, type LoginPayload, type RegisterPayload, type RsaKeyValue } from '../../contract/auth';
import { DEMO_GAME_PATHS, GAME_PATHS } from '../../contract/games';
import { encryptPayload } from '../crypto/test-encrypt';

export interface Answer {
  status: number;
  /** The parsed JSON body (the envelope), or null when it was not JSON. */
  body: { success?: boolean; errorCode?: string | null; value?: unknown; message?: string | null } | null;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Ceiling per request (default 30 s). */
  timeoutMs?: number;
}

export async function call(origin: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { Merchant: 'DEMO', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: Answer['body'];
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = null;
  }
  return { status: res.status, body, headers: res.headers };
}

export async function serverKeyOf(origin: string): Promise<RsaKeyValue> {
  const answer = await call(origin, 'GET', `${AUTH_PATHS.rsaKey}?t=${Date.now()}`);
  return answer.body?.value as RsaKeyValue;
}

/** An encrypted body, sealed to `key` (default: the key `origin` hands out). */
export async function sendEncrypted(
  origin: string, method: 'POST' | 'PUT', path: string, payload: unknown, key?: RsaKeyValue,
): Promise<Answer> {
  const sealed = await encryptPayload(payload, key ?? (await serverKeyOf(origin)));
  return call(origin, method, path, { body: sealed.body, headers: sealed.headers });
}

export function loginOn(origin: string, payload: Partial<LoginPayload>, key?: RsaKeyValue): Promise<Answer> {
  return sendEncrypted(origin, 'POST', AUTH_PATHS.login, { type: 'username', loginDeviceId: 'device-scale', ...payload }, key);
}

/** Asks `issuer` for a captcha for the device and reads its answer through the test route. */
export async function captchaFrom(issuer: string, deviceId: string): Promise<string> {
  const device = encodeURIComponent(deviceId);
  const issued = await call(issuer, 'GET', `${AUTH_PATHS.captcha}?deviceId=${device}`);
  if (issued.status !== 200) throw new Error(`captcha refused: ${issued.status} ${JSON.stringify(issued.body)}`);
  const answer = (await call(issuer, 'GET', `${TEST_PATHS.captcha}?deviceId=${device}`)).body?.value;
  if (typeof answer !== 'string') throw new Error('no captcha answer: is the server in test mode?');
  return answer;
}

/**
 * A username registration as the form sends it (a captcha must be issued to
 * `loginDeviceId` first); `serial` (0-99,999,999) makes the mobile number unique.
 */
export function registrationPayload(username: string, serial: number, loginDeviceId: string, captcha: string): RegisterPayload {
  return {
    type: 0, registerMethod: 'PWA', registerUrl: 'm.wps-demo.example', loginDeviceId,
    username, password: 'Pass1234', confirmPassword: 'Pass1234', captcha,
    mobileNum: `9${String(serial).padStart(8, '0')}`, countryDialingCode: '+84',
  };
}

/** Raises every rate limit of the server (test mode) so a burst from 127.0.0.1 is not refused. */
export async function liftRateLimits(origin: string, max = 1_000_000): Promise<void> {
  const buckets = ['login', 'sms', 'register', 'captcha', 'captchaDevice', 'checkUsername', 'challenge'];
  const limits = Object.fromEntries(buckets.map((bucket) => [bucket, { max, windowMs: 3_600_000 }]));
  const answer = await call(origin, 'PUT', '/__test/rate-limits', { body: limits });
  if (answer.status !== 200) throw new Error(`could not set rate limits: ${answer.status}`);
}

/** A session for a test member with a balance (test mode), as POST /__test/session makes it. */
export async function testSession(origin: string, username: string, balance: number): Promise<{ token: string; id: number }> {
  const answer = await call(origin, 'POST', '/__test/session', { body: { username, balance } });
  if (!answer.body?.success) throw new Error(`no test session: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.value as { token: string; id: number };
}

/** Launches a slot as the member and takes its launch ticket to the demo slot's calls (which take any game's ticket): the ticket and the smallest bet offered. */
export async function demoSlot(origin: string, token: string, nodeId = '10001'): Promise<{ ticket: string; bet: number }> {
  const launch = await call(origin, 'GET', `${GAME_PATHS.launchGame}?launchMode=GLS&nodeId=${nodeId}&language=VI`, { headers: { Authorization: token } });
  const gameUrl = (launch.body?.value as { content?: { game_url?: string } } | undefined)?.content?.game_url;
  const ticket = gameUrl ? (new URL(gameUrl, origin).searchParams.get('ticket') ?? new URL(gameUrl, origin).searchParams.get('session')) : null;
  if (!ticket) throw new Error(`no demo game ticket: ${JSON.stringify(launch.body)}`);
  const state = await call(origin, 'GET', `${DEMO_GAME_PATHS.state}?ticket=${encodeURIComponent(ticket)}`);
  const bets = (state.body?.value as { bets?: number[] } | undefined)?.bets;
  if (!bets?.[0]) throw new Error(`no bets offered: ${JSON.stringify(state.body)}`);
  return { ticket, bet: bets[0] };
}
