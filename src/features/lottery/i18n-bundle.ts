import { registerViDomain } from '../../i18n/lazy-domain';
import { lotteryVi } from '../../i18n/domains/lottery.vi';

/** The lottery texts in Vietnamese, merged when the screen first loads (decision 0042). */
registerViDomain('lottery', lotteryVi);
