import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, loginValueSchema, type RegisterPayload } from '../../contract/auth';
import {
  SOCIAL_ERROR_CODES, SOCIAL_PATHS, socialFinishValueSchema, socialProvidersValueSchema, socialStartPath, socialStartValueSchema,
  type SocialProvider,
} from '../../contract/social';
import type { Db } from '../db/db';
import { settingsChanged } from '../settings/cache';
import { closeTestApp, openTestApp } from '../testing/harness';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '../testing/oidc-test-provider';
import { captchaFor, sendEncrypted } from './auth-test-helpers';

// Social sign-in against a real OpenID provider on this machine (docs/decisions/0078-social-sign-in-oidc.md).
const ORIGIN = 'http://app.test';
let provider: TestOpenIdProvider;
let db: Db;
let app: FastifyInstance;
let counter = 0;

async function setFlag(modId: string, enabled: boolean) {
  await db.query("update whitelabel_modules set enabled = $2 where merchant_code = 'DEMO' and mod_id = $1", [modId, enabled]);
  await settingsChanged(db, { merchantCode: 'DEMO' });
}

async function start(which: SocialProvider = 'google') {
  const res = await app.inject({ method: 'POST', url: socialStartPath(which), payload: {} });
  return res;
}

async function authorizationUrl(): Promise<string> {
  const body = (await start()).json();
  expect(body).toMatchObject({ success: true });
  return v.parse(socialStartValueSchema, body.value).authorizationUrl;
}

function finish(callback: string) {
  return app.inject({ method: 'POST', url: SOCIAL_PATHS.finish, payload: { callback, loginDeviceId: 'social-device' } });
}

/** A new account at the provider, then the consent: the callback's query string. */
async function consentAs(subject: string, choice: 'allow' | 'deny' = 'allow'): Promise<string> {
  provider.setAccount({ subject, email: `${subject}@example.com`, name: subject });
  return provider.consent(await authorizationUrl(), choice);
}

function refusal(res: { json(): { success: boolean; errorCode: string } }) {
  const body = res.json();
  expect(body.success).toBe(false);
  return body.errorCode;
}

async function firstSignIn(subject: string) {
  const body = (await finish(await consentAs(subject))).json();
  const value = v.parse(socialFinishValueSchema, body.value);
  if (value.kind !== 'firstSignIn') throw new Error(`expected a first sign-in, got ${value.kind}`);
  return value;
}

async function registerWithTicket(ticket: string) {
  counter += 1;
  const device = `social-reg-${counter}`;
  const payload: RegisterPayload = {
    type: 0, registerMethod: 'PWA', registerUrl: 'app.test', loginDeviceId: device,
    username: `social${counter}x`, password: 'Pass1234', confirmPassword: 'Pass1234',
    mobileNum: `9660000${String(counter).padStart(2, '0')}`, countryDialingCode: '+84',
    captcha: await captchaFor(app, device), socialTicket: ticket,
  };
  return sendEncrypted(app, 'PUT', AUTH_PATHS.register, payload);
}

beforeAll(async () => {
  provider = await startTestOpenIdProvider({ redirectUris: [`${ORIGIN}/m/social/callback`] });
  ({ db, app } = await openTestApp({
    testMode: true,
    social: { providers: { google: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret } }, redirectOrigin: ORIGIN },
  }));
  await setFlag('GOOGLELOGIN3', true);
  await setFlag('FACEBOOKLOGIN3', true);
}, 60_000);
afterAll(async () => {
  await closeTestApp(db, app);
  await provider?.close();
});

