import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import type { Game, GameType, VendorEntry } from '../../../../contract';
import { useHotGames, useVendors } from '../../../api/games/queries';
import { useWireLanguage } from '../../../i18n/use-language';
import { vendorCategories } from '../../../api/games/vendors';
import { fetchGamePage } from '../../../api/games/fetchers';
import { gameKeys } from '../../../api/games/keys';
import { useGameLaunch } from '../hooks/use-game-launch';
import { HOME_GAMES_PER_VENDOR } from '../../../config/constants';
import { RetryPanel } from '../../../ui/retry-panel';
import { LiveStreams } from '../../../ui/live-streams';
import { liveModelsQuery } from '../../../api/games/live-models';
import { SkeletonTiles } from '../../../ui/skeleton';
import { HomeGameTile } from './home-game-tile';
import { APP_PATHS, vendorGamesPath } from '../../../config/paths';

function VendorGames({ vendor, onLaunch, pending }: { vendor: VendorEntry; onLaunch: (g: Game) => void; pending: string | null }) {
  const { t } = useTranslation();
  const language = useWireLanguage();
  const params = { gameType: vendor.gameType === 'COCKFIGHT' || vendor.gameType === 'ESPORTS' ? 'SPORTS' : vendor.gameType, vassalage: vendor.vassalage } as const;
  const games = useQuery({
    queryKey: gameKeys.page(params, 1, HOME_GAMES_PER_VENDOR, language),
    queryFn: ({ signal }) => fetchGamePage(params, 1, language, HOME_GAMES_PER_VENDOR, signal),
  });
  if (games.isPending) return <SkeletonTiles label={t('common.loading')} count={HOME_GAMES_PER_VENDOR} />;
  if (games.isError) return <RetryPanel error={games.error} onRetry={() => void games.refetch()} />;
  return (
    <section className="home-vendor-games" aria-label={t('games.vendor_games', { vendor: vendor.displayName })}>
      {games.data.games.length === 0 ? (
        <p className="empty-state">{t('games.empty')}</p>
      ) : (
        <ul className="home-games">
          {games.data.games.slice(0, HOME_GAMES_PER_VENDOR).map((g) => (
            <HomeGameTile key={g.nodeId} game={g} onLaunch={onLaunch} busy={pending === g.nodeId} />
          ))}
        </ul>
      )}
      <Link className="button button--ghost button--block" href={vendorGamesPath(vendor.gameType, vendor.vassalage)}>
        {t('games.all_games_of', { vendor: vendor.displayName })}
      </Link>
    </section>
  );
}

/**
 * The home game category menu: HOT first, then each vendor category with
 * its vendor tiles (cockfight split out of sports). A vendor with a lobby
 * game launches it; another shows its first 9 games.
 */
export default function LobbyCategories() {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const tab = search.get('tab') ?? 'HOT';
  const vendors = useVendors();
  const hot = useHotGames();
  // The lists render from deferred copies: an answer arriving re-renders this
  // block at once (the cache's answers are urgent updates), and its tiles
  // follow in a render that yields to the browser every few milliseconds.
  const vendorList = useDeferredValue(vendors.data);
  const hotList = useDeferredValue(hot.data);
  const { launch, pending, dialog } = useGameLaunch();
  const language = useWireLanguage();
  // the live category's streams (the live model list), asked only while that category is open
  const liveModels = useQuery({ ...liveModelsQuery(language), enabled: tab === 'LIVE' });
  const [open, setOpen] = useState<string | null>(null);
  const categories = vendorList ? vendorCategories(vendorList) : [];
  const current = categories.find((c) => c.gameType === tab);
  const selectTab = (next: string) => {
    setOpen(null);
    navigate(next === 'HOT' ? path : `${path}?tab=${next}`, { replace: true });
  };
  const onLaunch = (g: Game) => void launch(g);
  const onVendor = (vendor: VendorEntry) => {
    if (vendor.lobbyNodeId) void launch({ gameId: vendor.lobbyNodeId, nodeId: vendor.lobbyNodeId, vassalage: vendor.vassalage, gameType: vendor.gameType });
    else setOpen(open === vendor.vassalage ? null : vendor.vassalage);
  };
  const openVendor = current?.vendors.find((v) => v.vassalage === open);

  return (
    <section className="home-lobby" aria-labelledby="home-lobby-title">
      <h2 id="home-lobby-title" className="visually-hidden">
        {t('home.quick_title')}
      </h2>
      {/* a tab reached by Tab scrolls whole into the row (the browser leaves one half out), focus ring and all */}
      <div className="home-tabs" role="tablist" aria-label={t('home.quick_title')} onFocus={(e) => e.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}>
        {['HOT', ...categories.map((c) => c.gameType)].map((type) => (
          <button key={type} type="button" role="tab" className="home-tabs__tab" aria-selected={tab === type} onClick={() => selectTab(type)}>
            {t(`games.type_${type as GameType}`, { defaultValue: type })}
          </button>
        ))}
      </div>
      <div className="home-lobby__panel" role="tabpanel" aria-label={t(`games.type_${tab as GameType}`, { defaultValue: tab })}>
        {tab === 'HOT' ? (
          hot.isError && !hot.data ? (
            <RetryPanel error={hot.error} onRetry={() => void hot.refetch()} />
          ) : !hotList ? (
            <SkeletonTiles label={t('common.loading')} count={6} />
          ) : (
            <>
              <ul className="home-games">
                {hotList.slice(0, HOME_GAMES_PER_VENDOR).map((g) => (
                  <HomeGameTile key={g.nodeId} game={g} onLaunch={onLaunch} busy={pending === g.nodeId} />
                ))}
              </ul>
              <Link className="button button--ghost button--block" href={APP_PATHS.hotGames}>
                {t('games.more_hot')}
              </Link>
            </>
          )
        ) : vendors.isError && !vendors.data ? (
          <RetryPanel error={vendors.error} onRetry={() => void vendors.refetch()} />
        ) : !vendorList ? (
          <SkeletonTiles label={t('common.loading')} count={6} />
        ) : !current ? (
          <p className="empty-state">{t('games.no_vendors')}</p>
        ) : (
          <>
            <ul className="home-vendors" aria-label={t('games.vendors')}>
              {current.vendors.map((vendor) => (
                <li key={vendor.vassalage}>
                  <button type="button" className="home-vendor" aria-expanded={vendor.lobbyNodeId ? undefined : open === vendor.vassalage} onClick={() => onVendor(vendor)}>
                    <img src={vendor.mobileLargeIcon} alt="" width={300} height={150} loading="lazy" decoding="async" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
                    <span className="home-vendor__name">{vendor.displayName}</span>
                    {vendor.maintenance && <span className="home-vendor__badge">{t('games.maintenance')}</span>}
                  </button>
                </li>
              ))}
            </ul>
            {openVendor && <VendorGames vendor={openVendor} onLaunch={onLaunch} pending={pending} />}
            {current.gameType === 'LIVE' && <LiveStreams models={liveModels.data} onOpen={(m) => void launch({ ...m, gameType: 'LIVE' })} pending={pending} />}
          </>
        )}
      </div>
      {dialog}
    </section>
  );
}
