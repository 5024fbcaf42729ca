import { APP_PATHS } from './paths';

/** The game categories offered as shortcuts (home, side menu), HOT first as in the lobby. */
export const GAME_CATEGORY_LINKS = [
  { href: APP_PATHS.hotGames, key: 'hot' },
  { href: APP_PATHS.slotGames, key: 'slot' },
  { href: APP_PATHS.liveGames, key: 'live' },
  { href: APP_PATHS.sportGames, key: 'sport' },
  { href: APP_PATHS.fishingGames, key: 'fishing' },
  { href: APP_PATHS.pokerGames, key: 'poker' },
  { href: APP_PATHS.lott, key: 'lott' },
  { href: APP_PATHS.esportGames, key: 'esport' },
  { href: APP_PATHS.cockfight, key: 'cockfight' },
] as const;
