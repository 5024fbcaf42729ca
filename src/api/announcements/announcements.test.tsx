import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HEADERS } from '../../../contract';
import { configureClient } from '../client';
import { currentLanguage, setLanguage } from '../../i18n/setup';
import { wireLanguage } from '../../i18n/languages';
import { HOME_SCOPE, homeBannersQuery, useAnnouncements } from './announcements';

const TITLES = { VI: 'Khuyến mãi tháng', EN: 'Monthly bonus' } as const;

/** The server translates announcements by the language header, as server/announcements does. */
function stubServer() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    const language = new Headers(init?.headers).get(HEADERS.language) as keyof typeof TITLES;
    asked.push(language);
    const notice = { id: 1, title: TITLES[language], content: '', startDate: 0, groupName: 'm_home', read: false };
    const value = { banners: [], promotion: [], player: [notice], popup: [], hot: [] };
    return new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { headers: { 'Content-Type': 'application/json' } });
  });
  return asked;
}

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('vi');
});

describe('announcements after a language switch', () => {
  configureClient({ language: () => wireLanguage(currentLanguage()), device: () => 'OTHERS' });

  it('the notice lists read the announcements again in the new language', async () => {
    const asked = stubServer();
    const { result, unmount } = renderHook(() => useAnnouncements(HOME_SCOPE), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data?.player[0]?.title).toBe(TITLES.VI));
    await act(() => setLanguage('en'));
    await waitFor(() => expect(result.current.data?.player[0]?.title).toBe(TITLES.EN));
    expect(asked).toEqual(['VI', 'EN']);
    // gone before afterEach switches back, which would read them once more
    unmount();
  });

  it('the home banners, kept offline, are kept per language', () => {
    expect(homeBannersQuery('VI').queryKey).not.toEqual(homeBannersQuery('EN').queryKey);
  });

  it('the banners and the home popup of a guest share one cached answer', async () => {
    const asked = stubServer();
    const { result } = renderHook(
      () => ({ popup: useAnnouncements(HOME_SCOPE), banners: useQuery(homeBannersQuery('VI')) }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.banners.data?.player[0]?.title).toBe(TITLES.VI));
    await waitFor(() => expect(result.current.popup.data?.player[0]?.title).toBe(TITLES.VI));
    expect(asked).toEqual(['VI']);
  });
});
