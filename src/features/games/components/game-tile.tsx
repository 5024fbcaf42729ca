import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../api/contract';
import { GAME_TILE_THEMES } from '../../../config/constants';
import { GameIcon } from '../../../ui/game-icon';

const themes = new Map<string, number>();
/** Spec: tiles pick a random theme 1 to 5; kept per game so a tile scrolled back looks the same. */
function themeOf(nodeId: string): number {
  let theme = themes.get(nodeId);
  if (!theme) {
    theme = 1 + Math.floor(Math.random() * GAME_TILE_THEMES);
    themes.set(nodeId, theme);
  }
  return theme;
}

interface GameTileProps {
  game: Game;
  favourite: boolean;
  launching: boolean;
  onLaunch: (game: Game) => void;
  onFavourite?: (game: Game) => void;
}

export const GameTile = memo(function GameTile({ game, favourite, launching, onLaunch, onFavourite }: GameTileProps) {
  const { t } = useTranslation();
  return (
    <li className={`game-tile game-tile--theme-${themeOf(game.nodeId)}`}>
      <button type="button" className="game-tile__launch" onClick={() => onLaunch(game)} aria-busy={launching || undefined}>
        <GameIcon className="game-tile__icon" src={game.iconUrl} />
        <span className="game-tile__name">{game.gameName}</span>
      </button>
      {onFavourite && (
        <button
          type="button"
          className={`game-tile__fav${favourite ? ' is-on' : ''}`}
          aria-pressed={favourite}
          aria-label={t('games.favourite_toggle', { name: game.gameName })}
          onClick={() => onFavourite(game)}
        >
          ★
        </button>
      )}
    </li>
  );
});
