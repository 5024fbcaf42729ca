import { emptyValueSchema } from '../../contract/games';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AUTH_ERROR_CODES, AUTH_PATHS, changePasswordPayloadSchema, passwordEmailPayloadSchema, passwordResetPayloadSchema, setPasswordByPhonePayloadSchema, setPasswordByPhoneValueSchema } from '../../contract/auth';
import { ok } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import { defineRoute } from '../http/route';
import { parseInput } from '../http/validate';
import type { AppContext } from '../app-context';
import { fieldRefusal, refuse, requestMerchant } from '../accounts/access';
import { requireMember, requestToken } from '../accounts/current-member';
import { forgiveFailures, guardedAttempt, usernameKey } from '../accounts/login-guard';
import { findById, findByMobile, findByUsername, normalisePhone, setPassword, TRIAL_TYPE } from '../accounts/members';
import { hashPassword, verifyPassword } from '../accounts/password-hash';
import { fieldPasses } from '../accounts/register-rules';
import { accountsRuntime } from '../accounts/runtime';
import { consumeResetToken, issueResetToken, RESET_LINK_TTL_MS, resetTokenMember } from '../accounts/password-resets';
import { hashToken } from '../accounts/sessions';
import { checkSmsCode } from '../accounts/sms-codes';
import { memberSessionsEnded } from '../events/session-ended';
import { decryptPayload } from '../crypto/encrypted-body';
import type { Db } from '../db/db';
import { publicOrigin } from '../http/public-origin';
import { requestLanguage } from '../http/request-context';
import { WpsError } from '../http/wps-error';
import { message } from '../i18n/messages';
import { loadRegisterSettings } from '../settings/register';
import { APP_PATHS } from '../../src/config/paths';

const trimmedEmailPayload = v.pipe(
  passwordEmailPayloadSchema,
  v.transform((input) => ({ username: input.username.trim(), email: input.email.trim() })),
);

/** A new password obeys the merchant's registration rule for passwords. */
async function newPasswordPasses(db: Db, merchantCode: string, password: string): Promise<boolean> {
  const rule = (await loadRegisterSettings(db, merchantCode)).password;
  return password.length > 0 && (!rule || fieldPasses(password, rule, true));
}

/** The app screen a reset link opens (src/features/auth: the forget page reads `reset`). */
export const RESET_LINK_PATH = APP_PATHS.forget;

/** Guard key of the old-password check of change-password: per member, apart from any login key. */
const changeKey = (memberId: number) => `change:${memberId}`;

function throttled(lockedUntil: number | null): WpsError {
  const retryAfter = Math.max(1, Math.ceil(((lockedUntil ?? Date.now()) - Date.now()) / 1000));
  return new WpsError(ERROR_CODES.tooManyRequests, 'tooManyRequests', 429, { retryAfter });
}

