import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

export function BlockedPage({ ip, supportUrl }: { ip: string; supportUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <StatusScreen icon="blocked" title={t('status.blocked_title')}>
      <p className="status-screen__text">{t('status.blocked_text')}</p>
      {ip && <p className="status-screen__meta">{t('status.blocked_ip', { ip })}</p>}
      {supportUrl && (
        <a className="button" href={supportUrl} target="_blank" rel="noopener noreferrer">
          {t('status.contact_support')}
        </a>
      )}
    </StatusScreen>
  );
}
