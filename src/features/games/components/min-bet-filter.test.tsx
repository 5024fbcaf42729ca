import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { showGamesList } from '../testing/show-games-list';

/** The slots list with a server that lists no game, recording each game-list ask. */
const show = (path: string) => showGamesList(path);

afterEach(() => vi.unstubAllGlobals());

describe('the games list\'s min-bet filter', () => {
  it('offers any and four bounds; choosing one asks the list with that minBet and keeps it in the address; "any" asks without', async () => {
    const { lists, location } = show('/m/slot-games');
    const select = screen.getByRole('combobox', { name: 'Cược tối thiểu' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Tất cả', 'Đến 100', 'Đến 500', 'Đến 1.000', 'Đến 5.000']);
    await waitFor(() => expect(lists).toHaveLength(1));
    expect(lists[0]!.searchParams.get('minBet')).toBeNull();

    fireEvent.change(select, { target: { value: '1000' } });
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(lists[1]!.searchParams.get('minBet')).toBe('1000');
    expect(lists[1]!.searchParams.get('gameType')).toBe('RNG');
    expect(location.history!.at(-1)).toBe('/m/slot-games?gameType=RNG&minBet=1000');
    expect((screen.getByRole('combobox', { name: 'Cược tối thiểu' }) as HTMLSelectElement).value).toBe('1000');

    fireEvent.change(select, { target: { value: '' } });
    expect(location.history!.at(-1)).toBe('/m/slot-games');
    expect((screen.getByRole('combobox', { name: 'Cược tối thiểu' }) as HTMLSelectElement).value).toBe('');
  });

  it('a list opened with ?minBet= shows that bound chosen', async () => {
    const { lists } = show('/m/slot-games?minBet=500');
    expect((screen.getByRole('combobox', { name: 'Cược tối thiểu' }) as HTMLSelectElement).value).toBe('500');
    await waitFor(() => expect(lists).toHaveLength(1));
    expect(lists[0]!.searchParams.get('minBet')).toBe('500');
  });

  it('a bound the address brought that is not offered stays chosen, worded as the others', async () => {
    const { lists } = show('/m/slot-games?minBet=200');
    const select = screen.getByRole('combobox', { name: 'Cược tối thiểu' }) as HTMLSelectElement;
    expect(select.value).toBe('200');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Tất cả', 'Đến 200', 'Đến 100', 'Đến 500', 'Đến 1.000', 'Đến 5.000']);
    await waitFor(() => expect(lists).toHaveLength(1));
    expect(lists[0]!.searchParams.get('minBet')).toBe('200');
  });
});
