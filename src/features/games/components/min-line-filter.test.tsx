import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { showGamesList } from '../testing/show-games-list';
import { testGame } from '../testing/test-game';

/** Two slots, of 20 and of 243 lines. */
const SLOTS = [{ game: testGame(1, { gameName: 'Rồng Vàng' }), lines: 20 }, { game: testGame(2, { gameName: 'Kho Báu Megaways' }), lines: 243 }];

/** The fake server answers minLine as the real one: slots of at least that many lines. */
const show = (path: string) => showGamesList(path, (url) => SLOTS.filter((s) => s.lines >= Number(url.searchParams.get('minLine') ?? 0)).map((s) => s.game));

afterEach(() => vi.unstubAllGlobals());

const control = () => screen.getByRole('combobox', { name: 'Số dòng tối thiểu' }) as HTMLSelectElement;

describe('the games list\'s min-line filter', () => {
  it('sits beside min bet on the slots list; choosing a bound asks the list with that minLine, keeps it in the address, and the list changes', async () => {
    const { lists, location } = show('/m/slot-games');
    expect(screen.getByRole('combobox', { name: 'Cược tối thiểu' })).toBeTruthy();
    expect([...control().options].map((o) => o.textContent)).toEqual(['Tất cả', 'Từ 10 dòng', 'Từ 20 dòng', 'Từ 25 dòng', 'Từ 50 dòng', 'Từ 243 dòng']);
    expect(await screen.findByText('Rồng Vàng')).toBeTruthy();
    expect(screen.getByText('Kho Báu Megaways')).toBeTruthy();
    expect(lists[0]!.searchParams.get('minLine')).toBeNull();

    fireEvent.change(control(), { target: { value: '243' } });
    await waitFor(() => expect(lists.at(-1)!.searchParams.get('minLine')).toBe('243'));
    expect(await screen.findByText('Kho Báu Megaways')).toBeTruthy();
    expect(screen.queryByText('Rồng Vàng')).toBeNull();
    const asked = lists.at(-1)!;
    expect(asked.searchParams.get('minLine')).toBe('243');
    expect(asked.searchParams.get('gameType')).toBe('RNG');
    expect(location.history!.at(-1)).toBe('/m/slot-games?gameType=RNG&minLine=243');

    // min bet keeps the chosen lines: both bounds go together
    fireEvent.change(screen.getByRole('combobox', { name: 'Cược tối thiểu' }), { target: { value: '500' } });
    await waitFor(() => expect(lists.at(-1)!.searchParams.get('minBet')).toBe('500'));
    expect(lists.at(-1)!.searchParams.get('minLine')).toBe('243');
    expect(location.history!.at(-1)).toBe('/m/slot-games?gameType=RNG&minBet=500&minLine=243');

    fireEvent.change(control(), { target: { value: '' } });
    expect(await screen.findByText('Rồng Vàng')).toBeTruthy();
    expect(lists.at(-1)!.searchParams.get('minLine')).toBeNull();
  });

  it('a list opened with ?minLine= shows that bound chosen and asks with it', async () => {
    const { lists } = show('/m/slot-games?minLine=25');
    expect(control().value).toBe('25');
    await waitFor(() => expect(lists).toHaveLength(1));
    expect(lists[0]!.searchParams.get('minLine')).toBe('25');
    expect(await screen.findByText('Kho Báu Megaways')).toBeTruthy();
    expect(screen.queryByText('Rồng Vàng')).toBeNull();
  });

  it('is not offered where games have no lines (the fishing list)', async () => {
    show('/m/fishing-games');
    expect(screen.getByRole('combobox', { name: 'Cược tối thiểu' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Số dòng tối thiểu' })).toBeNull();
  });
});
