import { emptyValueSchema } from '../../contract/games';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  AUTH_ERROR_CODES, AUTH_PATHS, TRIAL_TICKET_MS, loginPayloadSchema, type LoginPayload, freePlayPayloadSchema, freePlayValueSchema, loginValueSchema,
  rsaKeyValueSchema, trialUserValueSchema,
} from '../../contract/auth';
import { ok } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { fieldRefusal, loadFlags, loginRefusal, openSession, refuse, requestMerchant, type Flags } from '../accounts/access';
import { requestToken } from '../accounts/current-member';
import { guardedAttempt, phoneKey, usernameKey, type CaptchaCheck } from '../accounts/login-guard';
import {
  createMember, findById, findByMobile, findByUsername, normalisePhone, phoneText, randomPassword, TRIAL_TYPE, trialUsername,
  type MemberRecord,
} from '../accounts/members';
import { hashPassword, verifyPassword } from '../accounts/password-hash';
import { accountsRuntime, type AccountsOptions, type AccountsRuntime } from '../accounts/runtime';
import { hashToken, revokeSession } from '../accounts/sessions';
import { sessionLoggedOut } from '../events/session-ended';
import { checkSmsCode } from '../accounts/sms-codes';
import { consumeCaptcha } from '../captcha/store';
import { decryptPayload } from '../crypto/encrypted-body';
import { WpsError } from '../http/wps-error';
import type { Merchant } from '../settings/merchant';
import { registerCaptchaRoutes } from './captcha';
import { registerMemberRoutes } from './member';
import { registerPasswordRoutes } from './password';
import { registerRegisterRoutes } from './register';

/** Demo balance of a new trial account. */
export const TRIAL_BALANCE = 2000;

const rsaKeyQuery = v.looseObject({ t: v.optional(v.string()) });

/**
 * Every accounts route (AUTH_PATHS). They live in their own plugin scope so
 * the form-encoded body parser (password by email) applies to them only.
 */
export function registerAuthRoutes(app: FastifyInstance, context: AppContext, options: AccountsOptions = {}): void {
  accountsRuntime(context, options);
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    registerSessionRoutes(scope, context);
    registerRegisterRoutes(scope, context);
    registerPasswordRoutes(scope, context);
    registerCaptchaRoutes(scope, context);
    registerMemberRoutes(scope, context);
  });
}

function registerSessionRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const runtime = accountsRuntime(context);

  defineRoute(app, {
    method: 'GET', url: AUTH_PATHS.rsaKey, query: rsaKeyQuery, reply: rsaKeyValueSchema,
    handler: async () => {
      const key = await runtime.rsaKey();
      return ok({ modulus: key.modulus, exponent: key.exponent, keyId: key.keyId });
    },
  });

  defineRoute(app, {
    method: 'POST', url: AUTH_PATHS.login, reply: loginValueSchema,
    handler: async ({ request }) => {
      await runtime.limiter.hit('login', request.ip);
      const payload = await decryptPayload(request, await runtime.rsaKey(), loginPayloadSchema);
      const merchant = await requestMerchant(context, request);
      const flags = await loadFlags(context, merchant.code);
      const member = await authenticate(context, merchant, flags, payload);
      return ok(await openSession(context, request, member, flags, payload.loginDeviceId));
    },
  });

  defineRoute(app, {
    method: 'POST', url: AUTH_PATHS.freePlay, body: freePlayPayloadSchema, reply: freePlayValueSchema,
    handler: async ({ request, body }) => {
      const merchant = await requestMerchant(context, request);
      const flags = await loadFlags(context, merchant.code);
      if (!flags('FREEPLAY3')) throw refuse(AUTH_ERROR_CODES.trialDisabled, 'trialDisabled');
      const passwordHash = await hashPassword(randomPassword());
      const newTrial = (username: string) => createMember(db, {
        merchantCode: merchant.code, username, passwordHash, type: TRIAL_TYPE, balance: TRIAL_BALANCE, registerMethod: null, registerUrl: null,
      });
      let id: number | null = null;
      if (body.userName !== undefined || body.ticket !== undefined) {
        // the name trialUser issued (docs/decisions/0082); its ask took the limit's count, and the
        // unique name makes the ticket single-use: a second login with it finds the name taken
        const { userName = '', ticket = '' } = body;
        if (!(await trialTicketValid(runtime, merchant.code, userName, ticket, Date.now()))) {
          throw refuse(AUTH_ERROR_CODES.trialTicketInvalid, 'trialTicketInvalid');
        }
        id = await newTrial(userName);
        if (id === null) throw refuse(AUTH_ERROR_CODES.trialTicketInvalid, 'trialTicketInvalid');
      } else {
        await runtime.limiter.hit('register', request.ip);
        for (let attempt = 0; id === null && attempt < 5; attempt++) id = await newTrial(trialUsername());
      }
      const member = id === null ? null : await findById(db, id);
      if (!member) throw new Error('no free trial username after 5 attempts');
      const session = await openSession(context, request, member, flags, body.loginDeviceId);
      return ok({ token: session.token, userName: session.userName, customerType: session.customerType, trial: 1 });
    },
  });

  // Spec §7 trial account creation: the trial account's name, with the ticket the trial login opens it with.
  defineRoute(app, {
    method: 'GET', url: AUTH_PATHS.trialUser, reply: trialUserValueSchema,
    handler: async ({ request }) => {
      const merchant = await requestMerchant(context, request);
      const flags = await loadFlags(context, merchant.code);
      if (!flags('FREEPLAY3')) throw refuse(AUTH_ERROR_CODES.trialDisabled, 'trialDisabled');
      // the trial's one count against the address's limit (the login that uses the ticket takes none)
      await runtime.limiter.hit('register', request.ip);
      for (let attempt = 0; attempt < 5; attempt++) {
        const userName = trialUsername();
        if (!(await findByUsername(db, merchant.code, userName))) {
          return ok({ userName, ticket: await trialTicket(runtime, merchant.code, userName, Date.now() + TRIAL_TICKET_MS) });
        }
      }
      throw new Error('no free trial username after 5 attempts');
    },
  });

  // Always answers success: a dead or missing token is as logged out as it gets.
  defineRoute(app, {
    method: 'DELETE', url: AUTH_PATHS.logout, reply: emptyValueSchema,
    handler: async ({ request }) => {
      const token = requestToken(request);
      if (token) {
        const memberId = await revokeSession(db, token);
        await sessionLoggedOut(db, memberId, hashToken(token));
      }
      return ok(null);
    },
  });
}

const TRIAL_NAME = /^trial_[0-9a-f]{6}$/;

/** `<expiry ms>.<keyed hash of merchant, name and expiry>`: no state kept, nothing to clean up. */
async function trialTicket(runtime: AccountsRuntime, merchantCode: string, userName: string, expiresAt: number): Promise<string> {
  return `${expiresAt}.${await runtime.hash('trial-user', `${merchantCode}\u0000${userName}\u0000${expiresAt}`)}`;
}

