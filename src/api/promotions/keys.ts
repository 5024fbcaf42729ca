import { PUBLIC } from '../query-keys';

/**
 * Query keys of the promotions feature, `[domain, member, resource, …params,
 * language]` (src/api/query-keys.ts): every answer hangs under
 * promotionKeys.all(), so a join, claim or apply refreshes them all; the
 * member is in each so a sign-out never shows another's data.
 */
export const promotionKeys = {
  all: () => ['promotions'] as const,
  /** The kinds with their switch and count: public, the side menu follows them. */
  kinds: () => ['promotions', PUBLIC, 'kinds'] as const,
  list: (language: string, member: string) => ['promotions', member, 'list', language] as const,
  detail: (id: number, language: string, member: string) => ['promotions', member, 'detail', id, language] as const,
  rewards: (language: string, member: string) => ['promotions', member, 'rewards', language] as const,
  rebate: (member: string) => ['promotions', member, 'rebate'] as const,
  vip: (member: string) => ['promotions', member, 'vip'] as const,
  referral: (member: string) => ['promotions', member, 'referral'] as const,
};
