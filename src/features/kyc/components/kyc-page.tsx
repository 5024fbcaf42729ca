import { useTranslation } from 'react-i18next';
import { useKycStatus } from '../../../api/kyc/status';
import { useFormats } from '../../../api/system/use-formats';
import { memberKey, useSession } from '../../../platform/session';
import { QueryStates } from '../../../ui/query-states';
import { KycForm } from './kyc-form';
import '../kyc.css';
import '../i18n-bundle';

/**
 * /m/securityCenter/kyc (docs/decisions/0077): the member's verification
 * state and, when none was sent or the last was rejected (its reason
 * shown), the form. Pending and verified show the state only.
 */
export default function KycPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const member = memberKey(useSession());
  const status = useKycStatus();
  return (
    <div className="kyc-page">
      <QueryStates query={status} isEmpty={false} emptyText="">
        {() => {
          const s = status.data!;
          return (
            <>
              <section className="kyc-card" aria-label={t('titles.kyc')}>
                <p className="kyc-state">
                  <span>{t('titles.kyc')}</span>
                  <strong className={`kyc-state__badge kyc-state__badge--${s.state}`} data-testid="kyc-state">{t(`kyc.state_${s.state}`)}</strong>
                </p>
                {s.state === 'none' && <p className="kyc-intro">{t('kyc.intro')}</p>}
                {s.state === 'pending' && <p className="kyc-intro">{t('kyc.pending_text', { time: formats.dateTime(new Date(s.submittedAt!)) })}</p>}
                {s.state === 'verified' && (
                  <p className="kyc-intro">{t('kyc.verified_text', { name: s.fullName, doc: t(`kyc.doc_${s.docType!}`), number: s.docNumberMasked })}</p>
                )}
                {s.state === 'rejected' && (
                  <>
                    <p className="kyc-error" role="alert">{t('kyc.rejected_text', { reason: s.rejectReason })}</p>
                    <p className="kyc-intro">{t('kyc.resubmit_hint')}</p>
                  </>
                )}
              </section>
              {(s.state === 'none' || s.state === 'rejected') && <KycForm key={member} member={member} />}
            </>
          );
        }}
      </QueryStates>
    </div>
  );
}
