import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { GAME_PATHS } from '../../../../contract';
import { vendorGameTypesQuery } from '../../../api/games/later-lists';
import { VendorAlsoIn } from './vendor-also-in';

const answer = [
  { vassalage: 'JILI', displayName: 'JILI', gameTypes: ['RNG', 'FISH', 'PVP'] },
  { vassalage: 'PGE', displayName: 'PG Soft', gameTypes: ['RNG'] },
];

function show(vendor: string, gameType: 'RNG' | 'FISH') {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    asked.push(url);
    return new Response(JSON.stringify({ success: true, value: answer }), { headers: { 'content-type': 'application/json' } });
  }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VendorAlsoIn vendor={vendor} gameType={gameType} />
    </QueryClientProvider>,
  );
  return { asked, client };
}

afterEach(() => vi.unstubAllGlobals());

describe('a vendor\'s other categories (vendor types)', () => {
  it('asks the vendor types call (typeId 1, merchant_code) and links the other types the vendor runs', async () => {
    const { asked } = show('JILI', 'FISH');
    const nav = await screen.findByRole('navigation', { name: 'Trò chơi khác của JILI' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Nổ hũ', '/m/slot-games?vassalage=JILI'],
      ['Game bài', '/m/poker-games?vassalage=JILI'],
    ]);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toBe(GAME_PATHS.vendorGameTypes);
    expect(asked[0]!.searchParams.get('typeId')).toBe('1');
    expect(asked[0]!.searchParams.get('merchant_code')).toBeTruthy();
  });

  it('shows nothing for a vendor that runs only this type', async () => {
    const { asked, client } = show('PGE', 'RNG');
    await vi.waitFor(() => expect(client.getQueryState(vendorGameTypesQuery().queryKey)?.status).toBe('success'));
    expect(asked).toHaveLength(1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
