import { useTranslation } from 'react-i18next';
import { AuthPageFrame } from './auth-page-frame';
import { RegisterForm } from './register-form';

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthPageFrame current="register" title={t('titles.register')}>
      <RegisterForm />
    </AuthPageFrame>
  );
}
