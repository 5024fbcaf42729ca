import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { GameType, VendorEntry } from '../../../../contract';
import { useVendors } from '../../../api/games/queries';
import { vendorsOf } from '../../../api/games/vendors';
import { useLaunchGame } from '../hooks/use-launch-game';
import { QueryStates } from '../../../ui/query-states';
import { listGameType } from '../model/list-routes';
import './games.css';
import { APP_PATHS, appPath } from '../../../config/paths';

/** Pages the spec shows without header and footer: they need a way out of their own. */
const FULL_SCREEN = new Set<string>([APP_PATHS.lottery]);

const GRID_TYPES: Record<string, GameType> = {
  [APP_PATHS.lott]: 'LOTT',
  [APP_PATHS.lottery]: 'LOTT',
  [APP_PATHS.elott]: 'ELOTT',
  [APP_PATHS.sportGames]: 'SPORTS',
  [APP_PATHS.liveGames]: 'LIVE',
  [APP_PATHS.cockfight]: 'COCKFIGHT',
  [APP_PATHS.esportGames]: 'ESPORTS',
};

/** The vendor tiles of one category; a tile launches the vendor's lobby or opens its games. */
export function VendorTiles({ vendors, onLaunch }: { vendors: readonly VendorEntry[]; onLaunch: (vendor: VendorEntry) => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const open = (vendor: VendorEntry) => {
    if (vendor.lobbyNodeId) onLaunch(vendor);
    else navigate(appPath('gameList', { gameType: listGameType(vendor.gameType), vassalage: vendor.vassalage }));
  };
  return (
    <ul className="vendor-grid">
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <button type="button" className="vendor-tile" onClick={() => open(vendor)}>
            <img className="vendor-tile__logo" src={vendor.mobileLargeIcon} alt="" width={300} height={150} loading="lazy" decoding="async" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
            <span className="vendor-tile__name">{vendor.displayName}</span>
            {vendor.maintenance && <span className="vendor-tile__badge">{t('games.maintenance')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

export default function VendorGridPage() {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const gameType = GRID_TYPES[path] ?? 'SPORTS';
  const vendors = useVendors();
  const { launch, dialog } = useLaunchGame();
  const list = vendorsOf(vendors.data, gameType);
  const onLaunch = (vendor: VendorEntry) =>
    void launch({ gameId: vendor.lobbyNodeId ?? '', nodeId: vendor.lobbyNodeId ?? '', vassalage: vendor.vassalage, gameType: vendor.gameType });
  return (
    <section className="vendor-page" aria-labelledby="vendor-page-title">
      {FULL_SCREEN.has(path) ? (
        <div className="vendor-page__bar">
          <h1 id="vendor-page-title" className="vendor-page__title">
            {t(`games.type_${gameType}`)}
          </h1>
          <button type="button" className="vendor-page__close" aria-label={t('common.close')} onClick={() => navigate(APP_PATHS.home)}>
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
      ) : (
        <h1 id="vendor-page-title" className="visually-hidden">
          {t(`games.type_${gameType}`)}
        </h1>
      )}
      <QueryStates query={vendors} isEmpty={list.length === 0} emptyText={t('games.no_vendors')}>
        {() => <VendorTiles vendors={list} onLaunch={onLaunch} />}
      </QueryStates>
      {dialog}
    </section>
  );
}
