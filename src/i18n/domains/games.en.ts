import type { gamesVi } from './games.vi';

/** English texts of the games domain; typed against the Vietnamese keys. */
export const gamesEn: Record<keyof typeof gamesVi, string> = {
  all: 'All',
};
