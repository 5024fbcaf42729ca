import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { AuthPageFrame } from './auth-page-frame';
import { ForgetForm } from './forget-form';
import { ResetPasswordForm } from './reset-password-form';
import { FromConsolidatedSettings } from '../../../api/system/consolidated';

/** Forgot password; with ?reset=TOKEN (the link of a recovery email) the form that sets the new password. */
export default function ForgetPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('reset');
  return (
    <AuthPageFrame current="forget" title={t('titles.forget')}>
      <FromConsolidatedSettings>{token ? <ResetPasswordForm key={token} token={token} /> : <ForgetForm />}</FromConsolidatedSettings>
    </AuthPageFrame>
  );
}
