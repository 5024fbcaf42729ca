// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type Swiper from 'swiper';
import { drawDots, markSlidesInView } from './swiper-carousel';

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
