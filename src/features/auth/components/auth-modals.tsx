import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { closeModal, useOpenModal } from '../../../ui/modal-store';

const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() => import('./register-form').then((m) => ({ default: m.RegisterForm })));
const ForgetForm = lazy(() => import('./forget-form').then((m) => ({ default: m.ForgetForm })));

/** The login, register and forgot-password dialogs; one at a time (ui/modal-store). */
export function AuthModals() {
  const { t } = useTranslation();
  const open = useOpenModal();
  if (!open) return null;
  const title = open === 'login' ? t('titles.login') : open === 'register' ? t('titles.register') : t('titles.forget');
  return (
    <Dialog title={title} onClose={closeModal}>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        {open === 'login' && <LoginForm inDialog />}
        {open === 'register' && <RegisterForm inDialog />}
        {open === 'forget' && <ForgetForm inDialog />}
      </Suspense>
    </Dialog>
  );
}
