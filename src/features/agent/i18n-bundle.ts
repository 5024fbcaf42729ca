import i18next from 'i18next';
import { agentVi } from '../../i18n/domains/agent.vi';

/**
 * The agent texts in Vietnamese, merged into the loaded dictionary when the
 * first agent module loads (English has them in its own lazy chunk): the
 * home's first load stays without them. Imported for its effect by every
 * agent screen.
 */
if (!i18next.exists('agent.menu', { lng: 'vi' })) i18next.addResourceBundle('vi', 'translation', { agent: agentVi }, true, false);
