import { registerViDomain } from '../../i18n/lazy-domain';
import { authVi } from '../../i18n/domains/auth.vi';
import { registerFieldsVi } from '../../i18n/domains/register-fields.vi';

/**
 * The login, registration and password texts in Vietnamese, merged into the
 * loaded dictionary when the first auth module loads (English has them in its
 * own lazy chunk): no first screen shows them, so a first visit to home loads
 * without them (docs/decisions/0087). Imported for its effect by every auth
 * module that shows text; the header's free play loads it with its call.
 */
registerViDomain('auth', authVi);
registerViDomain('registerFields', registerFieldsVi);
