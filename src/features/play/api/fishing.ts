import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from '../../../api/client';
import { refreshBalance } from '../../../api/wallet/balance';
import { useWireLanguage } from '../../../i18n/use-language';
import { FISHING_PATHS, fishingStateValueSchema, shotValueSchema, type FishingState, type ShotPayload, type ShotValue } from '../../../../contract/fishing-play';
import { playKeys } from './keys';

/** The fishing game: cannon values, balance, seed hash. Never cached past the screen. */
export const fishingStateQuery = (ticket: string, language: string) =>
  queryOptions({
    queryKey: playKeys.fishing(ticket, language),
    queryFn: ({ signal }) => apiRequest({ path: FISHING_PATHS.state, query: { ticket }, schema: fishingStateValueSchema, signal }),
    staleTime: 0,
    retry: false,
  });

export function useFishingState(ticket: string | null) {
  const language = useWireLanguage();
  return useQuery({ ...fishingStateQuery(ticket ?? '', language), enabled: ticket !== null });
}

/**
 * One shot. Sent at once or not at all (never queued offline, decision
 * 0031); a retry after a lost reply sends the same shot id, which the server
 * answers without charging again.
 */
export function fetchShot(ask: ShotPayload): Promise<ShotValue> {
  return apiRequest({ method: 'POST', path: FISHING_PATHS.shot, body: ask, schema: shotValueSchema });
}

/**
 * Takes shot answers into the cached state. Shots overlap, so answers may
 * arrive out of order: the balance is taken from the latest settled shot
 * (bet record ids follow the order shots settled), never an older one.
 */
export function useTakeShot(ticket: string, language: string) {
  const client = useQueryClient();
  const latest = useRef(0);
  return (value: ShotValue) => {
    if (value.roundId < latest.current) return;
    latest.current = value.roundId;
    client.setQueryData<FishingState>(playKeys.fishing(ticket, language), (state) => state && { ...state, balance: value.balance, seed: value.seed });
    void refreshBalance(client);
  };
}
