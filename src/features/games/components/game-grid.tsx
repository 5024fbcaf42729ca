import { useRef } from 'react';
import { useWindowRows } from '../../../ui/use-window-rows';
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

/**
 * A grid of game tiles scrolled with the window: only the rows near the
 * viewport are in the DOM (useWindowRows), padding stands in for the rest.
 */
export function GameGrid({ games, label, isFavourite, launching, onLaunch, onFavourite }: GameGridProps) {
  const ref = useRef<HTMLUListElement>(null);
  const { first, last, style } = useWindowRows(ref, Math.ceil(games.length / COLUMNS), ROW_REM, OVERSCAN_ROWS);
  const visible = games.slice(first * COLUMNS, (last + 1) * COLUMNS);
  return (
    <ul
      ref={ref}
      className="game-grid"
      aria-label={label}
      data-count={games.length}
      style={style}
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
