import { registerViDomain } from '../../i18n/lazy-domain';
import { promotionsVi } from '../../i18n/domains/promotions.vi';

/**
 * The promotions texts in Vietnamese, merged into the loaded dictionary when
 * the first promotions module loads (English has them in its own lazy chunk):
 * the home's first load stays without them (issue 11's JavaScript budget).
 * Imported for its effect by every promotions module that shows text.
 */
registerViDomain('promotions', promotionsVi);