describe('social sign-in', () => {
  it('offers only configured providers whose switch is on; an unconfigured one is not found', async () => {
    const offered = (await app.inject({ method: 'GET', url: SOCIAL_PATHS.providers })).json();
    expect(v.parse(socialProvidersValueSchema, offered.value)).toEqual({ providers: ['google'] });
    const facebook = await start('facebook');
    expect(facebook.statusCode).toBe(404);
    expect(facebook.json()).toMatchObject({ success: false, errorCode: 'resource.not.found' });
  });

  it('refuses every call of a provider whose switch is off, the finish included', async () => {
    const callback = await consentAs('switch-off');
    await setFlag('GOOGLELOGIN3', false);
    try {
      expect((await app.inject({ method: 'GET', url: SOCIAL_PATHS.providers })).json().value).toEqual({ providers: [] });
      expect(refusal(await start())).toBe('no.permission');
      expect(refusal(await finish(callback))).toBe('no.permission');
    } finally {
      await setFlag('GOOGLELOGIN3', true);
    }
  });

  it('creates an account through the registration on first sign-in, then logs straight in', async () => {
    const first = await firstSignIn('happy-1');
    expect(first).toMatchObject({ provider: 'google', email: 'happy-1@example.com' });
    const registered = (await registerWithTicket(first.ticket)).json();
    expect(registered).toMatchObject({ success: true });
    const member = v.parse(loginValueSchema, registered.value);

    const again = (await finish(await consentAs('happy-1'))).json();
    const value = v.parse(socialFinishValueSchema, again.value);
    expect(value.kind).toBe('session');
    if (value.kind !== 'session') return;
    expect(value.session).toMatchObject({ id: member.id, userName: member.userName, firstTimeLogin: false });
    const info = await app.inject({ method: 'GET', url: AUTH_PATHS.memberInfo, headers: { Authorization: value.session.token } });
    expect(info.json()).toMatchObject({ success: true, value: { id: member.id } });

    // the ticket was spent by the registration
    expect(refusal(await registerWithTicket(first.ticket))).toBe(SOCIAL_ERROR_CODES.ticketInvalid);
  });

  it('links an existing account only with its password', async () => {
    const first = await firstSignIn('link-1');
    const link = async (password: string, captcha?: string) => sendEncrypted(app, 'POST', SOCIAL_PATHS.link, {
      ticket: first.ticket, username: 'demomember', password, loginDeviceId: 'social-link-device', ...(captcha ? { captcha } : {}),
    });
    // the login's own guard: a failure, then a captcha before the next try
    expect(refusal(await link('wrong-password'))).toBe('login.cred.err');
    const linked = (await link('Demo1234', await captchaFor(app, 'social-link-device'))).json();
    expect(linked).toMatchObject({ success: true, value: { userName: 'demomember' } });
    const again = v.parse(socialFinishValueSchema, (await finish(await consentAs('link-1'))).json().value);
    expect(again).toMatchObject({ kind: 'session', session: { userName: 'demomember' } });
    // single use, and one identity per provider and account
    expect(refusal(await link('Demo1234', await captchaFor(app, 'social-link-device')))).toBe(SOCIAL_ERROR_CODES.ticketInvalid);
    const other = await firstSignIn('link-2');
    const second = await sendEncrypted(app, 'POST', SOCIAL_PATHS.link, {
      ticket: other.ticket, username: 'demomember', password: 'Demo1234', loginDeviceId: 'social-link-device',
      captcha: await captchaFor(app, 'social-link-device'),
    });
    expect(refusal(second)).toBe(SOCIAL_ERROR_CODES.alreadyLinked);
  });

  it('refuses an ID token signed with a key the provider does not publish', async () => {
    const callback = await consentAs('forged-1');
    provider.tamperNextIdToken({ kind: 'foreignKey' });
    expect(refusal(await finish(callback))).toBe(SOCIAL_ERROR_CODES.failed);
  });

  it('refuses an ID token issued to another client (wrong audience), or expired', async () => {
    const callback = await consentAs('audience-1');
    provider.tamperNextIdToken({ kind: 'claims', claims: { aud: 'another-client' } });
    expect(refusal(await finish(callback))).toBe(SOCIAL_ERROR_CODES.failed);

    const later = await consentAs('expired-1');
    const past = Math.floor(Date.now() / 1000) - 3600;
    provider.tamperNextIdToken({ kind: 'claims', claims: { iat: past - 600, exp: past } });
    expect(refusal(await finish(later))).toBe(SOCIAL_ERROR_CODES.failed);
  });

  it('refuses a replayed state, and a code replayed under a new state', async () => {
    const callback = await consentAs('replay-1');
    expect((await finish(callback)).json()).toMatchObject({ success: true, value: { kind: 'firstSignIn' } });
    expect(refusal(await finish(callback))).toBe(SOCIAL_ERROR_CODES.stateInvalid);

    // the used code with the state of a fresh flow: the provider refuses it (used, and not this flow's PKCE verifier)
    const fresh = new URLSearchParams(await consentAs('replay-2'));
    const replayed = new URLSearchParams(callback);
    fresh.set('code', replayed.get('code')!);
    expect(refusal(await finish(fresh.toString()))).toBe(SOCIAL_ERROR_CODES.failed);
  });

  it('says the player cancelled when consent is refused, and never logs in', async () => {
    const callback = await consentAs('cancel-1', 'deny');
    expect(new URLSearchParams(callback).get('error')).toBe('access_denied');
    expect(refusal(await finish(callback))).toBe(SOCIAL_ERROR_CODES.cancelled);
    // the state went with the cancelled answer
    expect(refusal(await finish(callback))).toBe(SOCIAL_ERROR_CODES.stateInvalid);
  });

  it('refuses a callback without a known state, and input that is not one', async () => {
    expect(refusal(await finish('code=abc&state=never-issued'))).toBe(SOCIAL_ERROR_CODES.stateInvalid);
    const bad = await app.inject({ method: 'POST', url: SOCIAL_PATHS.finish, payload: { callback: 5 } });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/wps/social/myspace/start', payload: {} })).statusCode).toBe(400);
  });
});
