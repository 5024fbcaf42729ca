import { homeBannersQuery } from '../../../api/announcements/announcements';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { HOME_ANNOUNCEMENT_GROUP, type Banner } from '../../../../contract';
import { useWireLanguage } from '../../../i18n/use-language';
import { useGameLaunch } from '../hooks/use-game-launch';
import { useQuery } from '@tanstack/react-query';
import { usePrefersReducedMotion } from '../../../platform/reduced-motion';
import { useAfterFirstPaint } from '../../../platform/after-load';
import { useCarousel } from '../../../ui/carousel/use-carousel';
import { bannerCarouselOptions } from '../../../ui/carousel/carousel-options';
import { safeHref } from '../../../platform/safe-href';
import { appPath } from '../../../config/paths';

export const HOME_BANNER_GROUP = HOME_ANNOUNCEMENT_GROUP;

/** What a banner tap does, by linkage type: P promotion, URL link, G game. */
export function useBannerAction() {
  const [, navigate] = useLocation();
  const { launch, dialog } = useGameLaunch();
  const act = (banner: Banner) => {
    if (banner.linkageType === 'P') navigate(appPath('activity', { id: banner.linkage }));
    else if (banner.linkageType === 'URL') {
      const link = safeHref(banner.linkage);
      if (!link) return;
      if (link.startsWith('/')) navigate(link);
      else window.open(link, '_blank', 'noopener');
    } else if (banner.nodeId) {
      void launch({ gameId: banner.linkage || banner.nodeId, nodeId: banner.nodeId, vassalage: banner.vendor ?? '', gameType: 'RNG' });
    }
  };
  return { act, dialog };
}

/**
 * The home top banner (group m_home, spec "Banner carousel"): shown only
 * when there are banners. More than one: a Swiper carousel that loops,
 * changes every 5 s with a 1 s transition, with dots (src/ui/carousel).
 * The first slide is a plain image in the page the server sends (the
 * largest paint); the others join after the first paint, lazy-loaded, and
 * Swiper is fetched once the page has loaded and gone idle, so the first
 * paint waits for none of it (docs/decisions/0081-swiper-loaded-after-the-first-paint.md).
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const language = useWireLanguage();
  const announcements = useQuery(homeBannersQuery(language));
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const reduced = usePrefersReducedMotion();
  const container = useRef<HTMLDivElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  const { act, dialog } = useBannerAction();
  // the slides after the first join after the first paint: their images do
  // not compete with the largest paint (and the server page stays small)
  const allSlides = useAfterFirstPaint();

  const banners = (announcements.data?.banners ?? []).filter((b) => b.groupName === HOME_BANNER_GROUP && !broken.has(b.id));
  const markBroken = (banner: Banner) => setBroken((old) => new Set(old).add(banner.id));
  const moving = allSlides && banners.length > 1;
  useCarousel(container, dots, moving ? bannerCarouselOptions(banners.length, reduced) : null);

  // no banners (or none that loads): no banner block at all (spec); while
  // the first answer is on its way the block keeps its place, so nothing
  // below it moves when the banners come
  if (banners.length === 0) {
    return announcements.data || announcements.isError ? null : <section className="top-banner home-banner" aria-label={t('games.banners')} aria-busy="true" />;
  }
  return (
    <section className="top-banner home-banner" aria-label={t('games.banners')}>
      {/* a new set of banners gets a new container: Swiper owns the slides' order while it runs */}
      <div key={banners.map((b) => b.id).join(',')} ref={container} className="home-banner__swiper">
        <div className="swiper-wrapper home-banner__wrapper">
          {(allSlides ? banners : banners.slice(0, 1)).map((banner, i) => (
            // the slides off to the side are no tab stops until Swiper (which keeps this up to date) runs
            <div key={banner.id} className="home-banner__slide" data-banner-id={banner.id} inert={i > 0}>
              <button type="button" className="banner__button" aria-label={banner.title || t('games.banner')} onClick={() => act(banner)}>
                <img
                  className="banner__image"
                  src={banner.url}
                  alt=""
                  width={750}
                  height={300}
                  {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
                  onError={() => markBroken(banner)}
                />
              </button>
            </div>
          ))}
        </div>
        {/* the carousel module draws the dots into it (not React) */}
        {banners.length > 1 && <div ref={dots} className="home-banner__dots" aria-hidden="true" />}
      </div>
      {dialog}
    </section>
  );
}
