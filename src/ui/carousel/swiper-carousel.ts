/**
 * The only module that imports Swiper: loaded by useCarousel after the page
 * has loaded and gone idle, so neither the first paint nor its scripts wait
 * for it (docs/decisions/0081-swiper-loaded-after-the-first-paint.md). Swiper's
 * core only: the dots are drawn here, not by Swiper's pagination module
 * (2.4 KB gzip of a first visit for a row of spans,
 * docs/decisions/0087-first-visit-javascript-budget.md), and autoplay is a
 * timer here, not Swiper's Autoplay module, whose animation-frame loop ran on
 * every frame between slide changes
 * (docs/decisions/0107-carousel-autoplay-on-a-timer.md).
 */
import Swiper from 'swiper';
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

export interface Autoplay {
  /** Held (true) while a slide has the keyboard's focus: no change until released. */
  hold(held: boolean): void;
  stop(): void;
}

/**
 * The next slide `delay` ms after the last change ended (or after the start,
 * a release, a drag let go, the tab shown again), by one timer: between
 * changes the page has nothing to do. Swiper's Autoplay module redrew a
 * time-left figure on every animation frame, so a page with a carousel never
 * idled (docs/decisions/0107-carousel-autoplay-on-a-timer.md). As that module
 * did with these options: a loop goes on to the next slide, groups go back to
 * the first after the last; a drag pauses it and letting go resumes it (a
 * touch does not stop it); a hidden tab stops it.
 */
export function autoplay(swiper: Swiper, delay: number): Autoplay {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;
  let dragging = false;
  let stopped = false;
  const clear = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const turn = () => {
    timer = undefined;
    if (swiper.destroyed || swiper.animating) return; // a change under way: its end arms the next
    const moved = swiper.params.loop || !swiper.isEnd ? swiper.slideNext() : swiper.slideTo(0);
    if (!moved) arm(); // nothing to wait for: try again after another delay
  };
  const arm = () => {
    clear();
    if (!stopped && !held && !dragging && document.visibilityState !== 'hidden') timer = setTimeout(turn, delay);
  };
  const drag = () => {
    dragging = true;
    clear();
  };
  const dropped = () => {
    if (!dragging) return;
    dragging = false;
    arm();
  };
  swiper.on('beforeTransitionStart', clear);
  swiper.on('transitionEnd', arm);
  swiper.on('sliderFirstMove', drag);
  swiper.on('touchEnd', dropped);
  document.addEventListener('visibilitychange', arm);
  arm();
  return {
    hold: (value) => {
      held = value;
      arm();
    },
    stop: () => {
      stopped = true;
      clear();
      document.removeEventListener('visibilitychange', arm);
      if (swiper.destroyed) return;
      swiper.off('beforeTransitionStart', clear);
      swiper.off('transitionEnd', arm);
      swiper.off('sliderFirstMove', drag);
      swiper.off('touchEnd', dropped);
    },
  };
}

/** Turns the slides already in `container` (server-rendered or not) into a Swiper carousel. */
export function mountCarousel(container: HTMLElement, dots: HTMLElement | null, options: CarouselOptions): MountedCarousel {
  const swiper = new Swiper(container, toSwiperOptions(options));
  const autoplaying = options.autoplay ? autoplay(swiper, options.autoplay.delay) : null;
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
    if ((event.target as Element).matches(':focus-visible')) autoplaying?.hold(true);
  };
  const go = (event: FocusEvent) => {
    if (!container.contains(event.relatedTarget as Node | null)) autoplaying?.hold(false);
  };
  container.addEventListener('focusin', hold);
  container.addEventListener('focusout', go);
  return {
    destroy: () => {
      container.removeEventListener('focusin', hold);
      container.removeEventListener('focusout', go);
      autoplaying?.stop();
      for (const slide of swiper.slides) slide.inert = false;
      // loop mode moved slides around: destroying puts them back in order
      swiper.destroy(true, true);
      dots?.replaceChildren();
    },
  };
}
