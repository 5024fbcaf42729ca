import type { QueryClient } from '@tanstack/react-query';
import { refreshBalance } from '../../../api/wallet/balance';

/** Every wallet query is private to its member (the member key) and never persisted. */
export const walletKeys = {
  all: () => ['wallet-money'] as const,
  funds: (member: string) => ['wallet-money', member, 'funds'] as const,
  depositAccounts: (member: string) => ['wallet-money', member, 'deposit-accounts'] as const,
  deposits: (member: string) => ['wallet-money', member, 'deposits'] as const,
  withdrawals: (member: string) => ['wallet-money', member, 'withdrawals'] as const,
  transactions: (member: string, filter: object) => ['wallet-money', member, 'transactions', filter] as const,
  betRecords: (member: string, filter: object) => ['wallet-money', member, 'bet-records', filter] as const,
};

/**
 * After any money action (and when the operator may have settled one): the
 * balance (header, member banner, balance widget) and every wallet list
 * load again.
 */
export function refreshMoney(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    refreshBalance(queryClient),
    queryClient.invalidateQueries({ queryKey: walletKeys.all() }),
  ]).then(() => undefined);
}
