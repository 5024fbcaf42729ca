import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Game, GameType } from '../../../api/contract';
import { useHotGames, useVendors } from '../../../api/games/queries';
import { vendorsOf } from '../../../api/games/vendors';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useLaunchGame } from '../hooks/use-launch-game';
import { useSession } from '../../../platform/session';
import { LOGIN_ROUTE } from '../../../config/constants';
import { RetryPanel } from '../../../ui/retry-panel';
import { Spinner } from '../../../ui/spinner';
import { hasMore } from '../model/list-state';
import { LIST_TABS } from '../model/list-routes';
import { useGameList } from '../hooks/use-game-list';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { GameGrid } from './game-grid';
import { SearchBox } from './search-box';
import { VendorSideMenu } from './vendor-side-menu';
import './games.css';

/** The games list (games document, Game lists) for every list route. */
export default function GamesListPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const { state, dispatch, error } = useGameList();
  const vendorsQuery = useVendors();
  const hot = useHotGames();
  const favourites = useFavouriteToggle();
  const { launch, pending, dialog } = useLaunchGame();

  const vendors = vendorsOf(vendorsQuery.data, state.gameType);
  const classifies = useMemo(() => {
    const keys = new Set<string>();
    for (const v of vendors) for (const c of v.gameClassify) if (!state.vendor || c.vendors.includes(state.vendor)) keys.add(c.key);
    return [...keys].filter((k) => k !== 'HOT' && k !== 'FAV');
  }, [vendors, state.vendor]);
  const hottest = useMemo(
    () => (hot.data ?? []).filter((g) => g.gameType === state.gameType && (!state.vendor || g.vassalage === state.vendor)),
    [hot.data, state.gameType, state.vendor],
  );

  useInfiniteScroll(state.status === 'ready' && hasMore(state), () => dispatch({ type: 'loadMore' }));

  const memberMode = (mode: 'RECENT' | 'FAV') => (session ? dispatch({ type: 'mode', mode }) : navigate(LOGIN_ROUTE));
  const showHottest = state.mode === 'ALL' || state.mode === 'HOT';
  const onLaunch = (game: Game) => void launch(game);
  const grid = (games: readonly Game[], label: string) => (
    <GameGrid games={games} label={label} isFavourite={favourites.isFavourite} launching={pending} onLaunch={onLaunch} onFavourite={favourites.toggle} />
  );

  return (
    <div className="games-list">
      <nav className="tab-menu" aria-label={t('games.categories')}>
        {LIST_TABS.map((type: GameType) => (
          <button key={type} type="button" className="tab-menu__item" aria-pressed={state.gameType === type} onClick={() => dispatch({ type: 'tab', gameType: type })}>
            {t(`games.type_${type}`)}
          </button>
        ))}
      </nav>
      <SearchBox key={state.gameType} value={state.search} onSearch={(text) => dispatch({ type: 'search', text })} />
      <div className="mode-buttons">
        <button type="button" className="chip" aria-pressed={state.mode === 'RECENT'} onClick={() => memberMode('RECENT')}>
          {t('games.recent')}
        </button>
        <button type="button" className="chip" aria-pressed={state.mode === 'FAV'} onClick={() => memberMode('FAV')}>
          {t('games.favourites')}
        </button>
        <button type="button" className="chip" aria-pressed={state.mode === 'HOT'} onClick={() => dispatch({ type: 'mode', mode: 'HOT' })}>
          {t('games.hot')}
        </button>
        <button type="button" className="chip" aria-pressed={state.mode === 'NEW'} onClick={() => dispatch({ type: 'mode', mode: 'NEW' })}>
          {t('games.new')}
        </button>
      </div>
      {classifies.length > 0 && (
        <nav className="classify-menu" aria-label={t('games.classify')}>
          <button type="button" className="chip" aria-pressed={state.mode === 'ALL' && !state.classify} onClick={() => dispatch({ type: 'clearFilters' })}>
            {t('games.all')}
          </button>
          {classifies.map((key) => (
            <button key={key} type="button" className="chip" aria-pressed={state.classify === key} onClick={() => dispatch({ type: 'classify', classify: key })}>
              {t(`games.classify_${key}` as 'games.classify_JP', { defaultValue: key })}
            </button>
          ))}
        </nav>
      )}
      <div className="games-list__body">
        {vendorsQuery.isError && !vendorsQuery.data ? (
          <div className="vendor-menu vendor-menu--failed">
            <RetryPanel error={vendorsQuery.error} onRetry={() => void vendorsQuery.refetch()} />
          </div>
        ) : (
          <VendorSideMenu vendors={vendors} selected={state.vendor} onSelect={(vendor) => dispatch({ type: 'vendor', vendor })} />
        )}
        <div className="games-list__content">
          {showHottest && hottest.length > 0 && (
            <section aria-labelledby="hottest-title">
              <h2 id="hottest-title" className="section-title">
                {t('games.hottest')}
              </h2>
              {grid(hottest, t('games.hottest'))}
            </section>
          )}
          {state.mode !== 'HOT' && (
            <section aria-labelledby="other-title">
              <h2 id="other-title" className="section-title">
                {t(state.mode === 'FAV' ? 'games.favourites' : state.mode === 'RECENT' ? 'games.recent' : showHottest ? 'games.other' : 'games.results')}
              </h2>
              {state.games.length > 0 && grid(state.games, t('games.list_label'))}
              {state.status === 'loading' && <Spinner label={t('common.loading')} />}
              {state.status === 'error' && <RetryPanel error={error} onRetry={() => dispatch({ type: 'retry' })} />}
              {state.status === 'ready' && state.games.length === 0 && <p className="empty-state">{t('games.empty')}</p>}
              {state.status === 'ready' && state.games.length > 0 && !hasMore(state) && <p className="games-list__end">{t('games.end')}</p>}
            </section>
          )}
          {state.mode === 'HOT' && hottest.length === 0 && (hot.isPending ? <Spinner label={t('common.loading')} /> : <p className="empty-state">{t('games.empty')}</p>)}
        </div>
      </div>
      {dialog}
    </div>
  );
}
