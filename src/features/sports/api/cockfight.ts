import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshBalance } from '../../../api/wallet/balance';
import { useWireLanguage } from '../../../i18n/use-language';
import { COCKFIGHT_PATHS, cockfightPlacedSchema, cockfightStateSchema, type CockfightBetAsk, type CockfightState } from '../../../../contract/cockfight';
import { cockfightKeys } from './keys';

/** How often the pit asks while nothing is about to change, and while a fight is ending. */
const CALM_MS = 5_000;
const SOON_MS = 1_000;

/**
 * When to ask again: just after the window closes or the fight ends (the
 * screen then shows the fight, or the result), at most every few seconds.
 */
export function nextRefetchMs(value: CockfightState | undefined, receivedAt: number, deviceNow: number): number {
  if (!value) return CALM_MS;
  const serverNow = value.now + (deviceNow - receivedAt);
  const next = value.round.phase === 'betting' ? value.round.closesAt : value.round.resultAt;
  const wait = next - serverNow + 250;
  return wait <= SOON_MS ? SOON_MS : Math.min(CALM_MS, wait);
}

export function useCockfightState(nodeId: string) {
  const language = useWireLanguage();
  return useQuery({
    queryKey: cockfightKeys.state(nodeId, language),
    queryFn: ({ signal }) => apiRequest({ path: COCKFIGHT_PATHS.state, query: { nodeId }, schema: cockfightStateSchema, signal }),
    enabled: nodeId !== '',
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => nextRefetchMs(query.state.data, query.state.dataUpdatedAt, Date.now()),
  });
}

export function usePlaceCockfightBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ask: CockfightBetAsk) => apiRequest({ method: 'POST', path: COCKFIGHT_PATHS.bets, body: ask, schema: cockfightPlacedSchema }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: cockfightKeys.all() }), refreshBalance(client)]),
  });
}
