import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHotGames } from '../../../api/games/queries';
import { useLaunchGame } from '../hooks/use-launch-game';
import { HOT_STRIP } from '../../../config/constants';
import { usePrefersReducedMotion } from '../../../platform/reduced-motion';
import { GameTile } from './game-tile';
import './games.css';

/**
 * The member centre's hot strip: the first 15 hot games in groups of 4,
 * turning every 5 s; it folds and unfolds. Built here, placed by the member
 * centre.
 */
export function HotStrip() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const { launch, pending, dialog } = useLaunchGame();
  const [open, setOpen] = useState(true);
  const [group, setGroup] = useState(0);
  const reduced = usePrefersReducedMotion();
  const id = useId();
  const games = (hot.data ?? []).slice(0, HOT_STRIP.count);
  const groups = Math.ceil(games.length / HOT_STRIP.groupSize);
  useEffect(() => {
    if (!open || groups < 2 || reduced) return;
    const timer = setInterval(() => setGroup((g) => (g + 1) % groups), HOT_STRIP.autoplayMs);
    return () => clearInterval(timer);
  }, [open, groups, reduced]);
  if (games.length === 0) return null;
  const shown = games.slice((group % groups) * HOT_STRIP.groupSize, (group % groups) * HOT_STRIP.groupSize + HOT_STRIP.groupSize);
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
        <ul className="game-grid game-grid--strip" aria-live="off">
          {shown.map((game) => (
            <GameTile key={game.nodeId} game={game} favourite={false} launching={pending === game.nodeId} onLaunch={(g) => void launch(g)} />
          ))}
        </ul>
        <div className="dots" aria-hidden="true">
          {Array.from({ length: groups }, (_, i) => (
            <span key={i} className={`dots__dot${i === group % groups ? ' is-on' : ''}`} />
          ))}
        </div>
      </div>
      {dialog}
    </section>
  );
}
