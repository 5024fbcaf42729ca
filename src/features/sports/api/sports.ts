import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshBalance } from '../../../api/wallet/balance';
import { useWireLanguage } from '../../../i18n/use-language';
import { placedSlipSchema, SPORTS_PATHS, sportsBetsSchema, sportsStateSchema, type PlaceSlipAsk } from '../../../../contract/sports';
import { sportsKeys } from './keys';

/**
 * The launched game's fixtures, odds, limits and the balance. Asked again
 * every `refetchMs` (often while the slip holds selections, so a moved
 * price shows as a change to accept) and whenever the screen comes back.
 */
export function useSportsState(nodeId: string, refetchMs: number) {
  const language = useWireLanguage();
  return useQuery({
    queryKey: sportsKeys.state(nodeId, language),
    queryFn: ({ signal }) => apiRequest({ path: SPORTS_PATHS.state, query: { nodeId }, schema: sportsStateSchema, signal }),
    enabled: nodeId !== '',
    staleTime: 0,
    retry: false,
    refetchInterval: refetchMs,
  });
}

export function useSportsBets(status: 'open' | 'settled', enabled: boolean) {
  return useQuery({
    queryKey: sportsKeys.bets(status),
    queryFn: ({ signal }) => apiRequest({ path: SPORTS_PATHS.bets, query: { status }, schema: sportsBetsSchema, signal }),
    enabled,
    staleTime: 0,
  });
}

/** Places a slip; afterwards (placed or refused) the odds, the bets and every balance load again. */
export function usePlaceSlip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ask: PlaceSlipAsk) => apiRequest({ method: 'POST', path: SPORTS_PATHS.bets, body: ask, schema: placedSlipSchema }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: sportsKeys.all() }), refreshBalance(client)]),
  });
}
