import { useTranslation } from 'react-i18next';
import { usePushOptIn } from '../hooks/use-push-opt-in';
import '../i18n-bundle';

/** The player's own choice to receive pushes on this device (shown after login only). */
export function PushOptIn() {
  const { t } = useTranslation();
  const push = usePushOptIn();
  if (push.state === 'unsupported') return null;
  return (
    <section className="msg-push" aria-label={t('messages.push_title')}>
      <h2 className="msg-section">{t('messages.push_title')}</h2>
      <p>{push.state === 'on' ? t('messages.push_on') : push.state === 'denied' ? t('messages.push_denied') : t('messages.push_text')}</p>
      {push.failed && <p role="alert">{t('messages.push_failed')}</p>}
      {push.state === 'on' ? (
        <button type="button" className="button button--small button--ghost" onClick={() => void push.disable()}>{t('messages.push_disable')}</button>
      ) : push.state !== 'denied' && (
        <button type="button" className="button button--small" disabled={push.state === 'busy'} onClick={() => void push.enable()}>
          {t('messages.push_enable')}
        </button>
      )}
    </section>
  );
}
