import type { QueryClient } from '@tanstack/react-query';
import { refreshBalance } from '../../../api/wallet/balance';
import { PUBLIC } from '../../../api/query-keys';

/**
 * Every wallet query is private to its member (the member key). Only the
 * receiving accounts and my deposits are kept on the device, so they read
 * offline once seen (docs/decisions/0071); balances and the rest are never kept.
 */
export const walletKeys = {
  all: () => ['wallet-money'] as const,
  funds: (member: string) => ['wallet-money', member, 'funds'] as const,
  depositAccounts: (member: string) => ['wallet-money', member, 'deposit-accounts'] as const,
  deposits: (member: string) => ['wallet-money', member, 'deposits'] as const,
  withdrawals: (member: string) => ['wallet-money', member, 'withdrawals'] as const,
  /** One deposit order as it is now (the open deposit page follows it). */
  depositOrder: (member: string, id: number) => ['wallet-money', member, 'deposit-order', id] as const,
  depositOrders: (member: string) => ['wallet-money', member, 'deposit-order'] as const,
  /** The QR channels on offer (docs/decisions/0103): the same for everyone. */
  qrChannels: () => ['wallet-money', PUBLIC, 'qr-channels'] as const,
  /** The promotions this member may accept with a deposit, titled in the language asked. */
  depositPromotions: (member: string, language: string) => ['wallet-money', member, 'deposit-promotions', language] as const,
  transactions: (member: string, filter: object) => ['wallet-money', member, 'transactions', filter] as const,
  betRecords: (member: string, filter: object) => ['wallet-money', member, 'bet-records', filter] as const,
};

/**
 * An order changed state (the member event channel, docs/decisions/0063):
 * that order and the records listing it load again. The balance has its
 * own event.
 */
export function refreshOrder(queryClient: QueryClient, member: string, order: 'deposit' | 'withdrawal'): Promise<void> {
  const keys = order === 'deposit' ? [walletKeys.depositOrders(member), walletKeys.deposits(member)] : [walletKeys.withdrawals(member)];
  return Promise.all([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    // held and available amounts move with a withdrawal's state
    queryClient.invalidateQueries({ queryKey: walletKeys.funds(member) }),
  ]).then(() => undefined);
}

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
