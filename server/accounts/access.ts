import type { FastifyRequest } from 'fastify';
import type { LoginValue } from '../../contract/auth';
import type { FlagName } from '../../src/config/flags';
import type { AppContext } from '../app-context';
import { requestMerchantCode } from '../http/request-context';
import { WpsError } from '../http/wps-error';
import type { MessageKey } from '../i18n/messages';
import { requireMerchant, type Merchant } from '../settings/merchant';
import { loadWhitelabel } from '../settings/whitelabel';
import type { GuardState } from './login-guard';
import type { MemberRecord } from './members';
import { issueSession } from './sessions';

/** Passwords older than this count as expired when PWDEXPFORCECHANGE3 is on. */
export const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

export function requestMerchant(context: AppContext, request: FastifyRequest): Promise<Merchant> {
  return requireMerchant(context.db, requestMerchantCode(request, context.config.merchantCode));
}

export type Flags = (name: FlagName) => boolean;

/** The merchant's flags as the client sees them (a module is on only when its parents are). */
export async function loadFlags(context: AppContext, merchantCode: string): Promise<Flags> {
  const { whitelabelVal } = await loadWhitelabel(context.db, merchantCode);
  return (name) => whitelabelVal[name] === true;
}

/** A business refusal (HTTP 200, success false) with an optional value. */
export function refuse(errorCode: string, messageKey: MessageKey, value: unknown = null): WpsError {
  return new WpsError(errorCode, messageKey, 200, value);
}

/** A login refusal carries {needCaptcha, lockedUntil} (loginRefusalValueSchema). */
export function loginRefusal(errorCode: string, messageKey: MessageKey, state: GuardState): WpsError {
  return refuse(errorCode, messageKey, { needCaptcha: state.needCaptcha, lockedUntil: state.lockedUntil });
}

/** A refusal about one field carries {field} (fieldRefusalValueSchema), so the form focuses it. */
export function fieldRefusal(errorCode: string, messageKey: MessageKey, field: string): WpsError {
  return refuse(errorCode, messageKey, { field });
}

/** Opens a session and answers as a login does; the first login is reported once. */
export async function openSession(
  context: AppContext, request: FastifyRequest, member: MemberRecord, flags: Flags, deviceId?: string,
): Promise<LoginValue> {
  const token = await issueSession(context.db, member.id, { ip: request.ip, ...(deviceId ? { deviceId } : {}) });
  if (member.firstTimeLogin) await context.db.query('update members set first_time_login = false where id = $1', [member.id]);
  const passwordExpired = flags('PWDEXPFORCECHANGE3')
    && (member.passwordMustChange || member.passwordChangedAt < Date.now() - PASSWORD_MAX_AGE_MS);
  return {
    token,
    id: member.id,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired,
  };
}
