import { useTranslation } from 'react-i18next';
import { pendingSocialTicket } from '../model/social';
import './social.css';
import '../i18n-bundle';

/** On the registration screen after a first social sign-in: the new account will be linked to it. */
export function SocialTicketNote() {
  const { t } = useTranslation();
  const ticket = pendingSocialTicket();
  if (!ticket) return null;
  return (
    <p className="auth-social-note" role="note">
      {t('auth.social_register_note', { provider: ticket.provider === 'google' ? 'Google' : 'Facebook' })}
    </p>
  );
}
