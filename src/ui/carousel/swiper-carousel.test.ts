// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type Swiper from 'swiper';
import { drawDots } from './swiper-carousel';

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
