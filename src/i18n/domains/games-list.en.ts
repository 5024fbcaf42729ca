import type { gamesListVi } from './games-list.vi';

export const gamesListEn: typeof gamesListVi = {
  min_line: 'Minimum lines',
  min_line_from: 'From {{lines}} lines',
};
