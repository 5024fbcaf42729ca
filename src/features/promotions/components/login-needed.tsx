import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { askLogin } from '../../../ui/modal-store';
import '../i18n-bundle';

/** A guest on a member screen (benefits, invite friends): the login dialog opens over it, and a button reopens it. */
export function LoginNeeded() {
  const { t } = useTranslation();
  useEffect(() => askLogin(() => undefined), []);
  return (
    <div className="promo-login">
      <p>{t('promotions.login_needed')}</p>
      <button type="button" className="button" onClick={() => askLogin(() => undefined)}>{t('promotions.login')}</button>
    </div>
  );
}
