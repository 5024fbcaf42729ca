import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { Redirect } from 'wouter';
import { closeModal, useOpenModal, type ExclusiveModal } from '../../../ui/modal-store';
import { useSession } from '../../../platform/session';
import { LoadBoundary } from '../../../ui/load-boundary';
import { retryableLazy } from '../../../ui/retryable-lazy';
import { APP_PATHS } from '../../../config/paths';
import { useWelcomeName } from '../model/welcome';
import { FromConsolidatedSettings } from '../../../api/system/consolidated';

const LoginForm = retryableLazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));
const RegisterForm = retryableLazy(() => import('./register-form').then((m) => ({ default: m.RegisterForm })));
const ForgetForm = retryableLazy(() => import('./forget-form').then((m) => ({ default: m.ForgetForm })));
const WelcomeDialog = retryableLazy(() => import('./welcome-dialog').then((m) => ({ default: m.WelcomeDialog })));
const ChangePasswordForm = retryableLazy(() => import('./change-password-form').then((m) => ({ default: m.ChangePasswordForm })));

const TITLES = { login: 'titles.login', register: 'titles.register', forget: 'titles.forget', changePsw: 'titles.changePsw' } as const satisfies Record<ExclusiveModal, string>;

function GuestLeavesPopup() {
  useEffect(closeModal, []);
  return <Redirect to={APP_PATHS.home} replace />;
}

/** The login, register, forgot-password and change-password dialogs; one at a time (ui/modal-store). Then a new account's welcome. */
export function AuthModals() {
  const { t } = useTranslation();
  const open = useOpenModal();
  const session = useSession();
  const welcome = useWelcomeName();
  if (!open) {
    return welcome && session ? (
      <LoadBoundary resetKey="welcome">
        <Suspense fallback={null}>
          <WelcomeDialog name={welcome} />
        </Suspense>
      </LoadBoundary>
    ) : null;
  }
  // spec §2.6: the popup needs a login; a guest reading it goes home
  if (open === 'changePsw' && !session) return <GuestLeavesPopup />;
  return (
    <Dialog title={t(TITLES[open])} onClose={closeModal}>
      <LoadBoundary resetKey={open}>
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          {open === 'login' && (
            <FromConsolidatedSettings>
              <LoginForm inDialog />
            </FromConsolidatedSettings>
          )}
          {open === 'register' && <RegisterForm inDialog />}
          {open === 'forget' && (
            <FromConsolidatedSettings>
              <ForgetForm inDialog />
            </FromConsolidatedSettings>
          )}
          {open === 'changePsw' && <ChangePasswordForm onDone={closeModal} />}
        </Suspense>
      </LoadBoundary>
    </Dialog>
  );
}
