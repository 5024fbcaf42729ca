import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from './banner-carousel';
import { NoticeTicker } from './notice-ticker';
import { MemberBanner } from './member-banner';
import './home.css';

// The lobby blocks are chunks of their own: home's first bundle carries only
// the banner, the ticker and the member banner.
const LobbyCategories = lazy(() => import('./lobby-categories'));
const LobbyExtras = lazy(() => import('./lobby-extras'));

/** Renders its children once the reserved block comes near the viewport. */
function WhenNear({ children, className }: { children: ReactNode; className: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = box.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '300px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} className={className}>
      {near && children}
    </div>
  );
}

/**
 * The home lobby (games document, Home and shell): banner carousel, notice
 * ticker, member banner, game category menu, first 3 activities, jackpot
 * strip, decorative counter and winners. Every block has its space reserved
 * so nothing shifts while chunks and data arrive.
 */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('titles.home')}</h1>
      <BannerCarousel />
      <NoticeTicker />
      <MemberBanner />
      <div className="home-lobby-slot">
        <Suspense fallback={null}>
          <LobbyCategories />
        </Suspense>
      </div>
      <WhenNear className="home-extras-slot">
        <Suspense fallback={null}>
          <LobbyExtras />
        </Suspense>
      </WhenNear>
    </div>
  );
}
