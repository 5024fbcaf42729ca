import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { fetchFavouriteList, fetchRecentGames } from '../../../api/games/fetchers';
import { gameKeys } from '../../../api/games/keys';
import { memberKey, useSession } from '../../../platform/session';
import { useWireLanguage } from '../../../i18n/use-language';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useLaunchGame } from '../hooks/use-launch-game';
import { Dialog } from '../../../ui/dialog';
import { GameTile } from './game-tile';
import './games.css';
import { QueryStates } from '../../../ui/query-states';
import { APP_PATHS } from '../../../config/paths';

/** /m/favorite and /m/recent: one-screen popups of the member's games (the route guard sends guests home). */
export function MemberGamesPopup({ kind }: { kind: 'favourites' | 'recent' }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const language = useWireLanguage();
  const member = memberKey(useSession());
  const favourites = useFavouriteToggle();
  const { launch, pending, dialog } = useLaunchGame();
  const list = useQuery({
    queryKey: kind === 'favourites' ? gameKeys.favouriteList(member, {}, 1, language) : gameKeys.recent(member, {}, 1, language),
    queryFn: ({ signal }) => (kind === 'favourites' ? fetchFavouriteList({}, 1, language, signal) : fetchRecentGames({}, 1, language, signal)),
    staleTime: 0,
  });
  const title = t(kind === 'favourites' ? 'games.favourites' : 'games.recent');
  return (
    <Dialog title={title} onClose={() => navigate(APP_PATHS.home, { replace: true })}>
      <div className="member-popup">
        <QueryStates query={list} isEmpty={list.data?.games.length === 0} emptyText={t(kind === 'favourites' ? 'games.no_favourites' : 'games.no_recent')}>
          {() => (
            <ul className="game-grid game-grid--popup" aria-label={title}>
              {(list.data?.games ?? []).map((game) => (
                <GameTile key={game.nodeId} game={game} favourite={favourites.isFavourite(game.nodeId)} launching={pending === game.nodeId} onLaunch={(g) => void launch(g)} onFavourite={favourites.toggle} />
              ))}
            </ul>
          )}
        </QueryStates>
      </div>
      {dialog}
    </Dialog>
  );
}

export function FavouritePopupPage() {
  return <MemberGamesPopup kind="favourites" />;
}

export function RecentPopupPage() {
  return <MemberGamesPopup kind="recent" />;
}
