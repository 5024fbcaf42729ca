import Swiper from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '../../../api/contract';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS } from '../../../config/constants';

export interface SwiperMount {
  destroy: () => void;
}

/**
 * Builds the carousel imperatively inside `host`, a node React leaves alone
 * (Swiper's loop moves slides around, which must not fight React). Loops,
 * 5000 ms autoplay that survives touches, 1000 ms transitions, dots.
 */
export function mountBannerSwiper(
  host: HTMLElement,
  banners: readonly Banner[],
  options: { autoplay: boolean; label: (banner: Banner) => string; onClick: (banner: Banner) => void; onBroken: (banner: Banner) => void },
): SwiperMount {
  host.replaceChildren();
  const root = document.createElement('div');
  root.className = 'swiper banner-swiper';
  const wrapper = document.createElement('div');
  wrapper.className = 'swiper-wrapper';
  for (const banner of banners) {
    const slide = document.createElement('div');
    slide.className = 'swiper-slide';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'banner__button';
    button.setAttribute('aria-label', options.label(banner));
    button.addEventListener('click', () => options.onClick(banner));
    const img = document.createElement('img');
    img.className = 'banner__image';
    img.src = banner.url;
    img.alt = '';
    img.width = 750;
    img.height = 300;
    img.decoding = 'async';
    img.addEventListener('error', () => options.onBroken(banner), { once: true });
    button.append(img);
    slide.append(button);
    wrapper.append(slide);
  }
  const dots = document.createElement('div');
  dots.className = 'swiper-pagination';
  root.append(wrapper, dots);
  host.append(root);
  const swiper = new Swiper(root, {
    modules: [Autoplay, Pagination],
    loop: true,
    speed: BANNER_TRANSITION_MS,
    autoplay: options.autoplay ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false,
    pagination: { el: dots, clickable: true },
  });
  return {
    destroy: () => {
      swiper.destroy(true, true);
      host.replaceChildren();
    },
  };
}
