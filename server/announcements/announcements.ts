import { ERROR_CODES } from '../../contract/error-codes';
import type { Announcement, AnnouncementsValue, Banner, Promotion } from '../../contract/games';
import type { WireLanguage } from '../../contract/headers';
import type { Db } from '../db/db';
import { safeLink } from '../http/safe-url';
import { WpsError } from '../http/wps-error';
import { TRIAL_MEMBER_TYPE } from '../../src/config/constants';
import { isAgentType } from '../accounts/members';
import { merchantDisplayName, withMerchantName } from '../settings/help-center';

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const DEFAULT_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];
/** Announcements for agents only (pay schedules, commission policy): nobody else is sent them. */
export const AGENT_ONLY_TYPES: readonly AnnouncementType[] = ['A'];

/** The asked types the caller may read: agent-only types are dropped for everyone but agents. */
export function typesForCaller(asked: ReadonlySet<AnnouncementType>, callerIsAgent: boolean): Set<AnnouncementType> {
  return new Set([...asked].filter((type) => callerIsAgent || !AGENT_ONLY_TYPES.includes(type)));
}

export type ArtKind = 'banner' | 'promotion-cover' | 'promotion-detail';

export function artPath(kind: ArtKind, id: number, language: WireLanguage): string {
  return `/wps/announcements/art/${kind}/${id}/${language.toLowerCase()}.webp`;
}

export interface AnnouncementQuery {
  merchantCode: string;
  types: ReadonlySet<AnnouncementType>;
  groupName?: string;
  memberId: number | null;
}

interface AnnouncementRow {
  id: number;
  kind: string;
  group_name: string;
  title_vi: string;
  title_en: string;
  content_vi: string;
  content_en: string;
  start_ms: number;
  read: boolean;
  merchant_name: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

async function loadKind(db: Db, query: AnnouncementQuery, kinds: string[], byGroup: boolean, language: WireLanguage): Promise<Announcement[]> {
  const params: unknown[] = [query.merchantCode, kinds, query.memberId ?? 0];
  let groupFilter = '';
  if (byGroup && query.groupName) {
    params.push(query.groupName);
    groupFilter = 'and a.group_name = $4';
  }
  const rows = await db.query<AnnouncementRow>(
    `select a.id, a.kind, a.group_name, a.title_vi, a.title_en, a.content_vi, a.content_en,
            m.name as merchant_name,
            floor(extract(epoch from a.start_date) * 1000)::float8 as start_ms,
            exists (select 1 from announcement_reads r
                     where r.member_id = $3 and r.merchant_code = a.merchant_code and r.announcement_id = a.id) as read
       from announcements a join merchants m on m.code = a.merchant_code
      where a.merchant_code = $1 and a.kind = any($2::text[]) and a.start_date <= now() ${groupFilter}
      order by a.start_date desc, a.id`,
    params,
  );
  // Seeded notices name the merchant as {{merchant}}, as the help texts do
  // (server/settings/help-center.ts): the configured name stands in as served,
  // plain in the title, escaped in the HTML content.
  return rows.map((r) => {
    const name = merchantDisplayName({ code: query.merchantCode, name: r.merchant_name });
    return {
      id: r.id,
      title: withMerchantName(language === 'EN' ? r.title_en : r.title_vi, name),
      content: withMerchantName(language === 'EN' ? r.content_en : r.content_vi, escapeHtml(name)),
      startDate: Number(r.start_ms),
      groupName: r.group_name,
      read: query.memberId !== null && r.read,
    };
  });
}

async function loadBanners(db: Db, query: AnnouncementQuery, language: WireLanguage, base: string): Promise<Banner[]> {
  const params: unknown[] = [query.merchantCode];
  if (query.groupName) params.push(query.groupName);
  const rows = await db.query<{ id: number; group_name: string; title_vi: string; title_en: string; linkage_type: Banner['linkageType']; linkage: string; node_id: string | null; vendor: string | null }>(
    `select id, group_name, title_vi, title_en, linkage_type, linkage, node_id, vendor from banners
      where merchant_code = $1 ${query.groupName ? 'and group_name = $2' : ''} order by sort_order, id`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    groupName: r.group_name,
    title: language === 'EN' ? r.title_en : r.title_vi,
    url: `${base}${artPath('banner', r.id, language)}`,
    linkageType: r.linkage_type,
    // A URL banner's link passes the scheme allow-list; others name a promotion or a game.
    linkage: r.linkage_type === 'URL' ? (safeLink(r.linkage) ?? '') : r.linkage,
    nodeId: r.node_id,
    vendor: r.vendor,
  }));
}

