import { consolidatedSettingsValueSchema, countryValueSchema, domainRouteValueSchema, helpCenterValueSchema, registerSettingsValueSchema, statusValueSchema, whitelabelValueSchema } from '../../contract/system';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { WIRE_LANGUAGES } from '../../contract/headers';
import { PATHS } from '../../contract/paths';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { requestLanguage, requestMerchantCode } from '../http/request-context';
import { loadCustomerService, loadDomainRoutes, loadResources, reachableCustomerService } from '../settings/contacts';
import { loadCountry } from '../settings/country';
import { loadHelpCenter } from '../settings/help-center';
import { BY_MERCHANT, BY_MERCHANT_AND_LANGUAGE, readKept, sendKeptRead } from '../settings/hot-reply';
import { readStatus, sendStatus } from '../settings/kept-status';
import { requireMerchant, type Merchant } from '../settings/merchant';
import { loadRegisterSettings } from '../settings/register';
import { loadWhitelabel } from '../settings/whitelabel';
import type { ReplyPolicy } from '../http/cached-reply';
import { originOf, setPlatformOrigins } from '../http/api-origins';

// Loose objects: clients add cache-busting parameters such as t=<ms>.
const statusQuery = v.looseObject({ device: v.optional(v.string()), url: v.optional(v.string()) });
const helpCenterQuery = v.looseObject({
  device: v.optional(v.string()),
  lang: v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(WIRE_LANGUAGES))),
});
const domainRouteQuery = v.looseObject({ device: v.optional(v.pipe(v.string(), v.regex(/^\d+$/))) });

/**
 * The system settings the client loads at start-up. Answers come from the
 * hot-read cache (docs/decisions/0064): an operator's change clears it
 * (settingsChanged), so the change is visible on the very next request.
 */
export function registerSystemRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(db, requestMerchantCode(request, config.merchantCode));
  /** Answers `load`'s value for the caller's merchant, kept under `key`. */
  const kept = async (request: FastifyRequest, reply: FastifyReply, key: string, policy: ReplyPolicy, load: (merchant: Merchant) => Promise<unknown>) => {
    const merchant = await merchantOf(request);
    return sendKeptRead(request, reply, await readKept(db, merchant.code, key, () => load(merchant)), policy);
  };

  // The hosts of the domain list are the platform's origins: CORS and the pages' connect-src name them (docs/decisions/0082).
  const originSets = new WeakMap<readonly string[], ReadonlySet<string>>();
  setPlatformOrigins(app, async (request) => {
    const merchant = await merchantOf(request);
    const { value } = await readKept(db, merchant.code, 'domain-routes', () => loadDomainRoutes(db, merchant.code));
    let origins = originSets.get(value);
    if (!origins) {
      origins = new Set(value.map(originOf).filter((origin): origin is string => origin !== null));
      originSets.set(value, origins);
    }
    return origins;
  });

  const status = async ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
    const merchant = await merchantOf(request);
    return sendStatus(request, reply, await readStatus(db, merchant, requestLanguage(request)));
  };
  defineRoute(app, { method: 'GET', url: PATHS.systemStatus, query: statusQuery, reply: statusValueSchema, handler: status });
  defineRoute(app, { method: 'GET', url: PATHS.systemStatusLegacy, query: statusQuery, reply: statusValueSchema, handler: status });

  defineRoute(app, {
    method: 'GET', url: PATHS.whitelabel, reply: whitelabelValueSchema,
    handler: async ({ request, reply }) => kept(request, reply, 'whitelabel-reply', BY_MERCHANT, (merchant) => loadWhitelabel(db, merchant.code)),
  });

  defineRoute(app, {
    method: 'GET', url: PATHS.consolidatedSettings, reply: consolidatedSettingsValueSchema,
    handler: async ({ request, reply }) => {
      const language = requestLanguage(request);
      return kept(request, reply, `settings|${language}`, BY_MERCHANT_AND_LANGUAGE, async (merchant) => {
        const [country, register, whitelabel, resources, customerService] = await Promise.all([
          loadCountry(db, merchant, language),
          loadRegisterSettings(db, merchant.code),
          loadWhitelabel(db, merchant.code),
          loadResources(db, merchant.code),
          loadCustomerService(db, merchant.code),
        ]);
        // the same values as the status: live chat's entries go with CBS3 (server/settings/status.ts)
        const reachable = reachableCustomerService(customerService, whitelabel.whitelabelVal.CBS3 === true);
        return { country, register, whitelabelVal: whitelabel.whitelabelVal, resources, customerService: reachable };
      });
    },
  });

  defineRoute(app, {
    method: 'GET', url: PATHS.helpCenter, query: helpCenterQuery, reply: helpCenterValueSchema,
    handler: async ({ request, reply, query }) => {
      const language = query.lang ?? requestLanguage(request);
      return kept(request, reply, `help|${language}`, BY_MERCHANT_AND_LANGUAGE, (merchant) => loadHelpCenter(db, merchant, language));
    },
  });

  defineRoute(app, {
    method: 'GET', url: PATHS.domainRoute, reply: domainRouteValueSchema,
    query: domainRouteQuery,
    handler: async ({ request, reply }) => {
      return kept(request, reply, 'domain-routes', BY_MERCHANT, (merchant) => loadDomainRoutes(db, merchant.code));
    },
  });

  defineRoute(app, {
    method: 'GET', url: PATHS.country, reply: countryValueSchema,
    handler: async ({ request, reply }) => {
      const language = requestLanguage(request);
      return kept(request, reply, `country|${language}`, BY_MERCHANT_AND_LANGUAGE, (merchant) => loadCountry(db, merchant, language));
    },
  });

  defineRoute(app, {
    method: 'GET', url: PATHS.registerSettings, reply: registerSettingsValueSchema,
    handler: async ({ request, reply }) => kept(request, reply, 'register-settings', BY_MERCHANT, (merchant) => loadRegisterSettings(db, merchant.code)),
  });
}
