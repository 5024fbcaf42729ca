import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshMoney } from '../api/keys';

/**
 * A money action runs now or not at all: unlike the app's other mutations
 * it is never paused offline, never persisted and never retried later
 * (networkMode 'always' fails at once offline; retry false). Whatever the
 * answer, the balance and the wallet lists reload.
 */
export function useMoneyAction<Variables, Result>(action: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation<Result, Error, Variables>({
    mutationFn: action,
    networkMode: 'always',
    retry: false,
    onSettled: () => refreshMoney(queryClient),
  });
}
