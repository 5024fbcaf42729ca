/**
 * Query keys of the play screen (src/api/query-keys.ts): `[domain, member,
 * resource, …params, language]`. The ticket names the member and the game,
 * so it stands in for the member; the game's name is translated.
 */
export const playKeys = {
  all: () => ['play'] as const,
  state: (ticket: string, language: string) => ['play', ticket, 'state', language] as const,
  blackjack: (ticket: string, language: string) => ['play', ticket, 'blackjack', language] as const,
  fishing: (ticket: string, language: string) => ['play', ticket, 'fishing', language] as const,
};
