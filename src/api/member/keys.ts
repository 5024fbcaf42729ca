/** Query keys of the member's own profile and rank (src/api/query-keys.ts); private, so the member is in each. */
export const memberKeys = {
  all: () => ['member'] as const,
  info: (member: string) => ['member', member, 'info'] as const,
  rankProgress: (member: string) => ['member', member, 'rankProgress'] as const,
};
