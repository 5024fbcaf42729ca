import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../contract/error-codes';
import type { AppContext } from '../app-context';
import { WpsError } from '../http/wps-error';
import { requestMerchantCode } from '../http/request-context';
import { sessionMemberId } from './sessions';

export interface Member {
  id: number;
  merchantCode: string;
  username: string;
  type: number;
  nickname: string | null;
  disabled: boolean;
}

interface MemberRow {
  id: string | number;
  merchant_code: string;
  username: string;
  type: number;
  nickname: string | null;
  disabled: boolean;
}

/** The raw token of the WPS Authorization header (no "Bearer"). */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? header.trim() : '';
  return token.length > 0 ? token : null;
}

/**
 * The member behind the request's token, or null for a guest. A token of
 * another merchant, expired, revoked, or of a disabled member is no member.
 */
export async function currentMember(context: AppContext, request: FastifyRequest): Promise<Member | null> {
  const token = requestToken(request);
  if (!token) return null;
  const memberId = await sessionMemberId(context.db, token);
  if (memberId === null) return null;
  const rows = await context.db.query<MemberRow>(
    'select id, merchant_code, username, type, nickname, disabled from members where id = $1',
    [memberId],
  );
  const row = rows[0];
  const merchant = requestMerchantCode(request, context.config.merchantCode);
  if (!row || row.disabled || row.merchant_code !== merchant) return null;
  return { id: Number(row.id), merchantCode: row.merchant_code, username: row.username, type: row.type, nickname: row.nickname, disabled: row.disabled };
}

/** Like currentMember, but a guest is refused with the platform's session-over code. */
export async function requireMember(context: AppContext, request: FastifyRequest): Promise<Member> {
  const member = await currentMember(context, request);
  if (!member) throw new WpsError(ERROR_CODES.customerNotLogin, 'notLoggedIn');
  return member;
}
