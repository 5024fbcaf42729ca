/**
 * Query keys of the sportsbook and the cockfight pit (src/api/query-keys.ts):
 * `[domain, resource, …params]`; every answer is the member's and fresh.
 */
export const sportsKeys = {
  all: () => ['sports'] as const,
  state: (nodeId: string, language: string) => ['sports', 'state', nodeId, language] as const,
  bets: (status: 'open' | 'settled') => ['sports', 'bets', status] as const,
};

export const cockfightKeys = {
  all: () => ['cockfight'] as const,
  state: (nodeId: string, language: string) => ['cockfight', 'state', nodeId, language] as const,
};
