// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type Swiper from 'swiper';
import { bannerCarouselOptions, hotStripCarouselOptions } from './carousel-options';
import { drawDots, markSlidesInView, mountCarousel } from './swiper-carousel';

const bullets = { bulletClass: 'dot', bulletActiveClass: 'is-on' };

/** The figures drawDots reads, as Swiper keeps them. */
function swiperAt(state: { loop: boolean; slides: number; snaps: number; realIndex: number; snapIndex: number }): Swiper {
  return {
    params: { loop: state.loop },
    slides: Array.from({ length: state.slides }, () => document.createElement('div')),
    snapGrid: Array.from({ length: state.snaps }, (_, i) => i * 100),
    realIndex: state.realIndex,
    snapIndex: state.snapIndex,
  } as unknown as Swiper;
}

const marks = (dots: HTMLElement) => Array.from(dots.children).map((dot) => (dot.classList.contains('is-on') ? 'x' : '.')).join('');

describe('carousel dots', () => {
  it('loop: one dot per banner, the real slide marked (Swiper moved the slides, the snap index is not the banner)', () => {
    const dots = document.createElement('div');
    drawDots(swiperAt({ loop: true, slides: 3, snaps: 3, realIndex: 0, snapIndex: 1 }), dots, bullets);
    expect(marks(dots)).toBe('x..');
    drawDots(swiperAt({ loop: true, slides: 3, snaps: 3, realIndex: 2, snapIndex: 0 }), dots, bullets);
    expect(marks(dots)).toBe('..x');
    expect(Array.from(dots.children).every((dot) => dot.className.startsWith('dot'))).toBe(true);
  });

  it('groups: one dot per snap point, redrawn when their number changes', () => {
    const dots = document.createElement('div');
    drawDots(swiperAt({ loop: false, slides: 15, snaps: 4, realIndex: 8, snapIndex: 2 }), dots, bullets);
    expect(marks(dots)).toBe('..x.');
    drawDots(swiperAt({ loop: false, slides: 15, snaps: 2, realIndex: 4, snapIndex: 1 }), dots, bullets);
    expect(marks(dots)).toBe('.x');
  });
});

/** An element at a place on screen (jsdom lays nothing out). */
function placed(left: number, width: number): HTMLElement {
  const el = document.createElement('div');
  el.getBoundingClientRect = () => ({ left, right: left + width, width, top: 0, bottom: 100, height: 100, x: left, y: 0, toJSON: () => ({}) });
  return el;
}

describe('slides out of view', () => {
  it('are inert (no tab stop, not read out); the one in view is not', () => {
    // the banner: 412 px wide, moved to its third slide (Swiper's loop put the last one first)
    const slides = [-824, -412, 0, 412, 824].map((left) => placed(left, 412));
    slides[0]!.inert = false;
    slides[2]!.inert = true; // as the page rendered it before Swiper ran
    markSlidesInView({ el: placed(0, 412), slides } as unknown as Swiper);
    expect(slides.map((slide) => slide.inert)).toEqual([true, true, false, true, true]);
  });

  it('groups of four: the four in view take part, a tile half out does not', () => {
    const slides = Array.from({ length: 8 }, (_, i) => placed(-300 + i * 100, 96));
    markSlidesInView({ el: placed(0, 400), slides } as unknown as Swiper);
    expect(slides.map((slide) => (slide.inert ? 'x' : 'o')).join('')).toBe('xxxoooox');
  });
});

/** A carousel of `count` slides in jsdom, `width` px wide (jsdom lays nothing out: Swiper reads the width it is told). */
function carouselEl(count: number, slideClass: string, width = 400): { container: HTMLElement; wrapper: HTMLElement } {
  const container = document.createElement('div');
  const wrapper = document.createElement('div');
  wrapper.className = 'swiper-wrapper';
  for (let i = 0; i < count; i++) {
    const slide = document.createElement('div');
    slide.className = slideClass;
    slide.dataset.n = String(i);
    wrapper.append(slide);
  }
  container.append(wrapper);
  Object.defineProperty(container, 'clientWidth', { value: width });
  Object.defineProperty(container, 'clientHeight', { value: 200 });
  document.body.append(container);
  return { container, wrapper };
}

/** The end of a slide change's CSS transition (jsdom runs none). */
const transitionEnds = (wrapper: HTMLElement) => wrapper.dispatchEvent(new Event('transitionend'));

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('autoplay', () => {
  let frames = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = 0;
    const raf = window.requestAnimationFrame.bind(window);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames++;
      return raf(callback);
    });
  });
  afterEach(() => {
    setHidden(false);
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('banner: the next slide 5000 ms after the last change ended, looping, with no animation frame asked for in between', async () => {
    const { container, wrapper } = carouselEl(3, 'home-banner__slide');
    const carousel = mountCarousel(container, null, bannerCarouselOptions(3, false));
    const active = () => container.querySelector('.swiper-slide-active')?.getAttribute('data-n');
    expect(active()).toBe('0');
    frames = 0;
    await vi.advanceTimersByTimeAsync(4_999);
    expect(active()).toBe('0');
    // a page whose carousel waits does no per-frame work (Swiper's Autoplay module asked for a frame on every one)
    expect(frames).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(active()).toBe('1');
    // while the 1000 ms transition runs, and however long it takes, nothing more moves
    await vi.advanceTimersByTimeAsync(6_000);
    expect(active()).toBe('1');
    transitionEnds(wrapper);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(active()).toBe('1');
    await vi.advanceTimersByTimeAsync(1);
    expect(active()).toBe('2');
    transitionEnds(wrapper);
    await vi.advanceTimersByTimeAsync(5_000);
    // after the last banner the first, one step forward (a loop, not a rewind)
    expect(active()).toBe('0');
    expect(frames).toBeLessThan(5);
    carousel.destroy();
    // past Swiper's own next-tick work, no timer is left
    await vi.advanceTimersByTimeAsync(100);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hot strip: four at a time, back to the first group after the last; stops while the tab is hidden', async () => {
    const { container, wrapper } = carouselEl(12, 'game-tile');
    const carousel = mountCarousel(container, null, hotStripCarouselOptions(12, false));
    const first = () => container.querySelector('.swiper-slide-active')?.getAttribute('data-n');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(first()).toBe('4');
    transitionEnds(wrapper);
    // hidden: no change however long; shown again: the next one a whole delay later
    setHidden(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(first()).toBe('4');
    setHidden(false);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(first()).toBe('4');
    await vi.advanceTimersByTimeAsync(1);
    expect(first()).toBe('8');
    transitionEnds(wrapper);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(first()).toBe('0');
    expect(frames).toBeLessThan(5);
    carousel.destroy();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reduced motion: no timer, no change', async () => {
    const { container } = carouselEl(3, 'home-banner__slide');
    mountCarousel(container, null, bannerCarouselOptions(3, true));
    // past Swiper's own next-tick work, no timer is left
    await vi.advanceTimersByTimeAsync(100);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(container.querySelector('.swiper-slide-active')?.getAttribute('data-n')).toBe('0');
  });
});
