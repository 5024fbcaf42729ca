import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { AUTH_ERROR_CODES, loginValueSchema } from '../../contract/auth';
import {
  SOCIAL_ERROR_CODES, SOCIAL_PATHS, SOCIAL_PROVIDERS, socialFinishPayloadSchema, socialFinishValueSchema, socialLinkPayloadSchema,
  socialProvidersValueSchema, socialStartValueSchema,
} from '../../contract/social';
import type { AppContext } from '../app-context';
import { loadFlags, openSession, refuse, requestMerchant } from '../accounts/access';
import { findById } from '../accounts/members';
import { accountsRuntime } from '../accounts/runtime';
import { decryptPayload } from '../crypto/encrypted-body';
import { publicOrigin } from '../http/public-origin';
import { defineRoute } from '../http/route';
import {
  finishSignIn, issueTicket, linkedMember, linkIdentity, offeredProviders, peekTicket, requireOffered, spendTicket, startSignIn, takeRequest,
} from '../social/sign-in';
import { authenticate } from './auth';

const providerParams = v.object({ provider: v.picklist(SOCIAL_PROVIDERS) });

/**
 * Social sign-in (docs/decisions/0078-social-sign-in-oidc.md): which providers
 * are offered, the start, the callback's finish, and linking a first sign-in
 * to an existing account by its password. Creating an account instead goes
 * through the normal registration with the ticket (server/routes/register.ts).
 */
export function registerSocialRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const runtime = accountsRuntime(context);

  defineRoute(app, {
    method: 'GET', url: SOCIAL_PATHS.providers, reply: socialProvidersValueSchema,
    handler: async ({ request }) => {
      const merchant = await requestMerchant(context, request);
      return ok({ providers: offeredProviders(config, await loadFlags(context, merchant.code)) });
    },
  });

  defineRoute(app, {
    method: 'POST', url: SOCIAL_PATHS.start, params: providerParams, reply: socialStartValueSchema,
    handler: async ({ request, params }) => {
      await runtime.limiter.hit('login', request.ip);
      const merchant = await requestMerchant(context, request);
      const settings = requireOffered(config, await loadFlags(context, merchant.code), params.provider);
      const own = publicOrigin(request, merchant.mainDomain);
      const origin = config.social?.redirectOrigin ?? `${own.scheme}://${own.host}`;
      return ok({ authorizationUrl: await startSignIn(db, settings, merchant.code, params.provider, origin) });
    },
  });

  defineRoute(app, {
    method: 'POST', url: SOCIAL_PATHS.finish, body: socialFinishPayloadSchema, reply: socialFinishValueSchema,
    handler: async ({ request, body }) => {
      await runtime.limiter.hit('login', request.ip);
      const merchant = await requestMerchant(context, request);
      const flags = await loadFlags(context, merchant.code);
      const params = new URLSearchParams(body.callback.replace(/^\?/, ''));
      const state = params.get('state') ?? '';
      // Taken before anything else is checked: a state is good for one answer, whatever that answer is.
      const stored = state ? await takeRequest(db, merchant.code, state) : null;
      if (!stored) throw refuse(SOCIAL_ERROR_CODES.stateInvalid, 'socialStateInvalid');
      const settings = requireOffered(config, flags, stored.provider);
      const identity = await finishSignIn(settings, stored, state, params, (error) => request.log.warn({ err: error }, 'social sign-in refused'));

      const memberId = await linkedMember(db, merchant.code, identity);
      if (memberId !== null) {
        const member = await findById(db, memberId);
        if (!member || member.disabled) throw refuse(AUTH_ERROR_CODES.noPermission, 'noPermission');
        return ok({ kind: 'session' as const, session: await openSession(context, request, member, flags, body.loginDeviceId) });
      }
      const { ticket, expiresAt } = await issueTicket(db, merchant.code, identity);
      return ok({ kind: 'firstSignIn' as const, provider: identity.provider, ticket, expiresAt, email: identity.email });
    },
  });

  // The account's password proves it is the player's: through the login's own guard (captcha, lock).
  defineRoute(app, {
    method: 'POST', url: SOCIAL_PATHS.link, reply: loginValueSchema,
    handler: async ({ request }) => {
      await runtime.limiter.hit('login', request.ip);
      const payload = await decryptPayload(request, await runtime.rsaKey(), socialLinkPayloadSchema);
      const merchant = await requestMerchant(context, request);
      const flags = await loadFlags(context, merchant.code);
      const pending = await peekTicket(db, merchant.code, payload.ticket);
      if (!pending) throw refuse(SOCIAL_ERROR_CODES.ticketInvalid, 'socialTicketInvalid');
      requireOffered(config, flags, pending.provider);
      const member = await authenticate(context, merchant, flags, {
        type: 'username', username: payload.username, password: payload.password, captcha: payload.captcha, loginDeviceId: payload.loginDeviceId,
      });
      await db.transaction(async (tx) => {
        const identity = await spendTicket(tx, merchant.code, payload.ticket);
        if (!identity) throw refuse(SOCIAL_ERROR_CODES.ticketInvalid, 'socialTicketInvalid');
        if (!(await linkIdentity(tx, merchant.code, identity, member.id))) throw refuse(SOCIAL_ERROR_CODES.alreadyLinked, 'socialAlreadyLinked');
      });
      return ok(await openSession(context, request, member, flags, payload.loginDeviceId));
    },
  });
}
