import { useTranslation } from 'react-i18next';
import { AuthPageFrame } from './auth-page-frame';
import { ForgetForm } from './forget-form';

export default function ForgetPage() {
  const { t } = useTranslation();
  return (
    <AuthPageFrame current="forget" title={t('titles.forget')}>
      <ForgetForm />
    </AuthPageFrame>
  );
}
