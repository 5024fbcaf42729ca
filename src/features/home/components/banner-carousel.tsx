import { homeBannersQuery } from '../../../api/announcements/announcements';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { HOME_ANNOUNCEMENT_GROUP, type Banner } from '../../../../contract';
import { useWireLanguage } from '../../../i18n/use-language';
import { useGameLaunch } from '../hooks/use-game-launch';
import { useQuery } from '@tanstack/react-query';
import { BANNER_AUTOPLAY_MS } from '../../../config/constants';
import { usePrefersReducedMotion } from '../../../platform/reduced-motion';
import { useAfterFirstPaint } from '../../../platform/after-load';
import { safeHref } from '../../../platform/safe-href';
import { appPath } from '../../../config/paths';
import { useBrandName } from '../../../api/system/brand';

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

/** The slide the track shows: the one whose left edge is nearest. */
function slideAt(track: HTMLElement): number {
  const width = track.clientWidth;
  return width > 0 ? Math.round(track.scrollLeft / width) : 0;
}

/**
 * Autoplay: every BANNER_AUTOPLAY_MS the track scrolls to the next slide
 * (from the last, back to the first). Touches do not stop it; a slide the
 * player just moved to gets its full time; a hidden page does not move.
 */
function useAutoplay(track: RefObject<HTMLDivElement | null>, count: number, enabled: boolean, reduced: boolean) {
  useEffect(() => {
    const el = track.current;
    if (!el || count < 2 || !enabled) return;
    let timer = 0;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!document.hidden) {
          const next = (slideAt(el) + 1) % count;
          el.scrollTo({ left: next * el.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
        }
        schedule();
      }, BANNER_AUTOPLAY_MS);
    };
    schedule();
    // a swipe restarts the count, so the slide it brought stays its full time
    el.addEventListener('pointerup', schedule);
    return () => {
      window.clearTimeout(timer);
      el.removeEventListener('pointerup', schedule);
    };
  }, [track, count, enabled, reduced]);
}

/**
 * The home top banner (group m_home): a CSS scroll-snap track, one slide per
 * banner, swiped natively, autoplaying every 5 s, with dots. The first slide
 * is a plain image in the page the server sends (the largest paint); the
 * others load lazily as they come near. No carousel library: Swiper cost
 * 24.7 KB gzip, which React's renderer no longer leaves room for
 * (docs/decisions/0029-scroll-snap-banner.md). No banners: the site's own
 * artwork.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const language = useWireLanguage();
  const announcements = useQuery(homeBannersQuery(language));
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const [current, setCurrent] = useState(0);
  const reduced = usePrefersReducedMotion();
  const track = useRef<HTMLDivElement>(null);
  const { act, dialog } = useBannerAction();
  // the slides after the first join after the first paint: their images do
  // not compete with the largest paint (and the server page stays small)
  const allSlides = useAfterFirstPaint();

  const banners = (announcements.data?.banners ?? []).filter((b) => b.groupName === HOME_BANNER_GROUP && !broken.has(b.id));
  const markBroken = (banner: Banner) => setBroken((old) => new Set(old).add(banner.id));
  useAutoplay(track, banners.length, !reduced, reduced);

  const onScroll = () => {
    if (track.current) setCurrent(Math.min(slideAt(track.current), banners.length - 1));
  };

  return (
    <section className="top-banner home-banner" aria-label={t('games.banners')}>
      {banners.length === 0 ? (
        <div className="top-banner__art">
          <strong className="top-banner__title">{brand}</strong>
          <span className="top-banner__claim">{t('common.games_claim')}</span>
        </div>
      ) : (
        <>
          <div ref={track} className="home-banner__track" onScroll={onScroll}>
            {(allSlides ? banners : banners.slice(0, 1)).map((banner, i) => (
              <div key={banner.id} className="home-banner__slide">
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
          {banners.length > 1 && (
            <div className="home-banner__dots" aria-hidden="true">
              {banners.map((b, i) => (
                <span key={b.id} className={`home-banner__dot${i === current ? ' is-on' : ''}`} />
              ))}
            </div>
          )}
        </>
      )}
      {dialog}
    </section>
  );
}
