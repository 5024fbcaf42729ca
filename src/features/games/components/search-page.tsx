import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GameType } from '../../../../contract';
import { fetchGamePage } from '../../../api/games/fetchers';
import { gameKeys } from '../../../api/games/keys';
import { useWireLanguage } from '../../../i18n/use-language';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useLaunchGame } from '../hooks/use-launch-game';
import { PAGE_SIZE } from '../../../config/constants';
import { RetryPanel } from '../../../ui/retry-panel';
import { Spinner } from '../../../ui/spinner';
import { LIST_TABS } from '../model/list-routes';
import { GameGrid } from './game-grid';
import { HotPopup } from './hot-popup';
import { SearchBox } from './search-box';
import './games.css';
import { appPath } from '../../../config/paths';
import { scrollFocusedIntoView } from '../../../ui/scroll-focused-into-view';

/** /m/search: find a game by name within a category. */
export default function SearchPage() {
  const { t } = useTranslation();
  const language = useWireLanguage();
  const [text, setText] = useState('');
  const [gameType, setGameType] = useState<GameType>('RNG');
  const [hotOpen, setHotOpen] = useState(false);
  const favourites = useFavouriteToggle();
  const { launch, pending, dialog } = useLaunchGame();
  const name = text.trim();
  const params = { gameType, gameName: name };
  const results = useQuery({
    queryKey: gameKeys.page(params, 1, PAGE_SIZE, language),
    queryFn: ({ signal }) => fetchGamePage(params, 1, language, PAGE_SIZE, signal),
    enabled: name.length > 0,
    placeholderData: keepPreviousData,
  });
  return (
    <section className="search-page" aria-labelledby="search-title">
      <h1 id="search-title" className="visually-hidden">
        {t('games.search_label')}
      </h1>
      <SearchBox value="" onSearch={setText} autoFocus />
      <nav className="tab-menu" aria-label={t('games.categories')} onFocus={scrollFocusedIntoView}>
        {LIST_TABS.map((type) => (
          <button key={type} type="button" className="tab-menu__item" aria-pressed={gameType === type} onClick={() => setGameType(type)}>
            {t(`games.type_${type}`)}
          </button>
        ))}
      </nav>
      <button type="button" className="chip" onClick={() => setHotOpen(true)}>
        {t('games.hot_games')}
      </button>
      {!name ? (
        <p className="empty-state">{t('games.search_hint')}</p>
      ) : results.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : results.isError ? (
        <RetryPanel error={results.error} onRetry={() => void results.refetch()} />
      ) : results.data.games.length === 0 ? (
        <p className="empty-state">{t('games.empty')}</p>
      ) : (
        <>
          <GameGrid games={results.data.games} label={t('games.results')} isFavourite={favourites.isFavourite} launching={pending} onLaunch={(g) => void launch(g)} onFavourite={favourites.toggle} />
          {results.data.totalPages > 1 && (
            <Link className="button button--ghost button--block" href={appPath('gameList', { gameType, q: name })}>
              {t('games.all_results', { count: results.data.totalCount })}
            </Link>
          )}
        </>
      )}
      {hotOpen && <HotPopup onClose={() => setHotOpen(false)} />}
      {dialog}
    </section>
  );
}
