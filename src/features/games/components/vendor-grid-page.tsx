import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { GameType, VendorEntry } from '../../../../contract';
import { useVendors } from '../../../api/games/queries';
import { vendorsOf } from '../../../api/games/vendors';
import { useLaunchGame } from '../hooks/use-launch-game';
import { QueryStates } from '../../../ui/query-states';
import { LiveStreams } from '../../../ui/live-streams';
import { LotteryGames } from './lottery-games';
import { liveModelsQuery } from '../../../api/games/live-models';
import { useQuery } from '@tanstack/react-query';
import { useWireLanguage } from '../../../i18n/use-language';
import { ArtIcon, type ArtGlyph, type ArtTone } from '../../../ui/art-icon';
import './games.css';
import './vendor-grid.css';
import { APP_PATHS, vendorGamesPath } from '../../../config/paths';

/** The vendor grid pages (spec: games lists), each with its category's icon for the "more categories" row. */
const GRIDS: readonly { path: string; gameType: GameType; glyph: ArtGlyph; tone: ArtTone }[] = [
  { path: APP_PATHS.sportGames, gameType: 'SPORTS', glyph: 'sports', tone: 'green' },
  { path: APP_PATHS.liveGames, gameType: 'LIVE', glyph: 'cards', tone: 'red' },
  { path: APP_PATHS.lott, gameType: 'LOTT', glyph: 'lottery', tone: 'orange' },
  { path: APP_PATHS.cockfight, gameType: 'COCKFIGHT', glyph: 'trophy', tone: 'gold' },
  { path: APP_PATHS.esportGames, gameType: 'ESPORTS', glyph: 'gamepad', tone: 'violet' },
  { path: APP_PATHS.elott, gameType: 'ELOTT', glyph: 'ticket', tone: 'blue' },
];

/** /m/lottery is the same grid as /m/lott (one look for one content). */
function gridOf(path: string) {
  return GRIDS.find((g) => g.path === (path === APP_PATHS.lottery ? APP_PATHS.lott : path)) ?? GRIDS[0]!;
}

/** The vendor tiles of one category: the vendor's art large, its name and what a tap does; it launches the vendor's lobby or opens its games. */
export function VendorTiles({ vendors, onLaunch }: { vendors: readonly VendorEntry[]; onLaunch: (vendor: VendorEntry) => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const open = (vendor: VendorEntry) => {
    if (vendor.lobbyNodeId) onLaunch(vendor);
    else navigate(vendorGamesPath(vendor.gameType, vendor.vassalage));
  };
  return (
    <ul className={`vendor-grid${vendors.length <= 2 ? ' vendor-grid--wide' : ''}`}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <button type="button" className="vendor-tile" onClick={() => open(vendor)}>
            <span className="vendor-tile__art">
              <img className="vendor-tile__logo" src={vendor.mobileLargeIcon} alt="" width={300} height={150} loading="lazy" decoding="async" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
            </span>
            <span className="vendor-tile__name">{vendor.displayName}</span>
            <span className="vendor-tile__cta" aria-hidden="true">
              {vendor.lobbyNodeId ? t('games.vendor_enter') : t('games.vendor_games_cta')}
            </span>
            {vendor.maintenance && <span className="vendor-tile__badge">{t('games.maintenance')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A category's vendors (sports, live, lottery, cockfight, e-sports,
 * e-lottery) under the app's title bar and above its bottom bar, then the
 * other categories, so the screen leads somewhere rather than ending blank.
 */
export default function VendorGridPage() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const grid = gridOf(path);
  const vendors = useVendors();
  const { launch, dialog } = useLaunchGame();
  const language = useWireLanguage();
  // the live category's streams (the live model list): only the live grid asks for them
  const liveModels = useQuery({ ...liveModelsQuery(language), enabled: grid.gameType === 'LIVE' });
  const list = vendorsOf(vendors.data, grid.gameType);
  const others = GRIDS.filter((g) => g !== grid && vendorsOf(vendors.data, g.gameType).length > 0);
  const onLaunch = (vendor: VendorEntry) =>
    void launch({ gameId: vendor.lobbyNodeId ?? '', nodeId: vendor.lobbyNodeId ?? '', vassalage: vendor.vassalage, gameType: vendor.gameType });
  return (
    <section className="vendor-page" aria-labelledby="vendor-page-title">
      <h1 id="vendor-page-title" className="visually-hidden">
        {t(`games.type_${grid.gameType}`)}
      </h1>
      {/* the live grid leads with what is live now (the live model list), then the vendors */}
      {grid.gameType === 'LIVE' && <LiveStreams models={liveModels.data} onOpen={(m) => void launch({ ...m, gameType: 'LIVE' })} />}
      <QueryStates query={vendors} isEmpty={list.length === 0} emptyText={t('games.no_vendors')}>
        {() => <VendorTiles vendors={list} onLaunch={onLaunch} />}
      </QueryStates>
      {/* the lottery screens: the popular lotteries, then every one (/lgw/games/popular, /lgw/games/mobile) */}
      {(grid.gameType === 'LOTT' || grid.gameType === 'ELOTT') && (
        <LotteryGames prizeMode={grid.gameType} onLaunch={(g) => void launch({ gameId: g.gameId, nodeId: g.nodeId, vassalage: g.vassalage, gameType: grid.gameType })} />
      )}
      {others.length > 0 && (
        <nav className="vendor-more" aria-labelledby="vendor-more-title">
          <h2 id="vendor-more-title" className="vendor-more__title">{t('games.more_categories')}</h2>
          <ul className="vendor-more__list">
            {others.map((g) => (
              <li key={g.path}>
                <Link className="vendor-more__item" href={g.path}>
                  <ArtIcon glyph={g.glyph} tone={g.tone} size={40} />
                  <span>{t(`games.type_${g.gameType}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {dialog}
    </section>
  );
}
