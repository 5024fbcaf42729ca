import { describe, expect, it } from 'vitest';
import { bannerCarouselOptions, hotStripCarouselOptions, toSwiperOptions } from './carousel-options';

describe('carousel options', () => {
  it('banner: loop, 1000 ms transition, autoplay every 5000 ms that a touch does not stop; one banner stands still', () => {
    expect(bannerCarouselOptions(3, false)).toMatchObject({ loop: true, speed: 1000, autoplay: { delay: 5000, disableOnInteraction: false }, slidesPerView: 1, slidesPerGroup: 1 });
    expect(bannerCarouselOptions(1, false)).toMatchObject({ loop: false, autoplay: false });
    expect(bannerCarouselOptions(3, true)).toMatchObject({ loop: true, autoplay: false, speed: 0 });
  });

  it('hot strip: four in view, turned four at a time every 5000 ms, no loop; reduced motion: still', () => {
    expect(hotStripCarouselOptions(15, false)).toMatchObject({ loop: false, slidesPerView: 4, slidesPerGroup: 4, autoplay: { delay: 5000, disableOnInteraction: false } });
    expect(hotStripCarouselOptions(4, false).autoplay).toBe(false);
    expect(hotStripCarouselOptions(15, true).autoplay).toBe(false);
  });

  it('maps to Swiper parameters; the dots and autoplay are the carousel module\'s, not Swiper\'s', () => {
    const swiper = toSwiperOptions(bannerCarouselOptions(2, false));
    expect(swiper).toMatchObject({ loop: true, speed: 1000, slideClass: 'home-banner__slide' });
    expect(swiper).not.toHaveProperty('pagination');
    expect(swiper).not.toHaveProperty('autoplay');
    expect(swiper).not.toHaveProperty('rewind');
  });
});
