import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AnnouncementsValue, Banner } from '../../../../contract';
import { homeBannersQuery } from '../../../api/announcements/announcements';
import type { CarouselOptions } from '../../../ui/carousel/carousel-options';
import { BannerCarousel, HOME_BANNER_GROUP } from './banner-carousel';

// Swiper itself is not run here (jsdom lays nothing out): what the banner asks of it is
// checked; that it turns and loops in a browser is the home journey's (tests/e2e/games-lobby.spec.ts).
const mounted = vi.hoisted(() => ({ calls: [] as { container: HTMLElement; dots: HTMLElement | null; options: CarouselOptions }[], destroyed: 0 }));
vi.mock('../../../ui/carousel/swiper-carousel', () => ({
  mountCarousel: (container: HTMLElement, dots: HTMLElement | null, options: CarouselOptions) => {
    mounted.calls.push({ container, dots, options });
    return { destroy: () => void mounted.destroyed++ };
  },
}));

const banner = (id: number): Banner => ({ id, groupName: HOME_BANNER_GROUP, title: `Banner ${id}`, url: `/banners/${id}.webp`, linkageType: 'P', linkage: String(id), nodeId: null, vendor: null });
const announcements = (banners: Banner[]): AnnouncementsValue => ({ banners, promotion: [], player: [], popup: [], hot: [] });

function show(banners: Banner[] | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (banners) client.setQueryData(homeBannersQuery('VI').queryKey, announcements(banners));
  return render(
    <QueryClientProvider client={client}>
      <BannerCarousel />
    </QueryClientProvider>,
  );
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

beforeEach(() => {
  mounted.calls = [];
  mounted.destroyed = 0;
  // nothing here may reach the network: the banners are in the cache
  vi.stubGlobal('fetch', () => Promise.reject(new Error('no network in this test')));
  preferReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Past the moment a carousel would fetch Swiper (the page loaded and idle: a timer in jsdom), on a fake clock. */
async function pastIdle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(5_000);
  });
}

describe('BannerCarousel', () => {
  it('puts every banner on a Swiper carousel that loops, turns every 5000 ms in 1000 ms, with dots', async () => {
    const { container } = show([banner(1), banner(2), banner(3)]);
    await waitFor(() => expect(mounted.calls).toHaveLength(1));
    const [{ container: swiperEl, dots, options }] = mounted.calls as [(typeof mounted.calls)[number]];
    expect(options).toMatchObject({ loop: true, speed: 1000, slidesPerView: 1, slidesPerGroup: 1, autoplay: { delay: 5000, disableOnInteraction: false } });
    // the slides Swiper turns are the three banners, the first one the server's plain image
    expect([...swiperEl.querySelectorAll(`.${options.slideClass}`)].map((s) => s.getAttribute('data-banner-id'))).toEqual(['1', '2', '3']);
    expect(swiperEl.querySelector('.banner__image')?.getAttribute('fetchpriority')).toBe('high');
    // the dots element the carousel module draws into, inside the banner and hidden from screen readers
    expect(dots).not.toBeNull();
    expect(container.contains(dots)).toBe(true);
    expect(dots?.getAttribute('aria-hidden')).toBe('true');
  });

  it('does not autoplay (or slide) for a player who prefers reduced motion', async () => {
    preferReducedMotion(true);
    show([banner(1), banner(2)]);
    await waitFor(() => expect(mounted.calls).toHaveLength(1));
    expect(mounted.calls[0]?.options).toMatchObject({ loop: true, autoplay: false, speed: 0 });
  });

  it('hides entirely when there are no banners: no block, no fallback art, no Swiper', async () => {
    vi.useFakeTimers();
    const { container } = show([]);
    expect(container.querySelector('.top-banner')).toBeNull();
    expect(container.textContent).toBe('');
    await pastIdle();
    expect(mounted.calls).toHaveLength(0);
  });

  it('the same wait is enough for two banners to get their carousel (so the no-Swiper cases here can fail)', async () => {
    vi.useFakeTimers();
    show([banner(1), banner(2)]);
    await pastIdle();
    expect(mounted.calls).toHaveLength(1);
  });

  it('keeps its place while the banners are on their way (nothing below moves when they come)', () => {
    const { container } = show(null);
    const block = container.querySelector('.top-banner');
    expect(block).not.toBeNull();
    expect(block?.getAttribute('aria-busy')).toBe('true');
  });

  it('shows a single banner as a still image: no carousel, no dots', async () => {
    vi.useFakeTimers();
    const { container } = show([banner(7)]);
    expect(container.querySelectorAll('.banner__image')).toHaveLength(1);
    expect(container.querySelector('.home-banner__dots')).toBeNull();
    await pastIdle();
    expect(mounted.calls).toHaveLength(0);
  });
});
