import { registerViDomain } from '../../i18n/lazy-domain';
import { walletVi } from '../../i18n/domains/wallet.vi';

/**
 * The wallet texts in Vietnamese, merged into the loaded dictionary when the
 * first wallet module loads (English has them in its own lazy chunk): the
 * home's first load stays without them (issue 11's JavaScript budget).
 * Imported for its effect by every wallet module that shows text.
 */
registerViDomain('wallet', walletVi);
