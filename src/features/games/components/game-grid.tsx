import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Game } from '../../../../contract';
import { GameTile } from './game-tile';

const COLUMNS = 3;
/** One row of tiles plus its gap, in rem: keep in step with .game-grid (grid-auto-rows + row-gap). */
export const ROW_REM = 2.6;
const OVERSCAN_ROWS = 3;

interface GameGridProps {
  games: readonly Game[];
  label: string;
  isFavourite: (nodeId: string) => boolean;
  launching: string | null;
  onLaunch: (game: Game) => void;
  onFavourite?: (game: Game) => void;
}

function rootPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 55;
}

/** The grid's distance from the top of the document, kept current as the content above it changes. */
function useDocumentTop(ref: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const next = Math.round(el.getBoundingClientRect().top + window.scrollY);
      setTop((old) => (old === next ? old : next));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return top;
}

/**
 * A grid of game tiles scrolled with the window: only the rows near the
 * viewport are in the DOM (@tanstack/react-virtual picks and clamps them),
 * padding stands in for the rest. Rows have a fixed height in rem, so the
 * page is exactly as tall as its rows and nothing is measured.
 */
export function GameGrid({ games, label, isFavourite, launching, onLaunch, onFavourite }: GameGridProps) {
  const ref = useRef<HTMLUListElement>(null);
  const rows = Math.ceil(games.length / COLUMNS);
  const [rowPx, setRowPx] = useState(() => ROW_REM * rootPx());
  useEffect(() => {
    const update = () => setRowPx(ROW_REM * rootPx());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  const scrollMargin = useDocumentTop(ref);
  const virtualizer = useWindowVirtualizer({ count: rows, estimateSize: () => rowPx, overscan: OVERSCAN_ROWS, scrollMargin });
  useEffect(() => virtualizer.measure(), [virtualizer, rowPx]);
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.length ? items[items.length - 1]!.index : -1;
  const visible = games.slice(first * COLUMNS, (last + 1) * COLUMNS);
  return (
    <ul
      ref={ref}
      className="game-grid"
      aria-label={label}
      data-count={games.length}
      style={{ paddingTop: `${first * ROW_REM}rem`, paddingBottom: `${Math.max(0, rows - 1 - last) * ROW_REM}rem` }}
    >
      {visible.map((game) => (
        <GameTile
          key={game.nodeId}
          game={game}
          favourite={isFavourite(game.nodeId)}
          launching={launching === game.nodeId}
          onLaunch={onLaunch}
          onFavourite={onFavourite}
        />
      ))}
    </ul>
  );
}
