import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useKycStatus } from '../../../api/kyc/status';
import { APP_PATHS } from '../../../config/paths';
import '../i18n-bundle';

/**
 * Up front on the withdraw screen: when the merchant requires verification
 * before a first withdrawal and this member's would be refused for it (the
 * server says so in the KYC state, docs/decisions/0077), why and where to go.
 */
export function KycWithdrawNotice() {
  const { t } = useTranslation();
  const kyc = useKycStatus();
  if (!kyc.data?.requiredForWithdrawal) return null;
  const pending = kyc.data.state === 'pending';
  return (
    <section className="wallet-card" role="status" data-testid="kyc-withdraw-notice">
      <p>{pending ? t('wallet.kyc_required_pending') : t('wallet.kyc_required_text')}</p>
      <Link href={APP_PATHS.kyc} className="button">{t('wallet.kyc_go')}</Link>
    </section>
  );
}
