import type { FastifyInstance } from 'fastify';
import { ok } from '../../contract/envelope';
import { KYC_PATHS, kycStatusSchema, kycSubmitPayloadSchema } from '../../contract/kyc';
import { WALLET_ERROR_CODES } from '../../contract/wallet';
import { requireMember, type Member } from '../accounts/current-member';
import { TRIAL_TYPE } from '../accounts/members';
import type { AppContext } from '../app-context';
import { defineRoute } from '../http/route';
import { noStoreWhere } from '../http/route-hooks';
import { WpsError } from '../http/wps-error';
import { loadKycStatus, submitKyc } from '../kyc/kyc';

/**
 * The member's side of the KYC centre (docs/decisions/0077): the state and
 * a submission. Trial players have no identity to verify (free_reject).
 * The images go up first through the image upload (kind `kyc`); nothing
 * here, nor anywhere else, serves them back.
 */
export function registerKycRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  async function realMember(request: Parameters<typeof requireMember>[1]): Promise<Member> {
    const member = await requireMember(context, request);
    if (member.type === TRIAL_TYPE) throw new WpsError(WALLET_ERROR_CODES.freeReject, 'freeReject');
    return member;
  }

  // The state and the submission (its path extends the state's).
  noStoreWhere(app, (pattern) => pattern.startsWith(KYC_PATHS.status));

  defineRoute(app, {
    method: 'GET', url: KYC_PATHS.status, reply: kycStatusSchema,
    handler: async ({ request }) => {
      const member = await realMember(request);
      return ok(await loadKycStatus(db, member.merchantCode, member.id));
    },
  });

  defineRoute(app, {
    method: 'POST', url: KYC_PATHS.submit, body: kycSubmitPayloadSchema, reply: kycStatusSchema,
    handler: async ({ request, body }) => {
      const member = await realMember(request);
      await submitKyc(db, member.merchantCode, member.id, body);
      return ok(await loadKycStatus(db, member.merchantCode, member.id));
    },
  });
}
