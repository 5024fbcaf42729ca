import type { GameType } from '../../contract/games';

/** Categories whose vendor tile launches a lobby game instead of listing games. */
export const LOBBY_CATEGORIES: readonly GameType[] = ['LOTT', 'ELOTT', 'SPORTS', 'LIVE', 'COCKFIGHT', 'ESPORTS'];

/** Order of the categories in the vendors answer; cockfight is served under SPORTS. */
export const CATEGORY_ORDER: readonly GameType[] = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];

/** The category a vendor of this type is listed under in the vendors answer (the live platform serves cockfight under SPORTS). */
export function vendorCategoryOf(type: GameType): GameType {
  return type === 'COCKFIGHT' ? 'SPORTS' : type;
}
