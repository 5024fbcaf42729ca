import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Game, GameType, VendorsValue } from '../../../../contract';
import { useFavouriteIds, useHotGames, useVendors } from '../../../api/games/queries';
import { vendorsOf } from '../../../api/games/vendors';
import { useSession } from '../../../platform/session';
import { QueryStates } from '../../../ui/query-states';
import { RetryPanel } from '../../../ui/retry-panel';
import { Spinner } from '../../../ui/spinner';
import { hottestOf } from '../model/list-filter';
import { LIST_TABS } from '../model/list-routes';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useGameList } from '../hooks/use-game-list';
import { useLaunchGame } from '../hooks/use-launch-game';
import { useLoadMore } from '../../../ui/use-load-more';
import { GameGrid } from './game-grid';
import { SearchBox } from './search-box';
import { VendorSideMenu } from './vendor-side-menu';
import { VendorAlsoIn } from './vendor-also-in';
import { MinBetFilter } from './min-bet-filter';
import { MinLineFilter } from './min-line-filter';
import './games.css';
import { APP_PATHS } from '../../../config/paths';
import { scrollFocusedIntoView } from '../../../ui/scroll-focused-into-view';

/** Classify keys that are modes of their own (HOT, FAV) or the "new" button (NEW): no chip of their own. */
const MODE_CLASSIFIES = new Set(['HOT', 'FAV', 'NEW']);

/** The side menu's vendors: the SPORTS list also holds e-sports and cockfight games, so their vendors too. */
function listVendors(value: VendorsValue | undefined, gameType: GameType) {
  const types: GameType[] = gameType === 'SPORTS' ? ['SPORTS', 'ESPORTS', 'COCKFIGHT'] : [gameType];
  const all = types.flatMap((type) => vendorsOf(value, type));
  return all.filter((v, i) => all.findIndex((o) => o.vassalage === v.vassalage) === i);
}

