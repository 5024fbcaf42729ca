import { useTranslation } from 'react-i18next';
import { AuthPageFrame } from './auth-page-frame';
import { RegisterBanners } from './register-banners';
import { RegisterForm } from './register-form';
import { SocialButtons } from './social-buttons';
import { SocialTicketNote } from './social-ticket-note';

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthPageFrame current="register" title={t('titles.register')}>
      <RegisterBanners />
      <SocialTicketNote />
      <RegisterForm />
      <SocialButtons />
    </AuthPageFrame>
  );
}
