/**
 * The only module that imports Swiper: loaded by useCarousel after the page
 * has loaded and gone idle, so neither the first paint nor its scripts wait
 * for it (docs/decisions/0081-swiper-loaded-after-the-first-paint.md). Core
 * and autoplay; the dots are drawn here, not by Swiper's pagination module
 * (2.4 KB gzip of a first visit for a row of spans,
 * docs/decisions/0087-first-visit-javascript-budget.md).
 */
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import { toSwiperOptions, type CarouselOptions } from './carousel-options';

export interface MountedCarousel {
  destroy(): void;
}

/** What moves the dots: a new position, or a new number of positions (a resize regroups the strip). */
const DOT_EVENTS = ['activeIndexChange', 'snapIndexChange', 'realIndexChange', 'snapGridLengthChange', 'slidesLengthChange'] as const;

/**
 * One dot per place the carousel rests at, the current one marked, as
 * Swiper's pagination counts them: in loop mode one per slide (Swiper moves
 * the slides, it does not copy them) at `realIndex`; otherwise one per snap
 * point (the hot strip's groups of four) at `snapIndex`.
 */
export function drawDots(swiper: Swiper, dots: HTMLElement, { bulletClass, bulletActiveClass }: CarouselOptions['bullets']): void {
  const loop = Boolean(swiper.params.loop);
  const total = loop ? swiper.slides.length : swiper.snapGrid.length;
  const current = loop ? swiper.realIndex : swiper.snapIndex;
  while (dots.children.length > total) dots.lastElementChild?.remove();
  while (dots.children.length < total) {
    const dot = document.createElement('span');
    dot.className = bulletClass;
    dots.append(dot);
  }
  Array.from(dots.children).forEach((dot, i) => dot.classList.toggle(bulletActiveClass, i === current));
}

/**
 * Only the slides in view take part: one whose middle lies outside the
 * carousel is inert (no tab stop, not read out), so a keyboard or screen
 * reader meets the banner (or the four games) on screen, not every slide
 * off to the side (issue 27).
 */
export function markSlidesInView(swiper: Swiper): void {
  const box = swiper.el.getBoundingClientRect();
  for (const slide of swiper.slides) {
    const { left, right } = slide.getBoundingClientRect();
    const middle = (left + right) / 2;
    slide.inert = middle < box.left || middle > box.right;
  }
}

/** What may have moved the slides in or out of view (a slide change ends with transitionEnd, also at speed 0). */
const VIEW_EVENTS = ['transitionEnd', 'resize', 'slidesLengthChange'] as const;

/** Turns the slides already in `container` (server-rendered or not) into a Swiper carousel. */
export function mountCarousel(container: HTMLElement, dots: HTMLElement | null, options: CarouselOptions): MountedCarousel {
  const swiper = new Swiper(container, { modules: [Autoplay], ...toSwiperOptions(options) });
  if (dots) {
    const update = () => drawDots(swiper, dots, options.bullets);
    for (const event of DOT_EVENTS) swiper.on(event, update);
    update(); // Swiper initialised in its constructor, before these listeners
  }
  const inView = () => markSlidesInView(swiper);
  for (const event of VIEW_EVENTS) swiper.on(event, inView);
  inView();
  // a slide must not turn away (and go inert) under the keyboard's focus
  const hold = (event: FocusEvent) => {
    if ((event.target as Element).matches(':focus-visible')) swiper.autoplay.stop();
  };
  const go = (event: FocusEvent) => {
    if (options.autoplay && !container.contains(event.relatedTarget as Node | null)) swiper.autoplay.start();
  };
  container.addEventListener('focusin', hold);
  container.addEventListener('focusout', go);
  return {
    destroy: () => {
      container.removeEventListener('focusin', hold);
      container.removeEventListener('focusout', go);
      for (const slide of swiper.slides) slide.inert = false;
      // loop mode moved slides around: destroying puts them back in order
      swiper.destroy(true, true);
      dots?.replaceChildren();
    },
  };
}
