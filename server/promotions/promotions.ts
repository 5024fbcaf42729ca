import type { WireLanguage } from '../../contract/headers';
import {
  PROMOTION_ERROR_CODES,
  type PromotionApplication,
  type PromotionCard,
  type PromotionDetailValue,
  type PromotionKind,
  type PromotionKindsValue,
  type PromotionListValue,
  PROMOTION_KINDS,
} from '../../contract/promotions';
import { artPath } from '../announcements/announcements';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { canApply, promotionState, type StateInput } from './states';

interface PromotionRow {
  id: number;
  title_vi: string;
  title_en: string;
  content_vi: string;
  content_en: string;
  start_ms: number;
  end_ms: number | null;
  category_ids: number[];
  kind: PromotionKind;
  bonus_amount: string;
  max_applications: number;
  mission_turnover: string;
  enabled: boolean;
  kind_enabled: boolean;
}

const PROMOTION_COLUMNS = `p.id, p.title_vi, p.title_en, p.content_vi, p.content_en, p.category_ids, p.kind,
  p.bonus_amount::text, p.max_applications, p.mission_turnover::text, p.enabled,
  coalesce(k.enabled, true) as kind_enabled,
  floor(extract(epoch from p.start_date) * 1000)::float8 as start_ms,
  floor(extract(epoch from p.end_date) * 1000)::float8 as end_ms`;
const PROMOTION_FROM = 'promotions p left join promotion_kinds k on k.merchant_code = p.merchant_code and k.kind = p.kind';

/** The calendar day a daily sign-in counts for (the site's time zone, UTC+7). */
export function siteDay(now: number): string {
  return new Date(now + 7 * 3_600_000).toISOString().slice(0, 10);
}

interface MemberFacts {
  applications: Map<number, ('pending' | 'approved' | 'rejected')[]>;
  entries: Map<number, { joinedAt: number | null; signedToday: boolean; missionClaimed: boolean }>;
  /** Valid bets of each joined mission since its join. */
  missionProgress: Map<number, number>;
}

async function memberFacts(db: Db, merchantCode: string, memberId: number, now: number): Promise<MemberFacts> {
  const apps = await db.query<{ promotion_id: number; status: 'pending' | 'approved' | 'rejected' }>(
    'select promotion_id, status from promotion_applications where merchant_code = $1 and member_id = $2 order by id',
    [merchantCode, memberId],
  );
  const applications = new Map<number, ('pending' | 'approved' | 'rejected')[]>();
  for (const a of apps) applications.set(a.promotion_id, [...(applications.get(a.promotion_id) ?? []), a.status]);
  const rows = await db.query<{ promotion_id: number; action: string; day: string | null; at_ms: number }>(
    `select promotion_id, action, to_char(day, 'YYYY-MM-DD') as day, floor(extract(epoch from created_at) * 1000)::float8 as at_ms
       from promotion_entries where merchant_code = $1 and member_id = $2`,
    [merchantCode, memberId],
  );
  const today = siteDay(now);
  const entries: MemberFacts['entries'] = new Map();
  const missionProgress = new Map<number, number>();
  for (const r of rows) {
    const e = entries.get(r.promotion_id) ?? { joinedAt: null, signedToday: false, missionClaimed: false };
    if (r.action === 'join') e.joinedAt = Number(r.at_ms);
    if (r.action === 'sign' && r.day === today) e.signedToday = true;
    if (r.action === 'mission_claim') e.missionClaimed = true;
    entries.set(r.promotion_id, e);
  }
  for (const [promotionId, e] of entries) {
    if (e.joinedAt === null) continue;
    const [sum] = await db.query<{ total: string }>(
      'select coalesce(sum(bet), 0)::text as total from bet_records where member_id = $1 and created_at >= to_timestamp($2 / 1000.0)',
      [memberId, e.joinedAt],
    );
    missionProgress.set(promotionId, Number(sum?.total ?? 0));
  }
  return { applications, entries, missionProgress };
}

function stateInput(row: PromotionRow, facts: MemberFacts | null, now: number): StateInput {
  const e = facts?.entries.get(row.id);
  return {
    kind: row.kind,
    now,
    startDate: Number(row.start_ms),
    endDate: row.end_ms === null ? null : Number(row.end_ms),
    enabled: row.enabled && row.kind_enabled,
    member: facts && {
      applications: facts.applications.get(row.id) ?? [],
      maxApplications: row.max_applications,
      joined: e?.joinedAt != null,
      signedToday: e?.signedToday ?? false,
      missionClaimed: e?.missionClaimed ?? false,
      missionProgress: facts.missionProgress.get(row.id) ?? 0,
      missionTurnover: Number(row.mission_turnover),
    },
  };
}

function card(row: PromotionRow, facts: MemberFacts | null, language: WireLanguage, base: string, now: number): PromotionCard {
  return {
    id: row.id,
    title: language === 'EN' ? row.title_en : row.title_vi,
    content: language === 'EN' ? row.content_en : row.content_vi,
    startDate: Number(row.start_ms),
    endDate: row.end_ms === null ? null : Number(row.end_ms),
    noExpiry: row.end_ms === null ? 1 : 0,
    promoAnnouncementCategoryIds: row.category_ids.map(Number),
    announcementImages: [
      { sequence: 1, url: `${base}${artPath('promotion-cover', row.id, language)}` },
      { sequence: 2, url: `${base}${artPath('promotion-detail', row.id, language)}` },
    ],
    kind: row.kind,
    state: promotionState(stateInput(row, facts, now)),
    bonusAmount: Number(row.bonus_amount),
  };
}

