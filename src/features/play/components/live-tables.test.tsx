import type { JSX } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sha256Hex } from '../../../../contract/fairness';
import { LIVE_TABLE_PATHS, tableOutcome, type TableState } from '../../../../contract/live-tables';
import BaccaratPage from './baccarat-page';
import RoulettePage from './roulette-page';
import { TableVerify } from './table-verify';
import '../i18n-bundle';

/**
 * The live table screens (docs/decisions/0072) against a stubbed server:
 * chips are placed on the screen, confirmed in one request, and what the
 * server answers becomes the table; a settled round shows what it paid.
 */

const ROUND = { roundId: 41, roundNo: 7, fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'evo-live-002-7', nonce: 0, serverSeed: null } };

function state(overrides: Partial<TableState> = {}): TableState {
  const now = Date.now();
  return {
    gameName: 'Baccarat EVO 1', nodeId: '10460', engine: 'baccarat', variant: 'classic', chips: [10_000, 50_000, 100_000, 500_000, 1_000_000],
    maxPerSpot: 5_000_000, balance: 1_000_000, serverNow: now,
    round: { ...ROUND, phase: 'betting', opensAt: now - 2_000, closesAt: now + 10_000, endsAt: now + 18_000, outcome: null },
    myBets: [], myStake: 0, myPayout: null, road: [], ...overrides,
  };
}

const envelope = (value: unknown, errorCode: string | null = null) =>
  new Response(JSON.stringify({ success: errorCode === null, value, message: errorCode ? 'refused' : null, errorCode }), { headers: { 'Content-Type': 'application/json' } });

/** Answers the table's state with `current` and a bet with `onBet`; records every bet request's body. */
function stubServer(current: () => TableState, onBet: (body: { bets: unknown[] }) => Response = () => envelope(current())) {
  const bets: { roundId: number; requestId: string; bets: unknown[] }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === LIVE_TABLE_PATHS.state) return envelope(current());
    if (path === LIVE_TABLE_PATHS.bet) {
      const body = JSON.parse(String(init?.body)) as (typeof bets)[number];
      bets.push(body);
      return onBet(body);
    }
    return new Response('not here', { status: 404 });
  });
  return bets;
}

