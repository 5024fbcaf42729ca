import type { SwiperOptions } from 'swiper/types';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS, HOT_STRIP } from '../../config/constants';

/**
 * What a carousel asks Swiper for, as plain data: the screens decide it
 * (and their tests read it) without loading Swiper, which only the lazy
 * module src/ui/carousel/swiper-carousel.ts imports
 * (docs/decisions/0081-swiper-loaded-after-the-first-paint.md).
 */
export interface CarouselOptions {
  loop: boolean;
  /** Transition time of a slide change, ms. */
  speed: number;
  /** Time between automatic slide changes, ms; false: no autoplay. */
  autoplay: false | { delay: number; disableOnInteraction: false };
  slidesPerView: number;
  slidesPerGroup: number;
  /** Gap between slides (Swiper's spaceBetween: px, or a percentage of the carousel's width). */
  spaceBetween: number | string;
  /** Class of the slide elements (Swiper's slideClass). */
  slideClass: string;
  /** Classes of the dots drawn into the carousel's dots element (swiper-carousel.ts). */
  bullets: { bulletClass: string; bulletActiveClass: string };
}

/**
 * The home banner (spec: games-member-agent "Banner carousel"): more than one
 * banner loops (the last slide is followed by the first, no rewind across
 * them all), changes every 5000 ms with a 1000 ms transition and keeps
 * autoplay after a touch; one banner stands still. A player who asked for
 * less motion gets no autoplay, and a swipe lands without the slide.
 */
export function bannerCarouselOptions(count: number, reducedMotion: boolean): CarouselOptions {
  const moves = count > 1;
  return {
    loop: moves,
    speed: reducedMotion ? 0 : BANNER_TRANSITION_MS,
    autoplay: moves && !reducedMotion ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false,
    slidesPerView: 1,
    slidesPerGroup: 1,
    spaceBetween: 0,
    slideClass: 'home-banner__slide',
    bullets: { bulletClass: 'home-banner__dot', bulletActiveClass: 'is-on' },
  };
}

/**
 * The member centre's hot strip (spec: "its carousel autoplays every 5000
 * ms, groups of 4"): four games in view, turned four at a time; after the
 * last group it starts again at the first. Less motion: no autoplay.
 */
export function hotStripCarouselOptions(count: number, reducedMotion: boolean): CarouselOptions {
  const moves = count > HOT_STRIP.groupSize;
  return {
    loop: false,
    speed: reducedMotion ? 0 : HOT_STRIP.transitionMs,
    autoplay: moves && !reducedMotion ? { delay: HOT_STRIP.autoplayMs, disableOnInteraction: false } : false,
    slidesPerView: HOT_STRIP.groupSize,
    slidesPerGroup: HOT_STRIP.groupSize,
    // the grid's column gap (0.12rem of a 7.5rem wide column)
    spaceBetween: '1.6%',
    slideClass: 'game-tile',
    bullets: { bulletClass: 'dots__dot', bulletActiveClass: 'is-on' },
  };
}

/**
 * The same options in Swiper's terms (used by the lazy module; kept here so
 * tests see the mapping). Neither the dots nor autoplay are Swiper's: the
 * lazy module draws the one and times the other.
 */
export function toSwiperOptions(options: CarouselOptions): SwiperOptions {
  return {
    loop: options.loop,
    speed: options.speed,
    slidesPerView: options.slidesPerView,
    slidesPerGroup: options.slidesPerGroup,
    spaceBetween: options.spaceBetween,
    slideClass: options.slideClass,
  };
}
