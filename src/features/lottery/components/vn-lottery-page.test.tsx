import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { VN_LOTTERY_PATHS, type VnRecentValue } from '../../../../contract/vn-lottery';
import VnLotteryPage from './vn-lottery-page';

const NORTH: VnRecentValue = {
  region: 'north',
  results: [{
    drawDate: '2026-11-18', province: 'BN', provinceName: 'Bắc Ninh', drawnAt: 0,
    prizes: [
      { tier: 'special', numbers: ['12345'] }, { tier: 'first', numbers: ['54321'] }, { tier: 'second', numbers: ['11111', '22222'] },
      { tier: 'third', numbers: ['00001', '00002', '00003', '00004', '00005', '00006'] }, { tier: 'fourth', numbers: ['1234', '2345', '3456', '4567'] },
      { tier: 'fifth', numbers: ['0101', '0202', '0303', '0404', '0505', '0606'] }, { tier: 'sixth', numbers: ['123', '456', '789'] },
      { tier: 'seventh', numbers: ['07', '08', '09', '10'] },
    ],
  }],
};

/** A server answering the VN calls with `answer` (or failing with 500), recording each call. */
function show(path: string, answer: (url: URL) => unknown) {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    calls.push(url);
    const value = answer(url);
    if (value instanceof Error) return new Response('{}', { status: 500 });
    return new Response(JSON.stringify({ success: true, value }), { headers: { 'content-type': 'application/json' } });
  }));
  const location = memoryLocation({ path, record: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <VnLotteryPage />
      </Router>
    </QueryClientProvider>,
  );
  return { calls, location };
}

afterEach(() => vi.unstubAllGlobals());

describe('/m/vn-lottery', () => {
  it('shows the region\'s results by day, each province\'s prizes special first; a region tab asks for that region', async () => {
    const { calls, location } = show('/m/vn-lottery', (url) => (url.searchParams.get('region') === 'north' ? NORTH : { region: url.searchParams.get('region'), results: [] }));
    const table = await screen.findByRole('table', { name: 'Xổ số Bắc Ninh' });
    expect(screen.getByRole('heading', { name: 'Thứ tư, 18/11/2026' })).toBeTruthy();
    const rows = within(table).getAllByRole('row').map((r) => r.textContent);
    expect(rows[0]).toBe('ĐB12345');
    expect(rows.at(-1)).toBe('G707 · 08 · 09 · 10');
    expect(calls[0]!.pathname).toBe(VN_LOTTERY_PATHS.recent);

    fireEvent.click(screen.getByRole('button', { name: 'Miền Nam' }));
    expect(await screen.findByText('Chưa có kết quả xổ số Miền Nam.')).toBeTruthy();
    expect(calls.at(-1)!.searchParams.get('region')).toBe('south');
    expect(location.history!.at(-1)).toBe('/m/vn-lottery?region=south');
  });

  it('a failed load offers a retry that asks again', async () => {
    let fail = true;
    const { calls } = show('/m/vn-lottery?region=north', () => (fail ? new Error('down') : NORTH));
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('table', { name: 'Xổ số Bắc Ninh' })).toBeTruthy();
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('the statistics view shows the period, the hottest and longest-absent numbers, and every number\'s count', async () => {
    const numbers = Array.from({ length: 100 }, (_, i) => ({ number: String(i).padStart(2, '0'), count: i === 7 ? 5 : i === 42 ? 3 : 1, absentDays: i === 99 ? null : i === 7 ? 0 : 2 }));
    show('/m/vn-lottery?region=south&view=numero', (url) => (url.pathname === VN_LOTTERY_PATHS.numero
      ? { region: 'south', drawDays: 30, from: '2026-10-27', to: '2026-11-25', numbers } : new Error('no')));
    expect(await screen.findByText('30 ngày quay gần nhất, 27/10/2026 – 25/11/2026')).toBeTruthy();
    const hot = within(screen.getByRole('region', { name: 'Về nhiều nhất' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(hot.slice(0, 2)).toEqual(['07 về 5 lần', '42 về 3 lần']);
    const cold = within(screen.getByRole('region', { name: 'Lâu chưa về' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(cold[0]).toBe('99 chưa về lần nào');
    expect(cold[1]).toBe('00 2 ngày chưa về');
    expect(within(screen.getByRole('region', { name: 'Số lần về của từng số 00–99' })).getAllByRole('listitem')).toHaveLength(100);
  });
});
