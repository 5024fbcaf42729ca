import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/query-persist-client-core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MESSAGE_PATHS, type InboxPage as InboxPageValue } from '../../contract/messages';
import { PATHS } from '../../contract/paths';
import { PAYMENT_PATHS, type PaymentMethodsValue } from '../../contract/payments';
import { PROMOTION_PATHS, type PromotionCard, type PromotionDetailValue, type PromotionListValue } from '../../contract/promotions';
import { WALLET_PATHS, type BetRecordsValue, type DepositAccountsValue } from '../../contract/wallet';
import HelpPage from '../features/help/components/help-page';
import InboxPage from '../features/messages/components/inbox-page';
import ActivityDetailPage from '../features/promotions/components/activity-detail-page';
import ActivityPage from '../features/promotions/components/activity-page';
import DepositPage from '../features/wallet/components/deposit-page';
import GameRecordPage from '../features/wallet/components/game-record-page';
import { formatsFor } from '../i18n/format';
import { clearSession, setSession } from '../platform/session';
import { idbDelete } from '../platform/idb-store';
import { createIdbPersister, persistOptions } from './query-persistence';

/**
 * Offline reading (docs/decisions/0089): each screen seen once online is
 * read again offline from what the device kept (IndexedDB, the app's own
 * persister and filter), with the saved data and the line saying when it
 * was saved. Each test renders the screen online, saves the cache as the
 * app does, then starts over from IndexedDB with no network.
 */

const BUSTER = 'offline-reading';
const SAVED = new Date(2026, 10, 20, 8, 30).getTime();
const PROMOTION: PromotionCard = {
  id: 1, title: 'Thưởng nạp đầu 100%', content: '<p>Nạp lần đầu nhận thêm.</p>', startDate: SAVED - 86_400_000, endDate: null, noExpiry: 1,
  promoAnnouncementCategoryIds: [3], announcementImages: [], kind: 'MANUAL', state: 'join', bonusAmount: 0,
};
const LIST: PromotionListValue = { categories: [{ id: 3, name: 'Nạp tiền' }], promotions: [PROMOTION] };
const DETAIL: PromotionDetailValue = { promotion: PROMOTION, canApply: true, maxApplications: 0, missionTurnover: 0, missionProgress: 0, applications: [] };
const METHODS: PaymentMethodsValue = { methods: [{ method: 'BANK', minAmount: null, maxAmount: null, feePercent: 0 }], telcos: [], faceValues: [] };
const ACCOUNTS: DepositAccountsValue = {
  accounts: [{ id: 1, method: 'BANK', bankCode: 'VCB', bankName: 'Vietcombank', accountName: 'CONG TY WPS', accountNumber: '0071001234567', bankBin: '970436', minAmount: 50_000, maxAmount: 1_000_000 }],
  presets: [100_000],
};
const DEPOSITS = {
  list: [{ id: 3, orderNo: 'D2611203', memo: 'WPSD3', accountId: 1, amount: 200_000, status: 'pending', bankName: 'Vietcombank', payerName: 'A', hasReceipt: false, createdAt: SAVED - 60_000, settledAt: null }],
  pageNum: 1, totalPages: 1, totalCount: 1,
};
const BETS: BetRecordsValue = {
  list: [{ id: 41, gameName: 'Kho Báu Rồng', gameType: 'RNG', vendor: 'WPS', bet: 1_000, validBet: 1_000, winLoss: -1_000, createdAt: SAVED - 120_000 }],
  pageNum: 1, totalPages: 1, totalCount: 1, totals: { bet: 1_000, validBet: 1_000, winLoss: -1_000 },
};
const HELP = [{ tag: 'deposit', title: 'Cách nạp tiền', content: 'Chọn phương thức nạp.' }];
const INBOX: InboxPageValue = {
  list: [{ id: 5, kind: 'deposit', title: 'Lệnh nạp D2611203 đã duyệt', body: 'Tiền đã vào ví.', url: null, read: true, createdAt: SAVED - 300_000 }],
  pageNo: 1, pageSize: 20, totalCount: 1, totalPages: 1, unread: 0,
};
const ANSWERS: Record<string, unknown> = {
  [PATHS.helpCenter]: HELP,
  [MESSAGE_PATHS.inbox]: INBOX,
  [PROMOTION_PATHS.list]: LIST,
  [PROMOTION_PATHS.detail]: DETAIL,
  [PAYMENT_PATHS.methods]: METHODS,
  [WALLET_PATHS.depositAccounts]: ACCOUNTS,
  [WALLET_PATHS.depositRecords]: DEPOSITS,
  [WALLET_PATHS.betRecords]: BETS,
};

