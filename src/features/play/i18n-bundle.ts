import { registerViDomain } from '../../i18n/lazy-domain';
import { playVi } from '../../i18n/domains/play.vi';

/**
 * The play texts in Vietnamese, merged into the loaded dictionary when the
 * first play module loads (decision 0042): the lobby never downloads them.
 */
registerViDomain('play', playVi);
