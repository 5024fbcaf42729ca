import { PUBLIC } from '../query-keys';

/** Query keys of the site's public settings and texts (src/api/query-keys.ts). */
export const systemKeys = {
  all: () => ['system'] as const,
  status: () => ['system', PUBLIC, 'status'] as const,
  helpCenter: (language: string) => ['system', PUBLIC, 'helpCenter', language] as const,
  country: () => ['system', PUBLIC, 'country'] as const,
  registerSettings: () => ['system', PUBLIC, 'registerSettings'] as const,
  consolidated: (language: string) => ['system', PUBLIC, 'consolidated', language] as const,
};
