/** The game categories offered as shortcuts (home, side menu), HOT first as in the lobby. */
export const GAME_CATEGORY_LINKS = [
  { href: '/m/hot-games', key: 'hot' },
  { href: '/m/slot-games', key: 'slot' },
  { href: '/m/live-games', key: 'live' },
  { href: '/m/sport-games', key: 'sport' },
  { href: '/m/fishing-games', key: 'fishing' },
  { href: '/m/poker-games', key: 'poker' },
  { href: '/m/lott', key: 'lott' },
  { href: '/m/esport-games', key: 'esport' },
  { href: '/m/cockfight', key: 'cockfight' },
] as const;
