import { useTranslation } from 'react-i18next';
import { AuthPageFrame } from './auth-page-frame';
import { LoginForm } from './login-form';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthPageFrame current="login" title={t('titles.login')}>
      <LoginForm />
    </AuthPageFrame>
  );
}
