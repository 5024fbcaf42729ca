import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../contract';
import { useHotGames } from '../../../api/games/queries';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useLaunchGame } from '../hooks/use-launch-game';
import { GameGrid } from './game-grid';
import { SearchBox } from './search-box';
import './games.css';
import { QueryStates } from '../../../ui/query-states';

/** Case- and accent-insensitive name match. */
export function matchesName(game: Game, text: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return fold(game.gameName).includes(fold(text.trim()));
}

/** /m/hot-games: the hot games with a name filter. */
export default function HotGamesPage() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const [filter, setFilter] = useState('');
  const favourites = useFavouriteToggle();
  const { launch, pending, dialog } = useLaunchGame();
  const games = (hot.data ?? []).filter((g) => matchesName(g, filter));
  return (
    <section className="hot-page" aria-labelledby="hot-title">
      <h1 id="hot-title" className="visually-hidden">
        {t('games.hot_games')}
      </h1>
      <SearchBox value="" onSearch={setFilter} />
      <QueryStates query={hot} isEmpty={games.length === 0} emptyText={t('games.empty')}>
        {() => (
          <GameGrid games={games} label={t('games.hot_games')} isFavourite={favourites.isFavourite} launching={pending} onLaunch={(g) => void launch(g)} onFavourite={favourites.toggle} />
        )}
      </QueryStates>
      {dialog}
    </section>
  );
}
