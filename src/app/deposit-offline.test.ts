import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/query-persist-client-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_PATHS } from '../../contract/payments';
import { WALLET_PATHS } from '../../contract/wallet';
import { paymentMethodsQuery } from '../api/payments/methods';
import { depositAccountsQuery } from '../features/wallet/api/deposit-accounts';
import { fundsQuery } from '../features/wallet/api/funds';
import { depositRecordsQuery } from '../features/wallet/api/order-records';
import { createIdbPersister, persistOptions } from './query-persistence';

const MEMBER = '7:alice';
const ANSWERS: Record<string, unknown> = {
  [WALLET_PATHS.depositAccounts]: {
    accounts: [{ id: 1, method: 'BANK', bankCode: 'VCB', bankName: 'Vietcombank', accountName: 'WPS', accountNumber: '0071001234567', bankBin: '970436', minAmount: 50_000, maxAmount: 1_000_000 }],
    presets: [100_000],
  },
  [WALLET_PATHS.depositRecords]: {
    list: [{ id: 3, orderNo: 'D3', memo: 'WPSD3', accountId: null, amount: 40_000, status: 'approved', bankName: 'Viettel', payerName: '', hasReceipt: false, createdAt: 1, settledAt: 2,
      payment: { method: 'CARD', payAmount: 100_000, feePercent: 20, fee: 10_000, telco: 'VIETTEL', serialTail: '0050', realValue: 50_000, payUrl: null, failure: null } }],
    pageNum: 1, totalPages: 1, totalCount: 1,
  },
  [WALLET_PATHS.funds]: {
    sumBalance: 5, heldBalance: 0, payeeName: null, fundsPasswordSet: false, fundsPasswordLockedUntil: null, bankCards: [], mobileMasked: null, emailMasked: null, withdrawMin: 1, withdrawMax: 2,
  },
  [PAYMENT_PATHS.methods]: { methods: [{ method: 'BANK', minAmount: null, maxAmount: null, feePercent: 0 }], telcos: [], faceValues: [] },
};

afterEach(() => vi.unstubAllGlobals());

describe('the deposit screen offline (docs/decisions/0071)', () => {
  it('keeps the receiving accounts, my deposits and the methods once seen, never the balance', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const value = ANSWERS[new URL(String(input), 'http://localhost').pathname];
      return new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { headers: { 'Content-Type': 'application/json' } });
    });
    const client = new QueryClient();
    await client.fetchQuery(depositAccountsQuery(MEMBER));
    await client.fetchInfiniteQuery(depositRecordsQuery(MEMBER));
    await client.fetchQuery(paymentMethodsQuery());
    await client.fetchQuery(fundsQuery(MEMBER));
    const persister = createIdbPersister('build-offline');
    await persistQueryClientSave({ queryClient: client, persister, buster: 'build-offline', dehydrateOptions: persistOptions.dehydrateOptions });

    // the next start, offline: what was seen reads from the device
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    const restored = new QueryClient();
    await vi.waitFor(async () => {
      await persistQueryClientRestore({ queryClient: restored, persister, buster: 'build-offline' });
      expect(restored.getQueryData(depositAccountsQuery(MEMBER).queryKey)).toEqual(ANSWERS[WALLET_PATHS.depositAccounts]);
    });
    expect(restored.getQueryData(depositRecordsQuery(MEMBER).queryKey)?.pages[0]).toEqual(ANSWERS[WALLET_PATHS.depositRecords]);
    expect(restored.getQueryData(paymentMethodsQuery().queryKey)).toEqual(ANSWERS[PAYMENT_PATHS.methods]);
    expect(restored.getQueryData(fundsQuery(MEMBER).queryKey)).toBeUndefined();
  });
});
