import { registerViDomain } from '../../i18n/lazy-domain';
import { gamesListVi } from '../../i18n/domains/games-list.vi';

/** The games list's own texts in Vietnamese, merged when the list first loads (decision 0042). */
registerViDomain('gamesList', gamesListVi);