async function loadPromotions(db: Db, merchantCode: string, language: WireLanguage, base: string): Promise<Promotion[]> {
  const rows = await db.query<{ id: number; title_vi: string; title_en: string; content_vi: string; content_en: string; start_ms: number; end_ms: number | null; category_ids: number[] }>(
    `select id, title_vi, title_en, content_vi, content_en, category_ids,
            floor(extract(epoch from start_date) * 1000)::float8 as start_ms,
            floor(extract(epoch from end_date) * 1000)::float8 as end_ms
       from promotions where merchant_code = $1 and (end_date is null or end_date > now())
        -- the preferential area's rules (issue 13): switched-off promotions and kinds are not shown
        and enabled and not exists (select 1 from promotion_kinds k where k.merchant_code = promotions.merchant_code and k.kind = promotions.kind and not k.enabled)
      order by sort_order, id`,
    [merchantCode],
  );
  return rows.map((r) => ({
    id: r.id,
    title: language === 'EN' ? r.title_en : r.title_vi,
    content: language === 'EN' ? r.content_en : r.content_vi,
    startDate: Number(r.start_ms),
    endDate: r.end_ms === null ? null : Number(r.end_ms),
    noExpiry: r.end_ms === null ? 1 : 0,
    promoAnnouncementCategoryIds: r.category_ids.map(Number),
    announcementImages: [
      { sequence: 1, url: `${base}${artPath('promotion-cover', r.id, language)}` },
      { sequence: 2, url: `${base}${artPath('promotion-detail', r.id, language)}` },
    ],
  }));
}

/** The announcements answer: only the lists asked for in `types` are filled, the others are empty. */
export async function loadAnnouncements(db: Db, query: AnnouncementQuery, language: WireLanguage, base: string): Promise<AnnouncementsValue> {
  const has = (t: AnnouncementType) => query.types.has(t);
  const playerKinds = [...(has('PL') ? ['PL'] : []), ...(has('A') ? ['A'] : [])];
  const [banners, promotion, player, popup, hot] = await Promise.all([
    has('B') ? loadBanners(db, query, language, base) : [],
    has('PR') ? loadPromotions(db, query.merchantCode, language, base) : [],
    playerKinds.length ? loadKind(db, query, playerKinds, false, language) : [],
    has('PU') ? loadKind(db, query, ['PU'], true, language) : [],
    has('H') ? loadKind(db, query, ['H'], false, language) : [],
  ]);
  return { banners, promotion, player, popup, hot };
}

/** Marks an announcement read for a member; trial members (type 4) are ignored, as the spec says. */
export async function markAnnouncementRead(db: Db, merchantCode: string, member: { id: number; type: number }, announcementId: number): Promise<void> {
  const [found] = await db.query<{ kind: string }>('select kind from announcements where merchant_code = $1 and id = $2', [merchantCode, announcementId]);
  // an agent-only notice does not exist for a non-agent, as in the list
  const hidden = found && (AGENT_ONLY_TYPES as readonly string[]).includes(found.kind) && !isAgentType(member.type);
  if (!found || hidden) throw new WpsError(ERROR_CODES.notFound, 'announcementNotFound');
  if (member.type === TRIAL_MEMBER_TYPE) return;
  await db.query(
    'insert into announcement_reads (member_id, merchant_code, announcement_id) values ($1, $2, $3) on conflict do nothing',
    [member.id, merchantCode, announcementId],
  );
}

/** The title an artwork shows, or null when there is no such banner or promotion. */
export async function artTitle(db: Db, merchantCode: string, kind: ArtKind, id: number, language: WireLanguage): Promise<string | null> {
  const table = kind === 'banner' ? 'banners' : 'promotions';
  const [row] = await db.query<{ title_vi: string; title_en: string }>(
    `select title_vi, title_en from ${table} where merchant_code = $1 and id = $2`,
    [merchantCode, id],
  );
  if (!row) return null;
  return language === 'EN' ? row.title_en : row.title_vi;
}
