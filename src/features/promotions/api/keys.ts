/** Query keys of the promotions feature; member-scoped lists carry the member so a sign-out never shows another's data. */
export const promotionKeys = {
  all: () => ['promotions'] as const,
  list: (language: string, member: string) => ['promotions', 'list', language, member] as const,
  detail: (id: number, language: string, member: string) => ['promotions', 'detail', id, language, member] as const,
  rewards: (language: string, member: string) => ['rewards', language, member] as const,
  rebate: (member: string) => ['rebate', member] as const,
  vip: (member: string) => ['vip', member] as const,
  referral: (member: string) => ['referral', member] as const,
};
