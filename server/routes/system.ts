import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { WIRE_LANGUAGES } from '../../contract/headers';
import { PATHS } from '../../contract/paths';
import type { AppContext } from '../app-context';
import { requestLanguage, requestMerchantCode } from '../http/request-context';
import { parseInput } from '../http/validate';
import { loadCustomerService, loadDomainRoutes, loadResources } from '../settings/contacts';
import { loadCountry } from '../settings/country';
import { loadHelpCenter } from '../settings/help-center';
import { requireMerchant } from '../settings/merchant';
import { loadRegisterSettings } from '../settings/register';
import { loadStatus } from '../settings/status';
import { loadWhitelabel } from '../settings/whitelabel';

// Loose objects: clients add cache-busting parameters such as t=<ms>.
const statusQuery = v.looseObject({ device: v.optional(v.string()), url: v.optional(v.string()) });
const helpCenterQuery = v.looseObject({
  device: v.optional(v.string()),
  lang: v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(WIRE_LANGUAGES))),
});
const domainRouteQuery = v.looseObject({ device: v.optional(v.pipe(v.string(), v.regex(/^\d+$/))) });

/**
 * The system settings the client loads at start-up. Every call reads the
 * database, so an operator's change is visible on the very next request.
 */
export function registerSystemRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(db, requestMerchantCode(request, config.merchantCode));

  const status = async (request: FastifyRequest) => {
    parseInput(statusQuery, request.query);
    const merchant = await merchantOf(request);
    return ok(await loadStatus(db, merchant, requestLanguage(request), request.ip));
  };
  app.get(PATHS.systemStatus, status);
  app.get(PATHS.systemStatusLegacy, status);

  app.get(PATHS.whitelabel, async (request) => {
    const merchant = await merchantOf(request);
    return ok(await loadWhitelabel(db, merchant.code));
  });

  app.get(PATHS.consolidatedSettings, async (request) => {
    const merchant = await merchantOf(request);
    const [country, register, whitelabel, resources, customerService] = await Promise.all([
      loadCountry(db, merchant, requestLanguage(request)),
      loadRegisterSettings(db, merchant.code),
      loadWhitelabel(db, merchant.code),
      loadResources(db, merchant.code),
      loadCustomerService(db, merchant.code),
    ]);
    return ok({ country, register, whitelabelVal: whitelabel.whitelabelVal, resources, customerService });
  });

  app.get(PATHS.helpCenter, async (request) => {
    const query = parseInput(helpCenterQuery, request.query);
    const merchant = await merchantOf(request);
    return ok(await loadHelpCenter(db, merchant.code, query.lang ?? requestLanguage(request)));
  });

  app.get(PATHS.domainRoute, async (request) => {
    parseInput(domainRouteQuery, request.query);
    const merchant = await merchantOf(request);
    return ok(await loadDomainRoutes(db, merchant.code));
  });

  app.get(PATHS.country, async (request) => {
    const merchant = await merchantOf(request);
    return ok(await loadCountry(db, merchant, requestLanguage(request)));
  });

  app.get(PATHS.registerSettings, async (request) => {
    const merchant = await merchantOf(request);
    return ok(await loadRegisterSettings(db, merchant.code));
  });
}
