import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { GAME_PATHS, type Banner } from '../../../../contract';
import { RegisterBanners } from './register-banners';

const banner = (id: number, title: string, linkageType: Banner['linkageType'], linkage: string): Banner => ({
  id, groupName: 'm_reg', title, url: `/art/banner-${id}.webp`, linkageType, linkage, nodeId: linkageType === 'G' ? '10001' : null, vendor: null,
});

function show(banners: Banner[]) {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    asked.push(url);
    return new Response(JSON.stringify({ success: true, value: { banners, promotion: [], player: [], popup: [], hot: [] } }), { headers: { 'content-type': 'application/json' } });
  }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location = memoryLocation({ path: '/m/register', record: true });
  const view = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <RegisterBanners />
      </Router>
    </QueryClientProvider>,
  );
  return { asked, client, location, view };
}

afterEach(() => vi.unstubAllGlobals());

describe('the registration page\'s banners (group m_reg)', () => {
  it('asks for the banners of group m_reg and shows each in a strip; a promotion banner opens the promotion', async () => {
    const { asked, location } = show([banner(7, 'Thưởng đăng ký 100%', 'P', '12'), banner(8, 'Tải ứng dụng', 'URL', '/m/app'), banner(9, 'Nổ hũ', 'G', 'g1')]);
    const strip = await screen.findByRole('region', { name: 'Tin nổi bật' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(3);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toBe(GAME_PATHS.announcements);
    expect([asked[0]!.searchParams.get('groupName'), asked[0]!.searchParams.get('types'), asked[0]!.searchParams.get('platform')]).toEqual(['m_reg', 'B', 'M']);
    expect(within(strip).getByRole('link', { name: 'Tải ứng dụng' }).getAttribute('href')).toBe('/m/app');
    expect(within(strip).getByRole('img', { name: 'Nổ hũ' })).toBeTruthy();
    fireEvent.click(within(strip).getByRole('link', { name: 'Thưởng đăng ký 100%' }));
    expect(location.history!.at(-1)).toBe('/m/activity?id=12');
  });

  it('shows nothing when the group has no banners, or another group\'s come back', async () => {
    const { client, view } = show([{ ...banner(3, 'Home', 'P', '1'), groupName: 'm_home' }]);
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(view.container.innerHTML).toBe('');
  });

  it('drops a banner whose image fails to load, and the strip with the last one', async () => {
    const { view } = show([banner(7, 'Thưởng đăng ký 100%', 'P', '12')]);
    const strip = await screen.findByRole('region', { name: 'Tin nổi bật' });
    fireEvent.error(strip.querySelector('img')!);
    expect(view.container.innerHTML).toBe('');
  });
});
