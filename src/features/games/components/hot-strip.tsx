import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHotGames } from '../../../api/games/queries';
import { useLaunchGame } from '../hooks/use-launch-game';
import { HOT_STRIP } from '../../../config/constants';
import { usePrefersReducedMotion } from '../../../platform/reduced-motion';
import { useCarousel } from '../../../ui/carousel/use-carousel';
import { hotStripCarouselOptions } from '../../../ui/carousel/carousel-options';
import { GameTile } from './game-tile';
import './games.css';
import './hot-strip.css';

/**
 * The member centre's hot strip: the first 15 hot games, four in view, a
 * Swiper carousel turning four at a time every 5 s (src/ui/carousel, loaded
 * once the page is idle; until then the first four stand as a plain row);
 * it folds and unfolds, and turns only while unfolded. Built here, placed
 * by the member centre.
 */
export function HotStrip() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const { launch, pending, dialog } = useLaunchGame();
  const [open, setOpen] = useState(true);
  const reduced = usePrefersReducedMotion();
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  const games = (hot.data ?? []).slice(0, HOT_STRIP.count);
  useCarousel(container, dots, open && games.length > 0 ? hotStripCarouselOptions(games.length, reduced) : null);
  if (games.length === 0) return null;
  return (
    <section className="hot-strip" aria-labelledby={`${id}-title`}>
      <div className="hot-strip__head">
        <h2 id={`${id}-title`} className="section-title">
          {t('games.hot_games')}
        </h2>
        <button type="button" className="chip" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
          {open ? t('games.collapse') : t('games.expand')}
        </button>
      </div>
      <div id={`${id}-body`} hidden={!open}>
        {/* a new list of games gets a new container: Swiper lays the tiles out while it runs */}
        <div key={games.map((g) => g.nodeId).join(',')} ref={container} className="hot-strip__swiper">
          <ul className="swiper-wrapper hot-strip__wrapper" aria-live="off">
            {games.map((game, i) => (
              <GameTile key={game.nodeId} game={game} favourite={false} launching={pending === game.nodeId} onLaunch={(g) => void launch(g)} inert={i >= HOT_STRIP.groupSize} />
            ))}
          </ul>
          {/* the carousel module draws one dot per group into it (not React) */}
          <div ref={dots} className="dots" aria-hidden="true" />
        </div>
      </div>
      {dialog}
    </section>
  );
}
