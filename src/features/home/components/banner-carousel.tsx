import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { HOME_ANNOUNCEMENT_GROUP, type Banner } from '../../../api/contract';
import { announcementsQuery, useWireLanguage } from '../../../api/games/queries';
import { useGameLaunch } from '../hooks/use-game-launch';
import { useQuery } from '@tanstack/react-query';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS } from '../../../config/constants';
import { usePrefersReducedMotion } from '../../../platform/reduced-motion';
import { safeHref } from '../../../platform/safe-href';
import type { SwiperMount } from './banner-swiper';

export const HOME_BANNER_GROUP = HOME_ANNOUNCEMENT_GROUP;

/** What a banner tap does, by linkage type: P promotion, URL link, G game. */
export function useBannerAction() {
  const [, navigate] = useLocation();
  const { launch, dialog } = useGameLaunch();
  const act = (banner: Banner) => {
    if (banner.linkageType === 'P') navigate(`/m/activity?id=${encodeURIComponent(banner.linkage)}`);
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
 * The home top banner (group m_home). The first banner is a plain image, so
 * it paints with no carousel code; Swiper loads when there is more than one
 * banner, on the first touch or shortly before the first slide change is
 * due, and then takes over. No banners: the site's own artwork.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const language = useWireLanguage();
  const announcements = useQuery(announcementsQuery(HOME_BANNER_GROUP, language));
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const [wantSwiper, setWantSwiper] = useState(false);
  const [swiperReady, setSwiperReady] = useState(false);
  const reduced = usePrefersReducedMotion();
  const host = useRef<HTMLDivElement>(null);
  const { act, dialog } = useBannerAction();
  const onSlideClick = useEffectEvent((banner: Banner) => act(banner));

  const banners = (announcements.data?.banners ?? []).filter((b) => b.groupName === HOME_BANNER_GROUP && !broken.has(b.id));
  const many = banners.length > 1;
  const key = banners.map((b) => b.id).join(',');
  const markBroken = (banner: Banner) => setBroken((old) => new Set(old).add(banner.id));

  useEffect(() => {
    if (!many || wantSwiper) return;
    const timer = setTimeout(() => setWantSwiper(true), BANNER_AUTOPLAY_MS - BANNER_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [many, wantSwiper]);

  useEffect(() => {
    if (!many || !wantSwiper || !host.current) return;
    let mount: SwiperMount | null = null;
    let cancelled = false;
    const target = host.current;
    void import('./banner-swiper').then(({ mountBannerSwiper }) => {
      if (cancelled) return;
      mount = mountBannerSwiper(target, banners, {
        autoplay: !reduced,
        label: (b) => b.title || t('games.banner'),
        onClick: (b) => onSlideClick(b),
        onBroken: markBroken,
      });
      setSwiperReady(true);
    });
    return () => {
      cancelled = true;
      mount?.destroy();
      setSwiperReady(false);
    };
    // the banner list is captured by its key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [many, wantSwiper, key, reduced]);

  const first = banners[0];
  return (
    <section className="top-banner home-banner" aria-label={t('games.banners')} onPointerDown={() => many && setWantSwiper(true)}>
      {!first ? (
        <div className="top-banner__art">
          <strong className="top-banner__title">{t('common.app_name')}</strong>
          <span className="top-banner__claim">{t('common.games_claim')}</span>
        </div>
      ) : (
        <>
          <div ref={host} className="home-banner__swiper" hidden={!swiperReady} />
          {!swiperReady && (
            <div className="home-banner__static">
              <button type="button" className="banner__button" aria-label={first.title || t('games.banner')} onClick={() => act(first)}>
                <img className="banner__image" src={first.url} alt="" width={750} height={300} fetchPriority="high" onError={() => markBroken(first)} />
              </button>
              {many && (
                <div className="home-banner__dots" aria-hidden="true">
                  {banners.map((b, i) => (
                    <span key={b.id} className={`home-banner__dot${i === 0 ? ' is-on' : ''}`} />
                  ))}
                </div>
              )}
            </div>
          )}
        </>
      )}
      {dialog}
    </section>
  );
}
