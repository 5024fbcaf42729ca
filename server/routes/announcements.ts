import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS } from '../../contract/headers';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { GAME_PATHS, markReadPayloadSchema, announcementsValueSchema, emptyValueSchema } from '../../contract/games';
import { currentMember, requireMember } from '../accounts/current-member';
import { isAgentType } from '../accounts/members';
import {
  ANNOUNCEMENT_TYPES,
  type AnnouncementType,
  artTitle,
  DEFAULT_TYPES,
  loadAnnouncements,
  markAnnouncementRead,
  typesForCaller,
} from '../announcements/announcements';
import { bannerSvg } from '../announcements/art';
import { readGuestAnnouncements } from '../announcements/guest-announcements';
import type { ReplyPolicy } from '../http/cached-reply';
import { sendKeptRead } from '../settings/hot-reply';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { assetBase } from '../games/catalogue';
import { optionalText } from '../games/query-params';
import { parseWireLanguage, requestLanguage, requestMerchantCode } from '../http/request-context';
import { requireMerchant } from '../settings/merchant';
import { artFormatOf, sendArt, sendImageNotFound } from '../games/svg-reply';

const announcementsQuery = v.looseObject({
  // "B,PL,PU,PR,H"; unknown letters are ignored, none means the home set.
  types: optionalText(60),
  groupName: optionalText(40),
  platform: optionalText(10),
});
const artParams = v.object({
  kind: v.picklist(['banner', 'promotion-cover', 'promotion-detail']),
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
  file: v.picklist(['vi.webp', 'en.webp', 'vi.svg', 'en.svg']),
});

const GUEST_POLICY: ReplyPolicy = { audience: 'public', vary: [HEADERS.merchant, HEADERS.language, HEADERS.authorization] };

const RIBBONS = {
  banner: { VI: 'NỔI BẬT', EN: 'FEATURED' },
  'promotion-cover': { VI: 'KHUYẾN MÃI', EN: 'PROMOTION' },
  'promotion-detail': { VI: 'CHI TIẾT', EN: 'DETAILS' },
} as const;

function parseTypes(raw: string | undefined): Set<AnnouncementType> {
  const asked = (raw ?? '').split(',').map((t) => t.trim().toUpperCase());
  const known = asked.filter((t): t is AnnouncementType => (ANNOUNCEMENT_TYPES as readonly string[]).includes(t));
  return new Set(known.length ? known : DEFAULT_TYPES);
}

/** Banners, notices, popups, hot announcements and promotions; read marks per member. */
export function registerAnnouncementRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const merchantOf = (request: FastifyRequest) => requireMerchant(db, requestMerchantCode(request, config.merchantCode));

  defineRoute(app, {
    method: 'GET', url: GAME_PATHS.announcements, query: announcementsQuery, reply: announcementsValueSchema,
    handler: async ({ request, reply, query: q }) => {
      const merchant = await merchantOf(request);
      const member = await currentMember(context, request);
      const asked = parseTypes(q.types);
      if (member === null) {
        const kept = await readGuestAnnouncements(db, { merchantCode: merchant.code, types: typesForCaller(asked, false), groupName: q.groupName },
          requestLanguage(request), assetBase(request, merchant));
        // A member's answer differs (read marks): the token is part of what the answer depends on.
        return sendKeptRead(request, reply, kept, GUEST_POLICY);
      }
      const value = await loadAnnouncements(db, {
        merchantCode: merchant.code,
        types: typesForCaller(asked, isAgentType(member.type)),
        groupName: q.groupName,
        memberId: member.id,
      }, requestLanguage(request), assetBase(request, merchant));
      return ok(value);
    },
  });

  defineRoute(app, {
    method: 'POST', url: GAME_PATHS.markAnnouncementRead, body: markReadPayloadSchema, reply: emptyValueSchema,
    handler: async ({ request, body }) => {
      const merchant = await merchantOf(request);
      const member = await requireMember(context, request);
      await markAnnouncementRead(db, merchant.code, member, body.announcementId);
      return ok(null);
    },
  });

  app.get('/wps/announcements/art/:kind/:id/:file', async (request, reply) => {
    const params = v.safeParse(artParams, request.params);
    if (!params.success) return sendImageNotFound(reply);
    const merchant = await merchantOf(request);
    const { kind, id, file } = params.output;
    const language = parseWireLanguage(file.slice(0, 2)) ?? 'VI';
    const title = await artTitle(db, merchant.code, kind, id, language);
    if (title === null) return sendImageNotFound(reply);
    return sendArt(reply, bannerSvg(`${kind}/${id}`, title, RIBBONS[kind][language], language), artFormatOf(file));
  });
}
