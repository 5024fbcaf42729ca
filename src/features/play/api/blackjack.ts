import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshBalance } from '../../../api/wallet/balance';
import { useWireLanguage } from '../../../i18n/use-language';
import type { BlackjackAction } from '../../../../contract/blackjack';
import {
  BLACKJACK_PATHS, blackjackPlayValueSchema, blackjackStateValueSchema, type BlackjackPlayValue, type BlackjackState,
} from '../../../../contract/blackjack-play';
import { playKeys } from './keys';

/** The table: stakes, balance, seed hash, and the member's unfinished round (resumed). Never cached past the screen. */
export const blackjackStateQuery = (ticket: string, language: string) =>
  queryOptions({
    queryKey: playKeys.blackjack(ticket, language),
    queryFn: ({ signal }) => apiRequest({ path: BLACKJACK_PATHS.state, query: { ticket }, schema: blackjackStateValueSchema, signal }),
    staleTime: 0,
    retry: false,
  });

export function useBlackjackState(ticket: string | null) {
  const language = useWireLanguage();
  return useQuery({ ...blackjackStateQuery(ticket ?? '', language), enabled: ticket !== null });
}

/** The server's answer becomes the table on screen; every other balance on screen loads again. */
function useTakeAnswer(ticket: string, language: string) {
  const client = useQueryClient();
  return (value: BlackjackPlayValue) => {
    client.setQueryData<BlackjackState>(playKeys.blackjack(ticket, language), (state) =>
      state && { ...state, balance: value.balance, seed: value.seed, round: value.round });
    void refreshBalance(client);
  };
}

/** A deal: the id is kept by the caller until an answer comes, so a retry is never dealt twice. */
export function useDeal(ticket: string, language: string) {
  const take = useTakeAnswer(ticket, language);
  return useMutation({
    mutationFn: (ask: { bet: number; dealId: string }) =>
      apiRequest({ method: 'POST', path: BLACKJACK_PATHS.deal, body: { ticket, ...ask }, schema: blackjackPlayValueSchema }),
    onSuccess: take,
  });
}

/** An action on the step the screen shows: a second tap of the same step is answered, not played again. */
export function useBlackjackAction(ticket: string, language: string) {
  const take = useTakeAnswer(ticket, language);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ask: { roundId: number; step: number; action: BlackjackAction }) =>
      apiRequest({ method: 'POST', path: BLACKJACK_PATHS.action, body: { ticket, ...ask }, schema: blackjackPlayValueSchema }),
    onSuccess: take,
    // the round may have moved on elsewhere (another tab): show it as the server has it
    onError: () => client.invalidateQueries({ queryKey: playKeys.blackjack(ticket, language) }),
  });
}
