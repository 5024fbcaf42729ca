import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AUTH_ERROR_CODES, AUTH_PATHS, smsRequestSchema, captchaValueSchema, smsChallengeValueSchema, smsValueSchema } from '../../contract/auth';
import { ok } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { fieldRefusal, loadFlags, refuse, requestMerchant } from '../accounts/access';
import { findByMobile, normalisePhone, phoneText } from '../accounts/members';
import { accountsRuntime } from '../accounts/runtime';
import { issueSmsCode, sentRecently, type SmsPurpose } from '../accounts/sms-codes';
import { newChallenge, spendChallenge } from '../captcha/challenge';
import { newCaptchaAnswer, renderCaptcha } from '../captcha/render';
import { storeCaptcha } from '../captcha/store';
import { requestLanguage } from '../http/request-context';
import { parseInput } from '../http/validate';
import { WpsError } from '../http/wps-error';
import { message } from '../i18n/messages';

// Loose: clients add cache-busting parameters.
const captchaQuery = v.looseObject({ deviceId: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(128)) });

/** Every SMS send needs a solved proof-of-work challenge first (decision 0010). */
const CHALLENGED: Record<SmsPurpose, boolean> = { login: true, register: true, password: true };

/**
 * The number must belong to an account (recovery) or must not (registration).
 * A login code is answered alike for a number with and without an account and
 * is texted only to an account's number, so the login tells nobody who has an
 * account (docs/decisions/0104).
 */
const NUMBER_MUST: Record<SmsPurpose, 'exist' | 'be-free' | 'exist-quietly'> = { login: 'exist-quietly', password: 'exist', register: 'be-free' };

/** Captcha images and SMS codes. */
export function registerCaptchaRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const runtime = accountsRuntime(context);

  // Every issue stores a row and costs a render: capped per address and, as
  // a device id is the client's own claim, per device id as well.
  defineRoute(app, {
    method: 'GET', url: AUTH_PATHS.captcha, query: captchaQuery, reply: captchaValueSchema,
    handler: async ({ request, reply, query: { deviceId } }) => {
      await runtime.limiter.hit('captcha', request.ip);
      await runtime.limiter.hit('captchaDevice', deviceId);
      const answer = newCaptchaAnswer();
      await storeCaptcha(db, runtime.hash, deviceId, answer, context.config.testMode);
      reply.header('cache-control', 'no-store');
      return ok(renderCaptcha(answer).toString('base64'));
    },
  });

  const sendCode = (purpose: SmsPurpose) => async ({ request }: { request: FastifyRequest }) => {
    await runtime.limiter.hit('sms', request.ip);
    const input = parseInput(smsRequestSchema, request.body);
    const merchant = await requestMerchant(context, request);
    if (purpose === 'login' && !(await loadFlags(context, merchant.code))('MOBILEVERCODELOGIN3')) {
      throw refuse(AUTH_ERROR_CODES.noPermission, 'noPermission');
    }
    const phone = normalisePhone(input.mobileNum, input.countryDialingCode, merchant.dialingCode);
    if (!phone) throw fieldRefusal(AUTH_ERROR_CODES.fieldInvalid, 'fieldInvalid', 'mobileNum');
    // Before the number is looked up: unproven senders learn nothing and send nothing.
    if (CHALLENGED[purpose] && !(await spendChallenge(db, runtime.hash, input.altcha))) {
      throw new WpsError(AUTH_ERROR_CODES.challengeInvalid, 'challengeInvalid', 403);
    }
    const owner = await findByMobile(db, merchant.code, phone);
    const owned = owner !== null && !owner.disabled;
    if (NUMBER_MUST[purpose] === 'exist' && !owned) throw refuse(ERROR_CODES.notExistsUser, 'notExistsUser');
    if (NUMBER_MUST[purpose] === 'be-free' && owner) throw fieldRefusal(AUTH_ERROR_CODES.mobileTaken, 'mobileTaken', 'mobileNum');
    if (await sentRecently(db, merchant.code, phone)) throw refuse(AUTH_ERROR_CODES.smsTooFrequent, 'smsTooFrequent');
    // stored either way: the resend pause then holds for both, and a code for nobody logs nobody in
    const { code, expirationTime } = await issueSmsCode(db, runtime.hash, merchant.code, purpose, phone);
    if (NUMBER_MUST[purpose] === 'exist-quietly' && !owned) return ok({ expirationTime });
    await runtime.sender.send({
      merchantCode: merchant.code,
      channel: 'sms',
      to: phoneText(phone),
      subject: null,
      body: message('smsCodeText', requestLanguage(request)).replace('{code}', code),
    });
    return ok({ expirationTime });
  };

  defineRoute(app, {
    method: 'GET', url: AUTH_PATHS.smsChallenge, reply: smsChallengeValueSchema,
    handler: async ({ request, reply }) => {
      await runtime.limiter.hit('challenge', request.ip);
      reply.header('cache-control', 'no-store');
      return ok(await newChallenge(runtime.hash, context.config.testMode));
    },
  });

  // The rate limit counts before the body is read, so the body is parsed inside.
  defineRoute(app, { method: 'POST', url: AUTH_PATHS.smsNoLogin, reply: smsValueSchema, handler: sendCode('login') });
  defineRoute(app, { method: 'POST', url: AUTH_PATHS.smsRegister, reply: smsValueSchema, handler: sendCode('register') });
  defineRoute(app, { method: 'POST', url: AUTH_PATHS.passwordSms, reply: smsValueSchema, handler: sendCode('password') });
}
