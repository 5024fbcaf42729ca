import { useTranslation } from 'react-i18next';
import { useHelpCenter } from '../../../api/system/help-center';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { RetryPanel } from '../../../ui/retry-panel';
import { useLanguage } from '../../../i18n/use-language';
import '../i18n-bundle';

/**
 * The registration agreement: the help-centre entry tagged 'terms' (the same
 * one the policy link opens, /m/help?tag=terms). The spec reads the live
 * site's popup, which shows the deposit guide there: a copy slip we do not
 * carry over (docs/decisions/0015).
 */
export const TERMS_HELP_TAG = 'terms';

export function TermsPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const help = useHelpCenter(language === 'en' ? 'EN' : 'VI');
  const entry = help.data?.find((e) => e.tag === TERMS_HELP_TAG);
  return (
    <Dialog
      title={t('auth.terms_title')}
      onClose={onClose}
      footer={
        <button type="button" className="button button--block" onClick={onClose}>
          {t('auth.terms_understand')}
        </button>
      }
    >
      {help.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : help.isError ? (
        <RetryPanel error={help.error} onRetry={() => void help.refetch()} />
      ) : entry ? (
        <div className="auth-terms">
          {entry.content.split(/\n\s*\n/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      ) : (
        <p className="empty-state">{t('help.empty')}</p>
      )}
    </Dialog>
  );
}