export interface PromotionScope {
  merchantCode: string;
  memberId: number | null;
  language: WireLanguage;
  base: string;
  now?: number;
}

/** The preferential area: categories and every promotion not yet over (coming soon included), with the member's state. */
export async function loadPromotionList(db: Db, scope: PromotionScope): Promise<PromotionListValue> {
  const now = scope.now ?? Date.now();
  const categories = await db.query<{ id: number; name_vi: string; name_en: string }>(
    'select id, name_vi, name_en from promotion_categories where merchant_code = $1 order by sort_order, id',
    [scope.merchantCode],
  );
  const rows = await db.query<PromotionRow>(
    `select ${PROMOTION_COLUMNS} from ${PROMOTION_FROM}
      where p.merchant_code = $1 and p.enabled and coalesce(k.enabled, true)
        and (p.end_date is null or p.end_date > to_timestamp($2 / 1000.0))
      order by p.sort_order, p.id`,
    [scope.merchantCode, now],
  );
  const facts = scope.memberId === null ? null : await memberFacts(db, scope.merchantCode, scope.memberId, now);
  return {
    categories: categories.map((c) => ({ id: c.id, name: scope.language === 'EN' ? c.name_en : c.name_vi })),
    promotions: rows.map((r) => card(r, facts, scope.language, scope.base, now)),
  };
}

async function promotionRow(db: Db, merchantCode: string, id: number): Promise<PromotionRow> {
  const [row] = await db.query<PromotionRow>(
    `select ${PROMOTION_COLUMNS} from ${PROMOTION_FROM} where p.merchant_code = $1 and p.id = $2`,
    [merchantCode, id],
  );
  if (!row) throw new WpsError(PROMOTION_ERROR_CODES.notFound, 'promotionNotFound');
  return row;
}

/** One promotion with the member's state, applications and what they may do next. */
export async function loadPromotionDetail(db: Db, scope: PromotionScope, id: number): Promise<PromotionDetailValue> {
  const now = scope.now ?? Date.now();
  const row = await promotionRow(db, scope.merchantCode, id);
  const facts = scope.memberId === null ? null : await memberFacts(db, scope.merchantCode, scope.memberId, now);
  const applications = scope.memberId === null ? [] : await db.query<{ id: string; remark: string; status: PromotionApplication['status']; images: string; bonus_amount: string | null; at_ms: number }>(
    `select a.id::text, a.remark, a.status, a.bonus_amount::text,
            (select count(*) from promotion_application_images i where i.application_id = a.id)::text as images,
            floor(extract(epoch from a.created_at) * 1000)::float8 as at_ms
       from promotion_applications a where a.merchant_code = $1 and a.member_id = $2 and a.promotion_id = $3 order by a.id desc`,
    [scope.merchantCode, scope.memberId, id],
  );
  const input = stateInput(row, facts, now);
  return {
    promotion: card(row, facts, scope.language, scope.base, now),
    canApply: canApply(input),
    maxApplications: row.max_applications,
    missionTurnover: Number(row.mission_turnover),
    missionProgress: facts?.missionProgress.get(id) ?? 0,
    applications: applications.map((a) => ({
      id: Number(a.id),
      remark: a.remark,
      status: a.status,
      imageCount: Number(a.images),
      bonusAmount: a.bonus_amount === null ? null : Number(a.bonus_amount),
      createdAt: Number(a.at_ms),
    })),
  };
}

/** The kinds with their switch and how many live promotions each has, and the VIP benefit switch. */
export async function loadPromotionKinds(db: Db, merchantCode: string, now = Date.now()): Promise<PromotionKindsValue> {
  const kinds = await db.query<{ kind: PromotionKind; enabled: boolean }>(
    'select kind, enabled from promotion_kinds where merchant_code = $1', [merchantCode],
  );
  const counts = await db.query<{ kind: PromotionKind; count: string }>(
    `select kind, count(*)::text as count from promotions
      where merchant_code = $1 and enabled and (end_date is null or end_date > to_timestamp($2 / 1000.0)) group by kind`,
    [merchantCode, now],
  );
  const [settings] = await db.query<{ vip_benefit: boolean }>('select vip_benefit from promotion_settings where merchant_code = $1', [merchantCode]);
  return {
    kinds: PROMOTION_KINDS.map((kind) => {
      const enabled = kinds.find((k) => k.kind === kind)?.enabled ?? false;
      return { kind, enabled, count: enabled ? Number(counts.find((c) => c.kind === kind)?.count ?? 0) : 0 };
    }),
    vipBenefit: settings?.vip_benefit ?? false,
  };
}

/** For the action and apply routes: the promotion and the member's state input now. */
export async function memberStateInput(db: Db, merchantCode: string, memberId: number, id: number, now = Date.now()) {
  const row = await promotionRow(db, merchantCode, id);
  const facts = await memberFacts(db, merchantCode, memberId, now);
  return { row, input: stateInput(row, facts, now) };
}
