import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Game } from '../../../../contract';
import { testGame } from '../testing/test-game';
import { hotGamesQuery } from '../../../api/games/queries';
import type { CarouselOptions } from '../../../ui/carousel/carousel-options';
import { HotStrip } from './hot-strip';

// What the strip asks of Swiper (jsdom lays nothing out, so Swiper itself does not run here).
const mounted = vi.hoisted(() => ({ calls: [] as { container: HTMLElement; dots: HTMLElement | null; options: CarouselOptions }[], destroyed: 0 }));
vi.mock('../../../ui/carousel/swiper-carousel', () => ({
  mountCarousel: (container: HTMLElement, dots: HTMLElement | null, options: CarouselOptions) => {
    mounted.calls.push({ container, dots, options });
    return { destroy: () => void mounted.destroyed++ };
  },
}));

const game = (i: number): Game => testGame(i);

function show(count: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(hotGamesQuery('VI').queryKey, Array.from({ length: count }, (_, i) => game(i + 1)));
  return render(
    <QueryClientProvider client={client}>
      <HotStrip />
    </QueryClientProvider>,
  );
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

beforeEach(() => {
  mounted.calls = [];
  mounted.destroyed = 0;
  vi.stubGlobal('fetch', () => Promise.reject(new Error('no network in this test')));
  preferReducedMotion(false);
});
afterEach(() => vi.unstubAllGlobals());

describe('HotStrip', () => {
  it('turns the first 15 hot games four at a time every 5000 ms on Swiper, one dot per group', async () => {
    show(20);
    await waitFor(() => expect(mounted.calls).toHaveLength(1));
    const [{ container, dots, options }] = mounted.calls as [(typeof mounted.calls)[number]];
    expect(options).toMatchObject({ slidesPerView: 4, slidesPerGroup: 4, loop: false, autoplay: { delay: 5000, disableOnInteraction: false } });
    // the slides are the game tiles, 15 of the 20
    expect(container.querySelectorAll(`.${options.slideClass}`)).toHaveLength(15);
    expect(dots?.className).toBe('dots');
    expect(options.bullets.bulletClass).toBe('dots__dot');
  });

  it('stops turning while folded, and turns again once unfolded', async () => {
    show(15);
    await waitFor(() => expect(mounted.calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Thu gọn' }));
    await waitFor(() => expect(mounted.destroyed).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Mở rộng' }));
    await waitFor(() => expect(mounted.calls).toHaveLength(2));
  });

  it('does not autoplay for a player who prefers reduced motion', async () => {
    preferReducedMotion(true);
    show(15);
    await waitFor(() => expect(mounted.calls).toHaveLength(1));
    expect(mounted.calls[0]?.options.autoplay).toBe(false);
  });
});
