import { registerViDomain } from '../../i18n/lazy-domain';
import { agentVi } from '../../i18n/domains/agent.vi';

/**
 * The agent texts in Vietnamese, merged into the loaded dictionary when the
 * first agent module loads (English has them in its own lazy chunk): the
 * home's first load stays without them. Imported for its effect by every
 * agent screen.
 */
registerViDomain('agent', agentVi);
