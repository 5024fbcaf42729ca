import { useTranslation } from 'react-i18next';
import { useHotGames } from '../../../api/games/queries';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useLaunchGame } from '../hooks/use-launch-game';
import { HOT_POPUP_COUNT } from '../../../config/constants';
import { Dialog } from '../../../ui/dialog';
import { GameTile } from './game-tile';
import { QueryStates } from '../../../ui/query-states';

/** The hot-games popup: the first 15 hot games. */
export function HotPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const hot = useHotGames();
  const favourites = useFavouriteToggle();
  const { launch, pending, dialog } = useLaunchGame();
  const games = (hot.data ?? []).slice(0, HOT_POPUP_COUNT);
  return (
    <Dialog title={t('games.hot_games')} onClose={onClose}>
      <QueryStates query={hot} isEmpty={games.length === 0} emptyText={t('games.empty')}>
        {() => (
          <ul className="game-grid game-grid--popup" aria-label={t('games.hot_games')}>
            {games.map((game) => (
              <GameTile key={game.nodeId} game={game} favourite={favourites.isFavourite(game.nodeId)} launching={pending === game.nodeId} onLaunch={(g) => void launch(g)} onFavourite={favourites.toggle} />
            ))}
          </ul>
        )}
      </QueryStates>
      {dialog}
    </Dialog>
  );
}
