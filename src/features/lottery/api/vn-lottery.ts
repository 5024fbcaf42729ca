import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { keptOffline } from '../../../api/kept-offline';
import { PUBLIC } from '../../../api/query-keys';
import { VN_LOTTERY_PATHS, vnNumeroValueSchema, vnRecentValueSchema, type VnRegion } from '../../../../contract/vn-lottery';

/**
 * The traditional lottery's results and statistics (docs/decisions/0102):
 * the same for everyone (PUBLIC) and in every language (province names are
 * proper nouns), kept on the device so the screen reads offline what it
 * showed last (docs/decisions/0089).
 */
export const vnLotteryKeys = {
  recent: (region: VnRegion) => ['lottery', PUBLIC, 'vnRecent', region] as const,
  numero: (region: VnRegion) => ['lottery', PUBLIC, 'vnNumero', region] as const,
};

export const vnRecentQuery = (region: VnRegion) => queryOptions({
  queryKey: vnLotteryKeys.recent(region),
  queryFn: ({ signal }) => apiRequest({ path: VN_LOTTERY_PATHS.recent, query: { region }, schema: vnRecentValueSchema, signal }),
  ...keptOffline,
});

export const vnNumeroQuery = (region: VnRegion) => queryOptions({
  queryKey: vnLotteryKeys.numero(region),
  queryFn: ({ signal }) => apiRequest({ path: VN_LOTTERY_PATHS.numero, query: { region }, schema: vnNumeroValueSchema, signal }),
  ...keptOffline,
});
