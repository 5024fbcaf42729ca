import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useHelpCenter } from '../../../api/system/help-center';
import { useLanguage } from '../../../i18n/use-language';
import { wireLanguage } from '../../../i18n/languages';
import { useOnline } from '../../../platform/online-status';
import { RetryPanel } from '../../../ui/retry-panel';
import { Spinner } from '../../../ui/spinner';
import { SavedAt } from '../../../ui/saved-at';

/**
 * Help centre (games doc): an accordion by language; ?tag= opens one entry.
 * Saved help (persisted) shows whenever there is some, even when its
 * refresh failed: offline, the banner says so and SavedAt from when
 * (docs/decisions/0089). Offline with nothing
 * saved, the page says only that, and fills in when the network returns.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const online = useOnline();
  const tag = new URLSearchParams(useSearch()).get('tag');
  const help = useHelpCenter(wireLanguage(language));

  if (!help.data) {
    if (!online) return <p className="empty-state" role="status">{t('help.not_saved')}</p>;
    if (help.isError) return <RetryPanel error={help.error} onRetry={() => void help.refetch()} />;
    return <Spinner label={t('common.loading')} />;
  }
  if (help.data.length === 0) return <p className="empty-state">{t('help.empty')}</p>;

  return (
    <>
      <SavedAt queries={[help]} />
      <div className="accordion">
        {help.data.map((entry) => (
          <details key={entry.tag} className="accordion__item" open={entry.tag === tag} id={`help-${entry.tag}`}>
            <summary className="accordion__summary">{entry.title}</summary>
            <div className="accordion__content">
              {entry.content.split(/\n\s*\n/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </>
  );
}
