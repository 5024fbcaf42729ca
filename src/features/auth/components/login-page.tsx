import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { AuthPageFrame } from './auth-page-frame';
import { LoginForm } from './login-form';
import { safeRedirect } from '../model/redirect';
import { APP_PATHS } from '../../../config/paths';
import { FromConsolidatedSettings } from '../../../api/system/consolidated';
import '../i18n-bundle';

export default function LoginPage() {
  const { t } = useTranslation();
  // a guest sent here by the headset is told why, and goes on to the support after logging in
  const forSupport = safeRedirect(useSearch())?.startsWith(APP_PATHS.message) ?? false;
  return (
    <AuthPageFrame current="login" title={t('titles.login')}>
      {forSupport && <p className="auth-form__intro" role="note">{t('auth.login_for_support')}</p>}
      <FromConsolidatedSettings>
        <LoginForm />
      </FromConsolidatedSettings>
    </AuthPageFrame>
  );
}
