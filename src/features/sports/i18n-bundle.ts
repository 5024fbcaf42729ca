import { registerViDomain } from '../../i18n/lazy-domain';
import { sportsVi } from '../../i18n/domains/sports.vi';

/** The sportsbook and cockfight texts in Vietnamese, merged when a screen first loads (decision 0042). */
registerViDomain('sports', sportsVi);
