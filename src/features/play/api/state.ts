import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { useWireLanguage } from '../../../i18n/use-language';
import { PLAY_PATHS, playStateValueSchema } from '../../../../contract/play';
import { playKeys } from './keys';

/** The game, bets, balance, active seed hash and any free spins left: never cached past the screen. */
export const playStateQuery = (ticket: string, language: string) =>
  queryOptions({
    queryKey: playKeys.state(ticket, language),
    queryFn: ({ signal }) => apiRequest({ path: PLAY_PATHS.state, query: { ticket }, schema: playStateValueSchema, signal }),
    staleTime: 0,
    retry: false,
  });

export function usePlayState(ticket: string | null) {
  const language = useWireLanguage();
  return useQuery({ ...playStateQuery(ticket ?? '', language), enabled: ticket !== null });
}