/** Recovery by email or SMS, and the logged-in change of password. */
export function registerPasswordRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const runtime = accountsRuntime(context);

  /*
   * Form-encoded on the live platform; JSON accepted too. Unknown user and wrong email read the same.
   * Nothing changes yet: the mail carries a single-use link (RESET_LINK_TTL_MS), so knowing a
   * username and its email no longer locks the owner out.
   */
  defineRoute(app, {
    method: 'POST', url: AUTH_PATHS.passwordEmail, reply: emptyValueSchema,
    handler: async ({ request }) => {
      await runtime.limiter.hit('sms', request.ip);
      const input = parseInput(trimmedEmailPayload, request.body);
      const merchant = await requestMerchant(context, request);
      const member = await findByUsername(db, merchant.code, input.username);
      if (!member || member.disabled || !member.email || member.email.toLowerCase() !== input.email.toLowerCase()) {
        throw refuse(AUTH_ERROR_CODES.emailMismatch, 'emailMismatch');
      }
      const token = await issueResetToken(db, member.id, merchant.code);
      const origin = publicOrigin(request, merchant.mainDomain);
      const link = `${origin.scheme}://${origin.host}${RESET_LINK_PATH}?reset=${token}`;
      const language = requestLanguage(request);
      await runtime.sender.send({
        merchantCode: merchant.code,
        channel: 'email',
        to: member.email,
        subject: message('recoveryEmailSubject', language),
        body: message('recoveryEmailText', language)
          .replace('{username}', member.username)
          .replace('{minutes}', String(RESET_LINK_TTL_MS / 60_000))
          .replace('{link}', link),
      });
      return ok(null);
    },
  });

  // The link's token is checked before the password rule (a dead link says so first) and used up only on success.
  defineRoute(app, {
    method: 'POST', url: AUTH_PATHS.passwordReset, reply: setPasswordByPhoneValueSchema,
    handler: async ({ request }) => {
      await runtime.limiter.hit('login', request.ip);
      const input = await decryptPayload(request, await runtime.rsaKey(), passwordResetPayloadSchema);
      const merchant = await requestMerchant(context, request);
      const memberId = await resetTokenMember(db, merchant.code, input.token);
      const member = memberId === null ? null : await findById(db, memberId);
      if (!member || member.disabled) throw new WpsError(AUTH_ERROR_CODES.resetLinkInvalid, 'resetLinkInvalid', 400);
      if (input.newPassword !== input.confirmNewPassword) {
        throw fieldRefusal(AUTH_ERROR_CODES.fieldInvalid, 'fieldInvalid', 'confirmNewPassword');
      }
      if (!(await newPasswordPasses(db, merchant.code, input.newPassword))) {
        throw fieldRefusal(AUTH_ERROR_CODES.fieldInvalid, 'fieldInvalid', 'newPassword');
      }
      const passwordHash = await hashPassword(input.newPassword);
      if (!(await consumeResetToken(db, merchant.code, input.token))) {
        throw new WpsError(AUTH_ERROR_CODES.resetLinkInvalid, 'resetLinkInvalid', 400);
      }
      await setPassword(db, member.id, passwordHash, false);
      // Whoever held the account before the reset is out: every session ends, the login starts afresh.
      await db.query('update sessions set revoked_at = now() where member_id = $1 and revoked_at is null', [member.id]);
      await memberSessionsEnded(db, member.id);
      await forgiveFailures(db, merchant.code, usernameKey(member.username));
      return ok({ userName: member.username });
    },
  });

  // The code is checked before the "same password" refusal but only used up on success, so a retry keeps it.
  defineRoute(app, {
    method: 'POST', url: AUTH_PATHS.passwordVerification, reply: setPasswordByPhoneValueSchema,
    handler: async ({ request }) => {
      await runtime.limiter.hit('login', request.ip);
      const input = await decryptPayload(request, await runtime.rsaKey(), setPasswordByPhonePayloadSchema);
      const merchant = await requestMerchant(context, request);
      const phone = normalisePhone(input.mobileNum, input.countryDialingCode, merchant.dialingCode);
      if (!phone) throw fieldRefusal(AUTH_ERROR_CODES.fieldInvalid, 'fieldInvalid', 'mobileNum');
      const member = await findByMobile(db, merchant.code, phone);
      if (!member || member.disabled) throw refuse(ERROR_CODES.notExistsUser, 'notExistsUser');
      if (!(await newPasswordPasses(db, merchant.code, input.newPassword))) {
        throw fieldRefusal(AUTH_ERROR_CODES.fieldInvalid, 'fieldInvalid', 'newPassword');
      }
      const codeOk = (consume: boolean) =>
        checkSmsCode(db, runtime.hash, merchant.code, 'password', phone, input.verificationCode, { consume });
      if (!(await codeOk(false))) throw fieldRefusal(AUTH_ERROR_CODES.smsCodeInvalid, 'smsCodeInvalid', 'verificationCode');
      if (await verifyPassword(input.newPassword, member.passwordHash)) {
        throw fieldRefusal(ERROR_CODES.modifyNewOldSame, 'modifyNewOldSame', 'newPassword');
      }
      if (!(await codeOk(true))) throw fieldRefusal(AUTH_ERROR_CODES.smsCodeInvalid, 'smsCodeInvalid', 'verificationCode');
      await setPassword(db, member.id, await hashPassword(input.newPassword), false);
      // Proving the phone is as good as the password: failures and a lock on the account are forgiven.
      await forgiveFailures(db, merchant.code, usernameKey(member.username));
      return ok({ userName: member.username });
    },
  });

  defineRoute(app, {
    method: 'POST', url: AUTH_PATHS.changePassword, reply: emptyValueSchema,
    handler: async ({ request }) => {
      const current = await requireMember(context, request);
      if (current.type === TRIAL_TYPE) throw refuse(AUTH_ERROR_CODES.trialNoPassword, 'trialNoPassword');
      const input = await decryptPayload(request, await runtime.rsaKey(), changePasswordPayloadSchema);
      if (input.newPassword !== input.confirmNewPassword) {
        throw fieldRefusal(AUTH_ERROR_CODES.fieldInvalid, 'fieldInvalid', 'confirmNewPassword');
      }
      if (input.newPassword === input.oldPassword) throw fieldRefusal(ERROR_CODES.modifyNewOldSame, 'modifyNewOldSame', 'newPassword');
      if (!(await newPasswordPasses(db, current.merchantCode, input.newPassword))) {
        throw fieldRefusal(AUTH_ERROR_CODES.fieldInvalid, 'fieldInvalid', 'newPassword');
      }
      /*
       * Wrong old passwords have their own throttle, keyed by member, never the login's: a
       * slip here must not lock the account out of logging in (issue 10 item 9). Five in a
       * row hold the change for 15 minutes (TOO_MANY_REQUESTS with retryAfter).
       */
      const outcome = await guardedAttempt(db, current.merchantCode, changeKey(current.id), null, async () => {
        const found = await findById(db, current.id);
        return { passed: found !== null && (await verifyPassword(input.oldPassword, found.passwordHash)), value: found };
      });
      if (outcome.kind === 'refused') throw throttled(outcome.state.lockedUntil);
      if (outcome.kind === 'failed') throw fieldRefusal(AUTH_ERROR_CODES.oldPasswordWrong, 'oldPasswordWrong', 'oldPassword');
      const member = outcome.value!;
      await setPassword(db, member.id, await hashPassword(input.newPassword), false);
      // Other devices must log in again with the new password; this one stays.
      const token = requestToken(request);
      await db.query(
        'update sessions set revoked_at = now() where member_id = $1 and revoked_at is null and token_hash <> $2',
        [member.id, token ? hashToken(token) : ''],
      );
      await memberSessionsEnded(db, member.id);
      return ok(null);
    },
  });
}
