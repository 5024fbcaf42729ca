import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { jackpotGamesQuery, winnersQuery } from '../../../api/games/queries';
import { useWireLanguage } from '../../../i18n/use-language';
import { useAfterFirstPaint, whenLoadedAndIdle } from '../../../platform/after-load';
import { AfterFirstPaint } from '../../../ui/after-first-paint';
import { SkeletonTiles } from '../../../ui/skeleton';
import { useServerRendered } from '../hooks/server-rendered';
import { BannerCarousel } from './banner-carousel';
import { NoticeTicker } from './notice-ticker';
import { MemberBanner } from './member-banner';
import './home.css';
import { LoadBoundary } from '../../../ui/load-boundary';
import { retryableLazy } from '../../../ui/retryable-lazy';

// The lobby blocks are chunks of their own: home's first bundle carries only
// the banner, the ticker and the member banner.
const LobbyCategories = retryableLazy(() => import('./lobby-categories'));
const loadLobbyExtras = () => import('./lobby-extras');
const LobbyExtras = retryableLazy(loadLobbyExtras);

/**
 * Renders its children once the reserved block enters the viewport: below
 * the fold, rendering (and painting its many images) would only slow the
 * first screen down.
 */
function WhenNear({ children, className }: { children: ReactNode; className: string }) {
  const box = useRef<HTMLDivElement>(null);
  // Its turn comes after the blocks above have rendered: before, this slot
  // sits higher up and would look near when it is not.
  const settled = useAfterFirstPaint();
  // false on the server and in hydration alike; a browser without the
  // observer simply renders the block once the page has settled
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || near || !settled) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true));
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, settled]);
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
/** Code and data of the blocks below the fold, fetched once the page has loaded: ready before a scroll reaches them. */
function useWarmLobbyExtras() {
  const queryClient = useQueryClient();
  const language = useWireLanguage();
  useEffect(() => {
    // one idle task each (a chunk to fetch, two requests): together they made a long one
    const cancels = [
      // a warm-up only: offline it fails quietly and the block loads when shown
      whenLoadedAndIdle(() => void loadLobbyExtras().catch(() => undefined)),
      whenLoadedAndIdle(() => void queryClient.prefetchQuery(jackpotGamesQuery(language))),
      whenLoadedAndIdle(() => void queryClient.prefetchQuery(winnersQuery(language))),
    ];
    return () => cancels.forEach((cancel) => cancel());
  }, [queryClient, language]);
}

/**
 * A block of the first screen. Server-rendered: it is in the page already, and
 * hydrates in its own Suspense boundary (React hydrates boundaries one by one
 * and first the one a player touches). Client-only start: it renders after the
 * first paint, in a task of its own.
 */
function FirstScreenBlock({ children }: { children: ReactNode }) {
  return useServerRendered() ? <Suspense fallback={null}>{children}</Suspense> : <AfterFirstPaint>{children}</AfterFirstPaint>;
}

export default function HomePage() {
  const { t } = useTranslation();
  useWarmLobbyExtras();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('titles.home')}</h1>
      {/* The first paint is the banner (the largest paint); the blocks under
          it follow, each in a task of its own. Nothing is on screen below the
          banner before they come, so nothing shifts. */}
      <Suspense fallback={null}>
        <BannerCarousel />
      </Suspense>
      <FirstScreenBlock>
        <NoticeTicker />
      </FirstScreenBlock>
      <FirstScreenBlock>
        <MemberBanner />
      </FirstScreenBlock>
      <div className="home-lobby-slot">
        <AfterFirstPaint>
          <LoadBoundary>
            <Suspense fallback={<SkeletonTiles label={t('common.loading')} count={6} tabs />}>
              <LobbyCategories />
            </Suspense>
          </LoadBoundary>
        </AfterFirstPaint>
      </div>
      <WhenNear className="home-extras-slot">
        <LoadBoundary quiet>
          <Suspense fallback={null}>
            <LobbyExtras />
          </Suspense>
        </LoadBoundary>
      </WhenNear>
    </div>
  );
}