function open(Page: () => JSX.Element, path: string) {
  window.history.replaceState(null, '', `${path}?ticket=${'t'.repeat(24)}&nodeId=10460`);
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><Page /></QueryClientProvider>);
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('a baccarat table', () => {
  it('places chips on the screen, confirms them in one request and shows what the server took', async () => {
    let current = state();
    const bets = stubServer(() => current, (body) => {
      current = state({ myBets: [{ spot: 'banker', amount: 60_000 }], myStake: 60_000, balance: 940_000 });
      expect(body.bets).toEqual([{ spot: 'banker', amount: 60_000 }]);
      return envelope(current);
    });
    open(BaccaratPage, '/m/play/baccarat');
    const banker = await screen.findByRole('button', { name: /^Nhà cái trả 0.95:1/ });
    fireEvent.click(screen.getByRole('radio', { name: /Phỉnh 50\.000/ }));
    fireEvent.click(banker);
    fireEvent.click(screen.getByRole('radio', { name: /Phỉnh 10\.000/ }));
    fireEvent.click(banker);
    expect(screen.getByTestId('table-pending').textContent).toMatch(/60\.000(?![,\d])/);
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận cược' }));
    await waitFor(() => expect(screen.getByTestId('table-placed').textContent).toMatch(/Đã đặt: 60\.000(?![,\d])/));
    expect(screen.getByTestId('table-pending').textContent).toMatch(/Chờ xác nhận: 0(?![,\d])/);
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ roundId: 41 });
    expect(bets[0]!.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.getByTestId('table-my-bets').textContent).toMatch(/Nhà cái: 60\.000(?![,\d])/);
  });

  it('a refused confirmation says why and keeps the chips on the screen', async () => {
    const bets = stubServer(() => state(), () => envelope(null, 'table.betting.closed'));
    open(BaccaratPage, '/m/play/baccarat');
    fireEvent.click(await screen.findByRole('button', { name: /^Hòa trả 8:1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận cược' }));
    expect((await screen.findByRole('alert')).textContent).toBe('refused');
    expect(screen.getByTestId('table-pending').textContent).toMatch(/10\.000(?![,\d])/);
    expect(bets).toHaveLength(1);
  });

  it('deals a settled round as the server drew it and shows the member’s payout', async () => {
    const now = Date.now();
    const outcome = await tableOutcome('baccarat', 'b'.repeat(64), 'evo-live-002-7');
    stubServer(() => state({
      round: { ...ROUND, phase: 'settled', opensAt: now - 30_000, closesAt: now - 15_000, endsAt: now + 3_000, outcome, fairness: { ...ROUND.fairness, serverSeed: 'b'.repeat(64) } },
      myBets: [{ spot: 'player', amount: 10_000 }], myStake: 10_000, myPayout: 20_000,
    }));
    open(BaccaratPage, '/m/play/baccarat');
    expect((await screen.findByTestId('table-result')).textContent).toMatch(/Bạn nhận 20\.000(?![,\d]) .*đã cược 10\.000(?![,\d])/);
    expect(screen.getByTestId('hand-player').querySelectorAll('svg[role="img"]')).toHaveLength(outcome.engine === 'baccarat' ? outcome.player.length : 0);
    expect(screen.getByTestId('table-seed').textContent).toBe('b'.repeat(64));
    expect(screen.getByRole('link', { name: 'Kiểm tra ván #7' }).getAttribute('href')).toContain('engine=baccarat');
    // no chips outside the window
    expect(screen.getByRole('button', { name: /^Nhà cái trả/ }).hasAttribute('disabled')).toBe(true);
  });
});

describe('a roulette table', () => {
  it('offers the spots of a kind that cover a tapped number, and lists the chips placed', async () => {
    stubServer(() => state({ gameName: 'Roulette EVO 1', engine: 'roulette', variant: null, chips: [1_000, 5_000, 10_000, 50_000, 100_000] }));
    open(RoulettePage, '/m/play/roulette');
    fireEvent.click(await screen.findByTestId('number-17'));
    fireEvent.click(screen.getByRole('radio', { name: 'Góc bốn 8:1' }));
    fireEvent.click(screen.getByTestId('number-17'));
    const choices = screen.getByRole('group', { name: 'Cửa có số 17' });
    expect([...choices.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Góc 13–14–16–17', 'Góc 14–15–17–18', 'Góc 16–17–19–20', 'Góc 17–18–20–21', 'Bỏ chọn']);
    fireEvent.click(screen.getByRole('button', { name: 'Góc 16–17–19–20' }));
    fireEvent.click(screen.getByTestId('spot-dozen-2'));
    expect(screen.getByTestId('table-pending-list').textContent).toMatch(/Số 17: 1\.000(?![,\d]).*Góc 16–17–19–20: 1\.000(?![,\d]).*Tá 2 \(13–24\): 1\.000(?![,\d])/);
  });
});

describe('the verify screen for a table round', () => {
  it('recomputes a roulette number from its seed, the hash checked', async () => {
    const seed = 'c'.repeat(64);
    const hash = await sha256Hex(seed);
    const number = await tableOutcome('roulette', seed, 'evo-live-003-9');
    render(<TableVerify engine="roulette" params={new URLSearchParams({ serverSeed: seed, serverSeedHash: hash, clientSeed: 'evo-live-003-9', nonce: '0' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tính lại' }));
    expect((await screen.findByTestId('verify-table')).textContent).toContain(`Roulette: số ${number.engine === 'roulette' ? number.number : -1}`);
    expect(screen.getByRole('status').className).toBe('play-ok');
  });

  it('says so when the seed does not match the hash', async () => {
    render(<TableVerify engine="baccarat" params={new URLSearchParams({ serverSeed: 'd'.repeat(64), serverSeedHash: 'e'.repeat(64), clientSeed: 'x-1' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tính lại' }));
    expect((await screen.findByRole('status')).className).toBe('play-error');
    expect(screen.getByTestId('verify-table').textContent).toMatch(/^Baccarat: /);
  });
});
