import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshBalance } from '../../../api/wallet/balance';
import { PLAY_PATHS, spinValueSchema, type PlayState, type SpinValue } from '../../../../contract/play';
import { playKeys } from './keys';

export interface SpinAsk {
  ticket: string;
  bet: number;
  spinId: string;
}

export function fetchSpin(ask: SpinAsk): Promise<SpinValue> {
  return apiRequest({ method: 'POST', path: PLAY_PATHS.spin, body: ask, schema: spinValueSchema });
}

/**
 * A spin: the server decides everything (bet, free spin, outcome, balance);
 * the cached state takes its answer, and every other balance on screen
 * loads again. A retry sends the same spin id, so it never plays twice.
 */
export function useSpin(ticket: string, language: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ask: Omit<SpinAsk, 'ticket'>) => fetchSpin({ ...ask, ticket }),
    onSuccess: (value) => {
      client.setQueryData<PlayState>(playKeys.state(ticket, language), (state) =>
        state && { ...state, balance: value.balance, freeSpins: value.freeSpins && value.freeSpins.remaining > 0 ? value.freeSpins : null, seed: value.seed });
      void refreshBalance(client);
    },
  });
}
