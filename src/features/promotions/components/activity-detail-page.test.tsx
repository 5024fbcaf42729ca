import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PROMOTION_ERROR_CODES } from '../../../../contract/promotions';
import { setLanguage } from '../../../i18n/setup';
import ActivityDetailPage from './activity-detail-page';

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ActivityDetailPage />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage('vi'));
});

/** A promotion that takes applications (MANUAL), open to this player. */
function stubOpenManualPromotion() {
  const promotion = {
    id: 7, title: 'Hoàn trả nạp tiền', content: '<p>Nạp từ 200.000 ₫</p>', startDate: Date.UTC(2026, 0, 1), endDate: null, noExpiry: 1,
    promoAnnouncementCategoryIds: [1], announcementImages: [], kind: 'MANUAL', state: 'join', bonusAmount: 0,
  };
  const value = { promotion, canApply: true, maxApplications: 0, missionTurnover: 0, missionProgress: 0, applications: [] };
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { headers: { 'Content-Type': 'application/json' } }));
}

describe('promotion detail screen', () => {
  it('without an id: the header with back and the h1, a sentence saying so and the way to the list', () => {
    const location = show('/m/activityDetail');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chi tiết khuyến mãi');
    expect(screen.getByRole('status').textContent).toContain('Chưa chọn khuyến mãi nào để xem.');
    expect(screen.getByRole('link', { name: 'Xem tất cả khuyến mãi' }).getAttribute('href')).toBe('/m/activity');
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(location.history?.at(-1)).toBe('/m/activity');
  });

  it('an id the server does not know: says it was not found (no retry) and offers the list', async () => {
    vi.stubGlobal('fetch', async () =>
      new Response(JSON.stringify({ success: false, value: null, message: 'x', errorCode: PROMOTION_ERROR_CODES.notFound }), { headers: { 'Content-Type': 'application/json' } }),
    );
    show('/m/activityDetail?id=424242');
    expect((await screen.findByRole('status', {}, { timeout: 5000 })).textContent).toContain('Không tìm thấy khuyến mãi này.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chi tiết khuyến mãi');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Xem tất cả khuyến mãi' })).toBeTruthy();
  });

  it('a promotion taking applications: the button names the action, not "Đăng ký" (Register) nor a bare "Apply"', async () => {
    stubOpenManualPromotion();
    show('/m/activityDetail?id=7');
    const button = await screen.findByRole('button', { name: 'Nộp đơn tham gia' }, { timeout: 5000 });
    expect(button.textContent).toBe('Nộp đơn tham gia');
    await act(() => setLanguage('en'));
    expect((await screen.findByRole('button', { name: 'Apply now' }, { timeout: 5000 })).textContent).toBe('Apply now');
  });
});