/** The games list (games document, Game lists) for every list route. */
export default function GamesListPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const { filter, dispatch, query, games, listed } = useGameList();
  const vendorsQuery = useVendors();
  const hot = useHotGames();
  const favourites = useFavouriteToggle();
  const favouriteIds = useFavouriteIds();
  const { launch, pending, dialog } = useLaunchGame();
  const sentinel = useRef<HTMLDivElement>(null);

  const vendors = listVendors(vendorsQuery.data, filter.gameType);
  const classifies = useMemo(() => {
    const keys = new Set<string>();
    for (const v of vendors) for (const c of v.gameClassify) if (!filter.vendor || c.vendors.includes(filter.vendor)) keys.add(c.key);
    return [...keys].filter((k) => !MODE_CLASSIFIES.has(k));
  }, [vendors, filter.vendor]);
  const hottest = useMemo(() => hottestOf(hot.data, filter), [hot.data, filter]);
  // a favourite removed here leaves the favourites list at once
  const shown = filter.mode === 'FAV' && session ? games.filter((g) => favouriteIds.has(g.nodeId)) : games;

  const canLoad = listed && query.hasNextPage && !query.isFetchingNextPage && !query.isError;
  useLoadMore(sentinel, canLoad, query.data?.pages.length ?? 0, () => void query.fetchNextPage());

  const memberMode = (mode: 'RECENT' | 'FAV') => (session ? dispatch({ type: 'mode', mode }) : navigate(APP_PATHS.login));
  const showHottest = filter.mode === 'ALL' || filter.mode === 'HOT';
  const onLaunch = (game: Game) => void launch(game);
  const grid = (list: readonly Game[], label: string) => (
    <GameGrid games={list} label={label} isFavourite={favourites.isFavourite} launching={pending} onLaunch={onLaunch} onFavourite={favourites.toggle} />
  );
  const chip = (pressed: boolean, label: string, onClick: () => void, key?: string) => (
    <button key={key} type="button" className="chip" aria-pressed={pressed} onClick={onClick}>
      {label}
    </button>
  );

  return (
    <div className="games-list">
      <nav className="tab-menu" aria-label={t('games.categories')} onFocus={scrollFocusedIntoView}>
        {LIST_TABS.map((type: GameType) => (
          <button key={type} type="button" className="tab-menu__item" aria-pressed={filter.gameType === type} onClick={() => dispatch({ type: 'tab', gameType: type })}>
            {t(`games.type_${type}`)}
          </button>
        ))}
      </nav>
      <SearchBox key={filter.gameType} value={filter.search} onSearch={(text) => dispatch({ type: 'search', text })} />
      <div className="mode-buttons">
        {chip(filter.mode === 'RECENT', t('games.recent'), () => memberMode('RECENT'))}
        {chip(filter.mode === 'FAV', t('games.favourites'), () => memberMode('FAV'))}
        {chip(filter.mode === 'HOT', t('games.hot'), () => dispatch({ type: 'mode', mode: 'HOT' }))}
        {chip(filter.mode === 'NEW', t('games.new'), () => dispatch({ type: 'mode', mode: 'NEW' }))}
      </div>
      {/* the member's own lists (recent, favourites) take no min bet */}
      {filter.mode !== 'RECENT' && filter.mode !== 'FAV' && (
        <div className="list-filters">
          <MinBetFilter value={filter.minBet} onChange={(minBet) => dispatch({ type: 'filter', minBet, minLine: filter.minLine })} />
          {/* only slots have lines */}
          {filter.gameType === 'RNG' && <MinLineFilter value={filter.minLine} onChange={(minLine) => dispatch({ type: 'filter', minBet: filter.minBet, minLine })} />}
        </div>
      )}
      {classifies.length > 0 && (
        <nav className="classify-menu" aria-label={t('games.classify')}>
          {chip(filter.mode === 'ALL' && !filter.classify, t('games.all'), () => dispatch({ type: 'clearFilters' }))}
          {classifies.map((key) =>
            chip(filter.classify === key, t(`games.classify_${key}` as 'games.classify_JP', { defaultValue: key }), () => dispatch({ type: 'classify', classify: key }), key),
          )}
        </nav>
      )}
      {filter.vendor && <VendorAlsoIn vendor={filter.vendor} gameType={filter.gameType} />}
      <div className="games-list__body">
        {vendorsQuery.isError && !vendorsQuery.data ? (
          <div className="vendor-menu vendor-menu--failed">
            <RetryPanel error={vendorsQuery.error} onRetry={() => void vendorsQuery.refetch()} />
          </div>
        ) : (
          <VendorSideMenu vendors={vendors} selected={filter.vendor} onSelect={(vendor) => dispatch({ type: 'vendor', vendor })} />
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
          {listed && (
            <section aria-labelledby="other-title">
              <h2 id="other-title" className="section-title">
                {t(filter.mode === 'FAV' ? 'games.favourites' : filter.mode === 'RECENT' ? 'games.recent' : showHottest ? 'games.other' : 'games.results')}
              </h2>
              <QueryStates query={query} isEmpty={shown.length === 0} emptyText={t('games.empty')}>
                {() => (
                  <>
                    {grid(shown, t('games.list_label'))}
                    <div ref={sentinel} className="games-list__sentinel" />
                    {query.isFetchingNextPage && <Spinner label={t('common.loading')} />}
                    {query.isFetchNextPageError && <RetryPanel error={query.error} onRetry={() => void query.fetchNextPage()} />}
                    {!query.hasNextPage && <p className="games-list__end">{t('games.end')}</p>}
                  </>
                )}
              </QueryStates>
            </section>
          )}
          {filter.mode === 'HOT' && hottest.length === 0 && (
            <QueryStates query={hot} isEmpty emptyText={t('games.empty')}>
              {() => null}
            </QueryStates>
          )}
        </div>
      </div>
      {dialog}
    </div>
  );
}
