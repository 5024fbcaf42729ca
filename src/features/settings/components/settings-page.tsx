import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSession } from '../../../platform/session';
import { LanguageSwitcher } from '../../../ui/language-switcher';
import { useConfirmStep } from '../../../ui/confirm-dialog';
import { APP_PATHS } from '../../../config/paths';

/** Settings (spec §2.7): change password, the language, and sign out (composed by the app from auth). */
export default function SettingsPage({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useConfirmStep(t('menu.logout_confirm'), onSignOut);

  return (
    <div className="settings">
      <ul className="settings__list">
        <li>
          <Link href={APP_PATHS.changePsw} className="settings__row">{t('settings.change_password')}</Link>
        </li>
      </ul>
      <LanguageSwitcher />
      {session && (
        <button type="button" className="button button--block button--danger" onClick={signOut.ask}>
          {t('settings.sign_out')}
        </button>
      )}
      {signOut.dialog}
    </div>
  );
}
