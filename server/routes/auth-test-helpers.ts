/** Helpers for the accounts route tests: encrypted calls as the browser makes them, captcha answers. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AUTH_PATHS, TEST_PATHS, type LoginPayload, type RsaKeyValue } from '../../contract/auth';
import { encryptPayload } from '../crypto/test-encrypt';
import { solveSha256 } from '../testing/challenge-proof';

export async function serverKey(app: FastifyInstance): Promise<RsaKeyValue> {
  return (await app.inject({ method: 'GET', url: `${AUTH_PATHS.rsaKey}?t=${Date.now()}` })).json().value as RsaKeyValue;
}

export async function sendEncrypted(
  app: FastifyInstance, method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const sealed = await encryptPayload(payload, await serverKey(app));
  return app.inject({ method, url, headers: { ...sealed.headers, ...headers }, payload: sealed.body });
}

export function login(app: FastifyInstance, payload: Partial<LoginPayload>, headers: Record<string, string> = {}) {
  return sendEncrypted(app, 'POST', AUTH_PATHS.login, { type: 'username', loginDeviceId: 'device-test', ...payload }, headers);
}

/** Issues a captcha to the client and reads its answer through the test route (needs test mode). */
export async function captchaFor(app: FastifyInstance, deviceId: string): Promise<string> {
  await app.inject({ method: 'GET', url: `${AUTH_PATHS.captcha}?deviceId=${encodeURIComponent(deviceId)}` });
  const answer = (await app.inject({ method: 'GET', url: `${TEST_PATHS.captcha}?deviceId=${encodeURIComponent(deviceId)}` })).json().value;
  if (typeof answer !== 'string') throw new Error('no captcha answer: is the app in test mode?');
  return answer;
}

/**
 * Fetches the SMS send's proof-of-work challenge and solves it (node:crypto's
 * synchronous SHA-256, server/testing/challenge-proof.ts): the body's
 * `altcha` field, as the page's widget sends it.
 */
export async function smsProof(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ method: 'GET', url: AUTH_PATHS.smsChallenge })).json().value as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
  const number = solveSha256(challenge);
  if (number === null) throw new Error('challenge not solved');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })).toString('base64');
}

interface OutboxItem { channel: string; to: string; subject: string | null; body: string; createdAt: number }

export async function outbox(app: FastifyInstance): Promise<OutboxItem[]> {
  return (await app.inject({ method: 'GET', url: TEST_PATHS.outbox })).json().value as OutboxItem[];
}

/** The newest SMS code sent to the number (+84…). */
export async function lastSmsCode(app: FastifyInstance, to: string): Promise<string> {
  const message = (await outbox(app)).find((item) => item.channel === 'sms' && item.to === to);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${to}`);
  return code;
}
