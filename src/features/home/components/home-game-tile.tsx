import type { Game } from '../../../../contract';
import { useImageUrl } from '../../../api/system/image-url';
import { GameIcon } from '../../../ui/game-icon';

/** A home game tile: the icon and name; a tap launches. */
export function HomeGameTile({ game, onLaunch, busy }: { game: Game; onLaunch: (game: Game) => void; busy?: boolean }) {
  const imageUrl = useImageUrl();
  return (
    <li className="home-game">
      <button type="button" className="home-game__button" onClick={() => onLaunch(game)} aria-busy={busy || undefined}>
        <GameIcon className="home-game__icon" src={imageUrl(game.iconUrl)} />
        <span className="home-game__name">{game.gameName}</span>
      </button>
    </li>
  );
}
