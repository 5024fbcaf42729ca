import { registerViDomain } from '../../i18n/lazy-domain';
import { messagesVi } from '../../i18n/domains/messages.vi';

/**
 * The messages texts in Vietnamese, merged into the loaded dictionary when the
 * first messages module loads (English has them in its own lazy chunk): the
 * home's first load stays without them (issue 11's JavaScript budget).
 * Imported for its effect by every messages module that shows text.
 */
registerViDomain('messages', messagesVi);
