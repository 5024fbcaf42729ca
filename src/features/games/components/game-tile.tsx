import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../contract';
import { GAME_TILE_THEMES } from '../../../config/constants';
import { useImageUrl } from '../../../api/system/image-url';
import { GameIcon } from '../../../ui/game-icon';
import { usePress } from '../../../ui/use-press';
import { useSession } from '../../../platform/session';
import { TRIAL_MEMBER_TYPE } from '../../../config/constants';

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
  /** Out of view in a carousel: no tab stop, not read out (the carousel keeps it up to date once it runs). */
  inert?: boolean;
}

/** A game tile: the spec's press helper gives it a pressed look, and a finger that scrolled launches nothing. */
export const GameTile = memo(function GameTile({ game, favourite, launching, onLaunch, onFavourite, inert }: GameTileProps) {
  const { t } = useTranslation();
  const { handlers } = usePress(() => onLaunch(game));
  const imageUrl = useImageUrl();
  // A trial account sees which games its play money does not open (the game's own free-play flag, docs/decisions/0094).
  const realOnly = useSession()?.type === TRIAL_MEMBER_TYPE && !game.supportPlay;
  return (
    <li className={`game-tile game-tile--theme-${themeOf(game.nodeId)}`} data-node-id={game.nodeId} inert={inert}>
      <button type="button" className="game-tile__launch" aria-busy={launching || undefined} {...handlers}>
        <GameIcon className="game-tile__icon" src={imageUrl(game.iconUrl)} />
        <span className="game-tile__name">{game.gameName}</span>
        {realOnly && <span className="game-tile__real-only">{t('games.real_only')}</span>}
      </button>
      {onFavourite && (
        <button
          type="button"
          className={`game-tile__fav${favourite ? ' is-on' : ''}`}
          aria-pressed={favourite}
          aria-label={t('games.favourite_toggle', { name: game.gameName })}
          onClick={() => onFavourite(game)}
        >
          <span className="game-tile__star" aria-hidden="true">
            ★
          </span>
        </button>
      )}
    </li>
  );
});
