import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AUTH_ERROR_CODES, AUTH_PATHS, registerPayloadSchema, affiliateValueSchema, checkUsernameValueSchema, registerValueSchema } from '../../contract/auth';
import { ok } from '../../contract/envelope';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { fieldRefusal, loadFlags, openSession, refuse, requestMerchant } from '../accounts/access';
import {
  createMember, findAffiliateAgent, findById, findByMobile, findByUsername, normalisePhone, randomPassword,
} from '../accounts/members';
import { hashPassword } from '../accounts/password-hash';
import { notifyMember } from '../messages/notify-member';
import { NOTICE_TEXTS } from '../messages/texts';
import { saveRegisterDetails } from '../accounts/register-details';
import { enabledValue, firstInvalidField } from '../accounts/register-rules';
import { accountsRuntime } from '../accounts/runtime';
import { checkSmsCode } from '../accounts/sms-codes';
import { consumeCaptcha } from '../captcha/store';
import { decryptPayload } from '../crypto/encrypted-body';
import { parseInput } from '../http/validate';
import { loadRegisterSettings } from '../settings/register';
import { findReferrer } from '../promotions/referral';
import { checkRegistrationTicket, linkRegistration } from '../social/sign-in';

const checkUsernameQuery = v.looseObject({ username: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)) });
const affiliateQuery = v.looseObject({ code: v.pipe(v.string(), v.trim(), v.maxLength(64)), domain: v.optional(v.string()) });

