import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../errors';
import { GAME_ERROR_CODES, type FavouriteChange, type Game, type GamePage } from '../../../contract';
import { getSession, memberKey } from '../../platform/session';
import { favouriteMutationKeys, gameKeys } from './keys';
import { addFavourite, removeFavourite } from './fetchers';

function currentMember(): string {
  return memberKey(getSession());
}

function setIds(client: QueryClient, update: (ids: string[]) => string[]): void {
  client.setQueryData<string[]>(gameKeys.favouriteIds(currentMember()), (ids) => update(ids ?? []));
}

/** Remove updates the lists first: the game leaves every cached favourite list at once. */
function dropFromLists(client: QueryClient, nodeId: string): void {
  client.setQueriesData<GamePage>({ queryKey: gameKeys.favouriteLists(currentMember()) }, (page) =>
    page ? { ...page, games: page.games.filter((g) => g.nodeId !== nodeId), totalCount: Math.max(0, page.totalCount - 1) } : page,
  );
}

async function settle(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: gameKeys.favouriteIds(currentMember()) });
  await client.invalidateQueries({ queryKey: gameKeys.favouriteLists(currentMember()) });
}

/**
 * Mutation defaults, registered before the persisted cache is restored: a
 * toggle made offline is a paused mutation kept in IndexedDB, and after a
 * restart it still knows what to call. The optimistic change happens in
 * onMutate, which runs at once even offline.
 */
export function registerGameMutationDefaults(client: QueryClient): void {
  client.setMutationDefaults(favouriteMutationKeys.add, {
    mutationFn: async (change: FavouriteChange) => {
      try {
        return await addFavourite(change);
      } catch (error) {
        // already a favourite on the server: the wanted state is reached
        if (error instanceof ApiError && error.errorCode === GAME_ERROR_CODES.alreadyFavourite) return null;
        throw error;
      }
    },
    onMutate: (change: FavouriteChange) => {
      setIds(client, (ids) => (ids.includes(change.nodeId) ? ids : [...ids, change.nodeId]));
    },
    onError: (_error, change: FavouriteChange) => {
      setIds(client, (ids) => ids.filter((id) => id !== change.nodeId));
    },
    onSettled: () => settle(client),
  });
  client.setMutationDefaults(favouriteMutationKeys.remove, {
    mutationFn: (change: FavouriteChange) => removeFavourite(change),
    onMutate: (change: FavouriteChange) => {
      setIds(client, (ids) => ids.filter((id) => id !== change.nodeId));
      dropFromLists(client, change.nodeId);
    },
    onError: (_error, change: FavouriteChange) => {
      setIds(client, (ids) => (ids.includes(change.nodeId) ? ids : [...ids, change.nodeId]));
    },
    onSettled: () => settle(client),
  });
}

export function changeOf(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): FavouriteChange {
  return { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
}
