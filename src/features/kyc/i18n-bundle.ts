import { registerViDomain } from '../../i18n/lazy-domain';
import { kycVi } from '../../i18n/domains/kyc.vi';

/** The KYC texts in Vietnamese, merged when the KYC screen first loads (English has them in its own chunk). */
registerViDomain('kyc', kycVi);