/** Registration by username and by mobile number, and the checks the form makes before. */
export function registerRegisterRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const runtime = accountsRuntime(context);

  const register = (mobile: boolean) => async ({ request }: { request: FastifyRequest }) => {
    await runtime.limiter.hit('register', request.ip);
    const payload = await decryptPayload(request, await runtime.rsaKey(), registerPayloadSchema);
    const merchant = await requestMerchant(context, request);
    const flags = await loadFlags(context, merchant.code);
    if (!flags(mobile ? 'MOBILENUMREG3' : 'USERNAMEREG3')) throw refuse(AUTH_ERROR_CODES.noPermission, 'noPermission');
    const settings = await loadRegisterSettings(db, merchant.code);
    const passwordTaken = !mobile || flags('MOBILENUMPASSREG3');

    const invalid = firstInvalidField(payload, settings, { mobile, passwordTaken });
    if (invalid) throw fieldRefusal(AUTH_ERROR_CODES.fieldInvalid, 'fieldInvalid', invalid);
    const mobileText = enabledValue(payload, settings, 'mobileNum') ?? (mobile ? payload.mobileNum ?? null : null);
    const phone = mobileText ? normalisePhone(mobileText, payload.countryDialingCode, merchant.dialingCode) : null;
    if (mobileText && !phone) throw fieldRefusal(AUTH_ERROR_CODES.fieldInvalid, 'fieldInvalid', 'mobileNum');

    const captchaRule = settings.captcha;
    if (!captchaRule || captchaRule.enabled) {
      const answer = payload.captcha?.trim() ?? '';
      if (!answer) throw fieldRefusal(AUTH_ERROR_CODES.captchaRequired, 'captchaRequired', 'captcha');
      if (!(await consumeCaptcha(db, runtime.hash, payload.loginDeviceId, answer))) {
        throw fieldRefusal(AUTH_ERROR_CODES.captchaInvalid, 'captchaInvalid', 'captcha');
      }
    }

    let username = payload.username?.trim().toLowerCase() ?? '';
    if (username && (await findByUsername(db, merchant.code, username))) {
      throw fieldRefusal(AUTH_ERROR_CODES.usernameTaken, 'usernameTaken', 'username');
    }
    if (!username) username = await freeMobileUsername(context, merchant.code);
    if (phone && (await findByMobile(db, merchant.code, phone))) {
      throw fieldRefusal(AUTH_ERROR_CODES.mobileTaken, 'mobileTaken', 'mobileNum');
    }

    // A stale code in a link must not block sign-up: it only matters when the merchant requires one.
    const affiliateRule = settings.affiliateCode;
    const affiliateCode = payload.affiliateCode?.trim() ?? '';
    const agentFound = affiliateCode && affiliateRule?.enabled !== false ? await findAffiliateAgent(db, merchant.code, affiliateCode) : null;
    // else a member's referral code (issue 13): the friend registers under the referrer
    const agent = agentFound ?? (affiliateCode ? await findReferrer(db, merchant.code, affiliateCode) : null);
    if (affiliateRule?.enabled && affiliateRule.required && !agent) {
      throw fieldRefusal(AUTH_ERROR_CODES.affiliateInvalid, 'affiliateInvalid', 'affiliateCode');
    }

    // REGMOBVERF3: a mobile registration proves its number with the SMS code; the username form
    // may (a code given must be right). A number not proved is kept unverified: it never logs
    // in by code, recovers the account or blocks its owner (docs/decisions/0055).
    let mobileVerified = false;
    const code = payload.verificationCode?.trim() ?? '';
    if (flags('REGMOBVERF3') && phone && (mobile || code)) {
      if (!code || !(await checkSmsCode(db, runtime.hash, merchant.code, 'register', phone, code, { consume: true }))) {
        throw fieldRefusal(AUTH_ERROR_CODES.smsCodeInvalid, 'smsCodeInvalid', 'verificationCode');
      }
      mobileVerified = true;
    }

    // A first social sign-in creates its account through these same rules, then links it (docs/decisions/0078).
    const socialTicket = payload.socialTicket?.trim() ?? '';
    if (socialTicket) await checkRegistrationTicket(context.config, db, flags, merchant.code, socialTicket);

    const nickname = enabledValue(payload, settings, 'nickname');
    const id = await createMember(db, {
      merchantCode: merchant.code,
      username,
      passwordHash: await hashPassword(passwordTaken ? payload.password! : randomPassword()),
      type: 0,
      nickname,
      phone,
      mobileVerified,
      email: enabledValue(payload, settings, 'email'),
      birthday: enabledValue(payload, settings, 'birthday'),
      affiliateCode: agent?.code ?? null,
      parentId: agent?.id ?? null,
      registerMethod: payload.registerMethod,
      registerUrl: payload.registerUrl.slice(0, 255),
      balance: 0,
    });
    // Lost a race with a simultaneous sign-up of the same name or number.
    if (id === null) throw fieldRefusal(AUTH_ERROR_CODES.usernameTaken, 'usernameTaken', 'username');
    await saveRegisterDetails(db, id, payload, settings);
    if (socialTicket && !(await linkRegistration(db, merchant.code, socialTicket, id))) {
      request.log.warn({ memberId: id }, 'social ticket spent meanwhile: registered without the link');
    }
    const member = await findById(db, id);
    if (!member) throw new Error('new member vanished');
    // The inbox greets every new member (best effort: never fails the registration).
    await notifyMember(context, { merchantCode: merchant.code, memberId: id, ...NOTICE_TEXTS.welcome(nickname ?? member.username), kind: 'welcome', push: false });
    return ok(await openSession(context, request, member, flags, payload.loginDeviceId));
  };

  // The body is sealed (decryptPayload parses it once opened).
  defineRoute(app, { method: 'PUT', url: AUTH_PATHS.register, reply: registerValueSchema, handler: register(false) });
  defineRoute(app, { method: 'PUT', url: AUTH_PATHS.registerMobile, reply: registerValueSchema, handler: register(true) });

  // Per address: without a limit the check enumerates who has an account.
  defineRoute(app, {
    method: 'GET', url: AUTH_PATHS.checkUsername, reply: checkUsernameValueSchema,
    handler: async ({ request }) => {
      await runtime.limiter.hit('checkUsername', request.ip);
      const { username } = parseInput(checkUsernameQuery, request.query);
      const merchant = await requestMerchant(context, request);
      return ok({ available: (await findByUsername(db, merchant.code, username)) === null });
    },
  });

  defineRoute(app, {
    method: 'GET', url: AUTH_PATHS.affiliate, reply: affiliateValueSchema,
    handler: async ({ request }) => {
      const { code } = parseInput(affiliateQuery, request.query);
      const merchant = await requestMerchant(context, request);
      // An agent's code or a member's referral code: registration accepts both (above), so the check does too.
      const known = code !== '' && ((await findAffiliateAgent(db, merchant.code, code)) ?? (await findReferrer(db, merchant.code, code))) !== null;
      // the spec's call table: the check "returns data.success" (access §7); an unknown code is a refusal that says so
      if (!known) throw refuse(AUTH_ERROR_CODES.affiliateInvalid, 'affiliateInvalid', { valid: false });
      return ok({ valid: true });
    },
  });
}

/** A mobile sign-up without a username gets one: m + 9 random digits. */
async function freeMobileUsername(context: AppContext, merchantCode: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = `m${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    if (!(await findByUsername(context.db, merchantCode, candidate))) return candidate;
  }
  throw new Error('no free username after 10 attempts');
}
