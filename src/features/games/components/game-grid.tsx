import { useRef } from 'react';
import type { Game } from '../../../api/contract';
import { useWindowedRows } from '../hooks/use-windowed-rows';
import { GameTile } from './game-tile';

const COLUMNS = 3;
/** Keep in step with .game-grid's grid-auto-rows (tile + gap). */
const ROW_REM = 2.4;

interface GameGridProps {
  games: readonly Game[];
  label: string;
  isFavourite: (nodeId: string) => boolean;
  launching: string | null;
  onLaunch: (game: Game) => void;
  onFavourite?: (game: Game) => void;
}

/** A windowed grid of game tiles: only the rows near the viewport are in the DOM. */
export function GameGrid({ games, label, isFavourite, launching, onLaunch, onFavourite }: GameGridProps) {
  const rows = Math.ceil(games.length / COLUMNS);
  const ref = useRef<HTMLDivElement>(null);
  const win = useWindowedRows(ref, rows, ROW_REM);
  const visible = games.slice(win.first * COLUMNS, (win.last + 1) * COLUMNS);
  return (
    <div ref={ref}>
      <ul className="game-grid" aria-label={label} data-count={games.length} style={{ paddingTop: win.padTop, paddingBottom: win.padBottom }}>
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
    </div>
  );
}
