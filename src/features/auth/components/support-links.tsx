import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useStatusValue } from '../../../api/system/status';
import { resourceUrl } from '../../../api/system/flags';
import { closeModal } from '../../../ui/modal-store';
import { safeHref } from '../../../platform/safe-href';
import { APP_PATHS } from '../../../config/paths';
import '../i18n-bundle';

/** Customer service: the Telegram support resource when configured, else the message centre. */
export function CustomerServiceLink() {
  const { t } = useTranslation();
  const telegram = safeHref(resourceUrl(useStatusValue(), 'TELEGRAM'));
  if (telegram) {
    return (
      <a href={telegram} className="auth-links__item" target="_blank" rel="noopener noreferrer">
        {t('auth.customer_service')}
      </a>
    );
  }
  return (
    <Link href={APP_PATHS.message} className="auth-links__item" onClick={closeModal}>
      {t('auth.customer_service')}
    </Link>
  );
}

const CONTACTS = [
  { type: 'EMAIL', key: 'auth.support_email' },
  { type: 'TELEGRAM', key: 'auth.support_telegram' },
  { type: 'FACEBOOK', key: 'auth.support_facebook' },
] as const;

/** Spec §2.5: the official email, Telegram and Facebook contacts, when configured. */
export function SupportContacts() {
  const { t } = useTranslation();
  const status = useStatusValue();
  const contacts = CONTACTS.map((c) => ({ ...c, url: safeHref(resourceUrl(status, c.type)) })).filter((c) => c.url);
  if (contacts.length === 0) return null;
  return (
    <section className="auth-support" aria-labelledby="auth-support-title">
      <h2 id="auth-support-title" className="auth-support__title">
        {t('auth.support_title')}
      </h2>
      <ul className="auth-support__list">
        {contacts.map((c) => (
          <li key={c.type}>
            <a href={c.url!} target={c.type === 'EMAIL' ? undefined : '_blank'} rel="noopener noreferrer">
              {t(c.key)}
              {c.type === 'EMAIL' && <span className="auth-support__detail">{c.url!.replace(/^mailto:/, '')}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
