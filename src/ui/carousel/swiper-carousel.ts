/**
 * The only module that imports Swiper: loaded by useCarousel after the page
 * has loaded and gone idle, so neither the first paint nor its scripts wait
 * for it (docs/decisions/0081-swiper-loaded-after-the-first-paint.md). Core,
 * autoplay and pagination: nothing else of Swiper is used.
 */
import Swiper from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';
import { toSwiperOptions, type CarouselOptions } from './carousel-options';

export interface MountedCarousel {
  destroy(): void;
}

/** Turns the slides already in `container` (server-rendered or not) into a Swiper carousel. */
export function mountCarousel(container: HTMLElement, dots: HTMLElement | null, options: CarouselOptions): MountedCarousel {
  const swiper = new Swiper(container, { modules: [Autoplay, Pagination], ...toSwiperOptions(options, dots) });
  return {
    // loop mode moved slides around: destroying puts them back in order
    destroy: () => swiper.destroy(true, true),
  };
}
