import type { WireLanguage } from '../../src/api/contract/headers';

/** Server texts of the games domain (lists, favourites, launch, wallet). */
export const GAME_MESSAGES = {
  gameNotFound: {
    VI: 'Không tìm thấy trò chơi.',
    EN: 'The game was not found.',
  },
} satisfies Record<string, Record<WireLanguage, string>>;
