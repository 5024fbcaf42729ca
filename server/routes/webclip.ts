import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { WIRE_LANGUAGES } from '../../contract/headers';
import { WEBCLIP_QUERY_PARAM } from '../../src/config/constants';
import { APP_PATHS } from '../../src/config/paths';
import type { AppContext } from '../app-context';
import { publicOrigin } from '../http/public-origin';
import { requestLanguage, requestMerchantCode } from '../http/request-context';
import { parseInput } from '../http/validate';
import { requireMerchant } from '../settings/merchant';
import { WEBCLIP_PROFILE_PATH, webclipSettings } from '../settings/webclip';
import { loadWebclipIcon } from '../webclip/icon';
import { buildWebclipProfile, PROFILE_CONTENT_TYPE } from '../webclip/profile';


// Safari opens the link as a plain navigation (no Language header), so the language may come in the query.
const profileQuery = v.looseObject({
  lang: v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(WIRE_LANGUAGES))),
});

/**
 * The iOS web clip profile: installing it puts the site on the home screen
 * as a full-screen app whose start URL carries the web clip marker, so the
 * client knows it runs as WEBCLIP. Built per request from the database, so
 * a renamed merchant or new domain shows in the next download.
 */
export function registerWebclipRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  app.get(WEBCLIP_PROFILE_PATH, async (request, reply) => {
    const query = parseInput(profileQuery, request.query);
    const merchant = await requireMerchant(db, requestMerchantCode(request, config.merchantCode));
    const settings = webclipSettings(merchant, query.lang ?? requestLanguage(request));
    const origin = publicOrigin(request, merchant.mainDomain);
    const url = new URL(APP_PATHS.home, `${origin.scheme}://${origin.host}`);
    url.searchParams.set(WEBCLIP_QUERY_PARAM, '1');

    const icon = await loadWebclipIcon(config.distDir);
    if (!icon) request.log.warn('apple-touch-icon.png not found: the web clip gets a screenshot for an icon');

    const profile = buildWebclipProfile({
      identifier: settings.identifier,
      // Per merchant and host: the same download twice is the same profile.
      uuidSeed: `${merchant.code}\n${origin.host}`,
      label: settings.label,
      displayName: settings.displayName,
      organization: settings.displayName,
      description: settings.description,
      url: url.href,
      icon,
    });
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${settings.fileName}"`)
      .type(PROFILE_CONTENT_TYPE)
      .send(Buffer.from(profile, 'utf8'));
  });
}
