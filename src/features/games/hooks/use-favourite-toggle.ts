import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavouriteChange, Game } from '../../../../contract';
import { changeOf } from '../../../api/games/favourites';
import { favouriteMutationKeys, gameKeys } from '../../../api/games/keys';
import { useFavouriteIds } from '../../../api/games/queries';
import { memberKey, getSession } from '../../../platform/session';
import { askLogin } from '../../../ui/modal-store';

type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

/**
 * The favourite toggle (spec §4): a guest gets the login dialog and the game
 * is added once they are in; add is ignored when the game is already a
 * favourite; remove updates the lists first (api/games/favourites). The
 * session and ids are read when tapped, not when rendered: the continuation
 * after login runs in a closure made while the player was still a guest.
 */
export function useFavouriteToggle() {
  const ids = useFavouriteIds();
  const client = useQueryClient();
  const add = useMutation<unknown, unknown, FavouriteChange>({ mutationKey: favouriteMutationKeys.add });
  const remove = useMutation<unknown, unknown, FavouriteChange>({ mutationKey: favouriteMutationKeys.remove });
  const currentIds = () => client.getQueryData<string[]>(gameKeys.favouriteIds(memberKey(getSession()))) ?? [];

  const addOnly = (game: FavouriteGame): void => {
    if (!getSession()) return askLogin(() => addOnly(game));
    if (currentIds().includes(game.nodeId)) return; // spec: add is ignored when already present
    add.mutate(changeOf(game));
  };
  const toggle = (game: FavouriteGame): void => {
    // a guest meant "make it a favourite": after login it is added, never removed
    if (!getSession()) return askLogin(() => addOnly(game));
    if (currentIds().includes(game.nodeId)) remove.mutate(changeOf(game));
    else add.mutate(changeOf(game));
  };
  return { isFavourite: (nodeId: string) => ids.has(nodeId), toggle, add: addOnly };
}
