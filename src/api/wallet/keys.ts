/**
 * Query keys of the balance (the wallet's one figure every screen shows):
 * `[domain, member, resource]`, src/api/query-keys.ts. Deposits, withdrawals
 * and records are the wallet feature's own ('wallet-money').
 */
export const balanceKeys = {
  all: () => ['balance'] as const,
  balance: (member: string) => ['balance', member, 'balance'] as const,
};
