import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { activeSeedSchema, PLAY_PATHS, rotateValueSchema, type ActiveSeed, type PlayState } from '../../../../contract/play';
import type { BlackjackState } from '../../../../contract/blackjack-play';
import type { FishingState } from '../../../../contract/fishing-play';
import { playKeys } from './keys';

/** The new seed into whichever table is on screen (the reels' state or the blackjack table's). */
function useSeedUpdate(ticket: string, language: string) {
  const client = useQueryClient();
  return (seed: ActiveSeed) => {
    client.setQueryData<PlayState>(playKeys.state(ticket, language), (state) => state && { ...state, seed });
    client.setQueryData<BlackjackState>(playKeys.blackjack(ticket, language), (state) => state && { ...state, seed });
    client.setQueryData<FishingState>(playKeys.fishing(ticket, language), (state) => state && { ...state, seed });
  };
}

/** Sets the member's client seed (the server checks it: printable, no ':', 1–64). */
export function useSetClientSeed(ticket: string, language: string) {
  const update = useSeedUpdate(ticket, language);
  return useMutation({
    mutationFn: (clientSeed: string) => apiRequest({ method: 'POST', path: PLAY_PATHS.clientSeed, body: { ticket, clientSeed }, schema: activeSeedSchema }),
    onSuccess: update,
  });
}

/** Reveals the active server seed and starts a new one. */
export function useRotateSeed(ticket: string, language: string) {
  const update = useSeedUpdate(ticket, language);
  return useMutation({
    mutationFn: () => apiRequest({ method: 'POST', path: PLAY_PATHS.rotateSeed, body: { ticket }, schema: rotateValueSchema }),
    onSuccess: (value) => update(value.seed),
  });
}