async function trialTicketValid(runtime: AccountsRuntime, merchantCode: string, userName: string, ticket: string, now: number): Promise<boolean> {
  const [at = '', mac = ''] = ticket.split('.');
  const expiresAt = Number(at);
  if (!TRIAL_NAME.test(userName) || !/^\d{1,15}$/.test(at) || expiresAt < now || expiresAt > now + TRIAL_TICKET_MS) return false;
  const expected = Buffer.from((await trialTicket(runtime, merchantCode, userName, expiresAt)).split('.')[1]!, 'utf8');
  const given = Buffer.from(mac, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Checks the credentials behind the abuse guard: a locked login is refused
 * outright; after a recent failure a captcha (bound to loginDeviceId) must
 * come first; each failure is recorded and the fifth locks the login.
 * guardedAttempt admits one attempt per login key at a time, so a burst of
 * concurrent guesses is checked as if sent one after another. Social sign-in's
 * linking (server/routes/social.ts) proves an account's password through it too.
 */
export async function authenticate(context: AppContext, merchant: Merchant, flags: Flags, payload: LoginPayload): Promise<MemberRecord> {
  const { db } = context;
  const runtime = accountsRuntime(context);
  let loginKey: string;
  let check: () => Promise<{ value: MemberRecord | null; passed: boolean }>;
  if (payload.type === 'username') {
    const username = payload.username?.trim() ?? '';
    const password = payload.password ?? '';
    if (!username || !password) throw new WpsError(ERROR_CODES.badRequest, 'badRequest', 400);
    loginKey = usernameKey(username);
    check = async () => {
      const member = await findByUsername(db, merchant.code, username);
      // An unknown name costs the same hash as a known one: the time does not tell them apart.
      const passed = await verifyPassword(password, member?.passwordHash ?? (await decoyHash()));
      return { value: member, passed: member !== null && passed };
    };
  } else if (payload.type === 'sms') {
    if (!flags('MOBILEVERCODELOGIN3')) throw refuse(AUTH_ERROR_CODES.noPermission, 'noPermission');
    const phone = normalisePhone(payload.mobileNum ?? '', payload.countryDialingCode, merchant.dialingCode);
    if (!phone) throw fieldRefusal(AUTH_ERROR_CODES.fieldInvalid, 'fieldInvalid', 'mobileNum');
    const code = payload.verificationCode?.trim() ?? '';
    if (!code) throw fieldRefusal(AUTH_ERROR_CODES.fieldInvalid, 'fieldInvalid', 'verificationCode');
    loginKey = phoneKey(phoneText(phone));
    check = async () => {
      const member = await findByMobile(db, merchant.code, phone);
      return { value: member, passed: member !== null && (await checkSmsCode(db, runtime.hash, merchant.code, 'login', phone, code, { consume: true })) };
    };
  } else {
    // firebase: no sign-in provider is configured on the reference server.
    throw refuse(AUTH_ERROR_CODES.noPermission, 'noPermission');
  }

  // The answer is hashed before the guard's transaction: the hash key may need the database on first use.
  const answer = payload.captcha?.trim() ?? '';
  const answerHash = answer ? await runtime.hash(`captcha:${payload.loginDeviceId}`, answer) : '';
  const captcha: CaptchaCheck = async (tx) =>
    answer !== '' && (await consumeCaptcha(tx, async () => answerHash, payload.loginDeviceId, answer));
  const outcome = await guardedAttempt(db, merchant.code, loginKey, captcha, check);
  if (outcome.kind === 'passed') {
    if (!outcome.value) throw new Error('a check passed without a member');
    // Only whoever holds the password (or the code) learns the account is disabled (docs/decisions/0083).
    if (outcome.value.disabled) throw refuse(AUTH_ERROR_CODES.noLoginPermission, 'noLoginPermission');
    return outcome.value;
  }
  if (outcome.kind === 'refused') {
    if (outcome.reason === 'locked') throw loginRefusal(AUTH_ERROR_CODES.accountLocked, 'accountLocked', outcome.state);
    if (outcome.reason === 'captchaInvalid' && answer) throw loginRefusal(AUTH_ERROR_CODES.captchaInvalid, 'captchaInvalid', outcome.state);
    throw loginRefusal(AUTH_ERROR_CODES.captchaRequired, 'captchaRequired', outcome.state);
  }
  const { state } = outcome;
  if (state.lockedUntil !== null) throw loginRefusal(AUTH_ERROR_CODES.accountLocked, 'accountLocked', state);
  // One refusal whether or not the account exists (docs/decisions/0055): the login must not
  // tell who has an account. The lock and the captcha count failures the same either way.
  if (payload.type === 'sms') throw loginRefusal(AUTH_ERROR_CODES.smsCodeInvalid, 'smsCodeInvalid', state);
  throw loginRefusal(ERROR_CODES.loginCredErr, 'loginCredErr', state);
}

let decoy: Promise<string> | undefined;
/** A hash of nothing anyone knows, checked for unknown names so both cost one scrypt. */
function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(18).toString('base64'));
  return decoy;
}