function online() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  // the screen's calls answer; any other (country settings, balance) is refused, which the screens survive
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const value = ANSWERS[new URL(String(input), 'http://localhost').pathname];
    const body = value === undefined ? { success: false, value: null, message: 'x', errorCode: 'system.error' } : { success: true, value, message: null, errorCode: null };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
}

function offline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function show(Screen: ComponentType, path: string, client: QueryClient) {
  const location = memoryLocation({ path });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Screen />
      </Router>
    </QueryClientProvider>,
  );
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Online: the screen shows `seen`, the app saves its cache. Then a new start from IndexedDB with no network. */
async function seenOnlineThenOffline(Screen: ComponentType, path: string, seen: string): Promise<void> {
  online();
  const first = newClient();
  show(Screen, path, first);
  expect(await screen.findByText(seen, {}, { timeout: 5_000 })).toBeTruthy();
  // live answers: no saved-at line
  expect(screen.queryByTestId('saved-at')).toBeNull();
  const persister = createIdbPersister(BUSTER);
  await persistQueryClientSave({ queryClient: first, persister, buster: BUSTER, dehydrateOptions: persistOptions.dehydrateOptions });
  cleanup();
  first.clear();

  // two hours later, no network: a new start reads what the device kept
  vi.setSystemTime(SAVED + 2 * 60 * 60 * 1000);
  offline();
  const next = newClient();
  await vi.waitFor(async () => {
    await persistQueryClientRestore({ queryClient: next, persister, buster: BUSTER });
    expect(next.getQueryCache().getAll().length).toBeGreaterThan(0);
  });
  show(Screen, path, next);
}

const savedLine = () => `Dữ liệu đã lưu lúc ${formatsFor('vi', null).dateTime(SAVED)}`;

beforeEach(async () => {
  // nothing kept by another test: what a test restores is what its own screen saved
  await idbDelete('query-cache');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SAVED);
  setSession({ token: 't', id: 7, userName: 'alice', type: 0, merchantCode: 'DEMO' });
});

afterEach(() => {
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('offline reading of screens seen once (docs/decisions/0089)', () => {
  it('promotions (/m/activity): the banners and categories, and when they were saved', async () => {
    await seenOnlineThenOffline(ActivityPage, '/m/activity', PROMOTION.title);
    expect(await screen.findByText(PROMOTION.title)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nạp tiền' })).toBeTruthy();
    expect(screen.getByTestId('saved-at').textContent).toBe(savedLine());
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
  });

  it('promotion detail: the promotion under its header, and when it was saved', async () => {
    await seenOnlineThenOffline(ActivityDetailPage, '/m/activityDetail?id=1', PROMOTION.title);
    expect(await screen.findByRole('heading', { level: 2, name: PROMOTION.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chi tiết khuyến mãi');
    expect(screen.getByTestId('saved-at').textContent).toBe(savedLine());
  });

  it('deposit (/m/voucherCenter): the receiving account and my deposits, and when they were saved', async () => {
    await seenOnlineThenOffline(DepositPage, '/m/voucherCenter', ACCOUNTS.accounts[0]!.accountNumber);
    expect(await screen.findByText(ACCOUNTS.accounts[0]!.accountNumber)).toBeTruthy();
    const mine = screen.getByRole('region', { name: 'Lịch sử nạp tiền' });
    expect(within(mine).getByText(DEPOSITS.list[0]!.orderNo, { exact: false })).toBeTruthy();
    expect(screen.getByTestId('saved-at').textContent).toBe(savedLine());
  });

  it('betting record (/m/gameRecord): the rounds of the range, and when they were saved', async () => {
    await seenOnlineThenOffline(GameRecordPage, '/m/gameRecord', BETS.list[0]!.gameName);
    expect(await screen.findByText(BETS.list[0]!.gameName)).toBeTruthy();
    expect(screen.getByTestId('saved-at').textContent).toBe(savedLine());
  });

  it('help, kept before, says when it was saved too', async () => {
    await seenOnlineThenOffline(HelpPage, '/m/help', HELP[0]!.title);
    expect(await screen.findByText(HELP[0]!.title)).toBeTruthy();
    expect(screen.getByTestId('saved-at').textContent).toBe(savedLine());
  });

  it('the inbox, kept before, says when it was saved too', async () => {
    await seenOnlineThenOffline(InboxPage, '/m/webEmail', INBOX.list[0]!.title);
    expect(await screen.findByText(INBOX.list[0]!.title)).toBeTruthy();
    expect(screen.getByTestId('saved-at').textContent).toBe(savedLine());
  });
});
