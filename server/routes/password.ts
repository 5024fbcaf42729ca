import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  AUTH_ERROR_CODES, AUTH_PATHS, changePasswordPayloadSchema, passwordEmailPayloadSchema, setPasswordByPhonePayloadSchema,
} from '../../src/api/contract/auth';
import { ok } from '../../src/api/contract/envelope';
import { ERROR_CODES } from '../../src/api/contract/error-codes';
import type { AppContext } from '../app-context';
import { fieldRefusal, refuse, requestMerchant } from '../accounts/access';
import { requireMember, requestToken } from '../accounts/current-member';
import { clearFailures, guardState, recordFailure, usernameKey } from '../accounts/login-guard';
import { findById, findByMobile, findByUsername, normalisePhone, randomPassword, setPassword, TRIAL_TYPE } from '../accounts/members';
import { hashPassword, verifyPassword } from '../accounts/password-hash';
import { fieldPasses } from '../accounts/register-rules';
import { accountsRuntime } from '../accounts/runtime';
import { hashToken } from '../accounts/sessions';
import { checkSmsCode } from '../accounts/sms-codes';
import { decryptPayload } from '../crypto/encrypted-body';
import type { Db } from '../db/db';
import { requestLanguage } from '../http/request-context';
import { parseInput } from '../http/validate';
import { message } from '../i18n/messages';
import { loadRegisterSettings } from '../settings/register';

const trimmedEmailPayload = v.pipe(
  passwordEmailPayloadSchema,
  v.transform((input) => ({ username: input.username.trim(), email: input.email.trim() })),
);

/** A new password obeys the merchant's registration rule for passwords. */
async function newPasswordPasses(db: Db, merchantCode: string, password: string): Promise<boolean> {
  const rule = (await loadRegisterSettings(db, merchantCode)).password;
  return password.length > 0 && (!rule || fieldPasses(password, rule, true));
}

/** Recovery by email or SMS, and the logged-in change of password. */
export function registerPasswordRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const runtime = accountsRuntime(context);

  // Form-encoded on the live platform; JSON accepted too. Unknown user and wrong email read the same.
  app.post(AUTH_PATHS.passwordEmail, async (request) => {
    await runtime.limiter.hit('sms', request.ip);
    const input = parseInput(trimmedEmailPayload, request.body);
    const merchant = await requestMerchant(context, request);
    const member = await findByUsername(db, merchant.code, input.username);
    if (!member || member.disabled || !member.email || member.email.toLowerCase() !== input.email.toLowerCase()) {
      throw refuse(AUTH_ERROR_CODES.emailMismatch, 'emailMismatch');
    }
    const temporary = randomPassword(10);
    await setPassword(db, member.id, await hashPassword(temporary), true);
    const language = requestLanguage(request);
    await runtime.sender.send({
      merchantCode: merchant.code,
      channel: 'email',
      to: member.email,
      subject: message('recoveryEmailSubject', language),
      body: message('recoveryEmailText', language).replace('{username}', member.username).replace('{password}', temporary),
    });
    return ok(null);
  });

  // The code is checked before the "same password" refusal but only used up on success, so a retry keeps it.
  app.post(AUTH_PATHS.passwordVerification, async (request) => {
    await runtime.limiter.hit('login', request.ip);
    const input = decryptPayload(request, await runtime.rsaKey(), setPasswordByPhonePayloadSchema);
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
    await db.query('delete from login_locks where merchant_code = $1 and login_key = $2', [merchant.code, usernameKey(member.username)]);
    await clearFailures(db, merchant.code, usernameKey(member.username));
    return ok({ userName: member.username });
  });

  app.post(AUTH_PATHS.changePassword, async (request) => {
    const current = await requireMember(context, request);
    if (current.type === TRIAL_TYPE) throw refuse(AUTH_ERROR_CODES.noPermission, 'noPermission');
    const input = decryptPayload(request, await runtime.rsaKey(), changePasswordPayloadSchema);
    if (input.newPassword !== input.confirmNewPassword) {
      throw fieldRefusal(AUTH_ERROR_CODES.fieldInvalid, 'fieldInvalid', 'confirmNewPassword');
    }
    if (input.newPassword === input.oldPassword) throw fieldRefusal(ERROR_CODES.modifyNewOldSame, 'modifyNewOldSame', 'newPassword');
    if (!(await newPasswordPasses(db, current.merchantCode, input.newPassword))) {
      throw fieldRefusal(AUTH_ERROR_CODES.fieldInvalid, 'fieldInvalid', 'newPassword');
    }
    // Guessing the old password here is guessing a login: same counter, same lock.
    const loginKey = usernameKey(current.username);
    const state = await guardState(db, current.merchantCode, loginKey);
    if (state.lockedUntil !== null) {
      throw refuse(AUTH_ERROR_CODES.accountLocked, 'accountLocked', { needCaptcha: true, lockedUntil: state.lockedUntil });
    }
    const member = await findById(db, current.id);
    if (!member || !(await verifyPassword(input.oldPassword, member.passwordHash))) {
      await recordFailure(db, current.merchantCode, loginKey);
      throw fieldRefusal(AUTH_ERROR_CODES.oldPasswordWrong, 'oldPasswordWrong', 'oldPassword');
    }
    await setPassword(db, member.id, await hashPassword(input.newPassword), false);
    // Other devices must log in again with the new password; this one stays.
    const token = requestToken(request);
    await db.query(
      'update sessions set revoked_at = now() where member_id = $1 and revoked_at is null and token_hash <> $2',
      [member.id, token ? hashToken(token) : ''],
    );
    return ok(null);
  });
}
