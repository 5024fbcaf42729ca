import { useEffect, useState, type RefObject } from 'react';
import { whenLoadedAndIdle } from '../../platform/after-load';
import type { CarouselOptions } from './carousel-options';
import type * as SwiperCarousel from './swiper-carousel';

type SwiperModule = typeof SwiperCarousel;

let loading: Promise<SwiperModule> | null = null;

/** Swiper's module, fetched once for every carousel of the app. */
export function loadSwiperCarousel(): Promise<SwiperModule> {
  loading ??= import('./swiper-carousel').catch((error: unknown) => {
    loading = null; // offline, say: a later carousel tries again
    throw error;
  });
  return loading;
}

/** False until the page has loaded and gone idle: the moment carousels may fetch Swiper. */
function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setIdle(true)), []);
  return idle;
}

/**
 * Makes `container` (its wrapper and slides rendered by React, the first one
 * already in the server's page) a Swiper carousel once the page is idle:
 * until then, and when Swiper cannot load, the markup is a plain first slide.
 * `options` null: no carousel (or the one there is destroyed). The container
 * must be remounted (a React key) when its slides change, because Swiper
 * owns their order while it runs.
 */
export function useCarousel(container: RefObject<HTMLElement | null>, dots: RefObject<HTMLElement | null>, options: CarouselOptions | null): void {
  const idle = usePageIdle();
  // options compared by value: a new object each render must not restart the carousel
  const key = options ? JSON.stringify(options) : null;
  useEffect(() => {
    const el = container.current;
    if (!idle || !el || key === null) return;
    let carousel: SwiperCarousel.MountedCarousel | null = null;
    let cancelled = false;
    loadSwiperCarousel()
      .then((module) => {
        if (!cancelled) carousel = module.mountCarousel(el, dots.current, JSON.parse(key) as CarouselOptions);
      })
      .catch(() => undefined); // no Swiper (offline, say): the first slide stays, still a banner
    return () => {
      cancelled = true;
      carousel?.destroy();
    };
  }, [idle, key, container, dots]);
}
