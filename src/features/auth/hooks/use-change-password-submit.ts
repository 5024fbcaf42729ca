import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { changePassword, type ChangePasswordPayload } from '../../../api/auth/password';
import { useSession } from '../../../platform/session';
import { toast } from '../../../ui/toast-store';
import { PASSWORD_CHANGE_REDIRECT_MS, TOAST_MS } from '../../../config/constants';
import { APP_PATHS } from '../../../config/paths';
import { updateRememberedPassword } from '../model/remembered-login';
import type { AuthForm } from './use-auth-form';
import { useAuthSubmit } from './use-auth-submit';
import '../i18n-bundle';

interface ChangePasswordSubmitOptions {
  /** The password kept for this member (it stands in for the old-password field); undefined while it is read. */
  kept: string | null | undefined;
  /** The server no longer takes the kept password: the form asks for it after all. */
  onKeptRefused: () => void;
  onDone?: () => void;
}

/** The change-password form's submit (spec §2.6, §5): saved, the kept login follows, then home. */
export function useChangePasswordSubmit(form: AuthForm, { kept, onKeptRefused, onDone }: ChangePasswordSubmitOptions) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  return useAuthSubmit({
    form,
    prepare: (): ChangePasswordPayload | null => {
      if (kept === undefined) return null;
      const oldPassword = kept ?? form.values.oldPassword ?? '';
      if (!form.validate()) {
        if (form.values.newPassword && form.values.newPassword === oldPassword) toast.short(t('auth.same_password'));
        return null;
      }
      return { oldPassword, newPassword: form.values.newPassword!, confirmNewPassword: form.values.confirmNewPassword! };
    },
    send: (payload) => changePassword(payload),
    loading: { text: t('auth.saving'), ms: TOAST_MS.changePasswordLoading },
    onSuccess: async (_value, { newPassword }) => {
      toast.success(t('auth.saved'));
      form.clearFields(['oldPassword', 'newPassword', 'confirmNewPassword']);
      if (session) await updateRememberedPassword(session.userName, newPassword).catch((error: unknown) => console.warn('remembered login not updated', error));
      setTimeout(() => {
        onDone?.();
        navigate(APP_PATHS.home, { replace: true });
      }, PASSWORD_CHANGE_REDIRECT_MS);
    },
    onRefusal: (refusal) => {
      if (kept && refusal.field === 'oldPassword') onKeptRefused();
      if (refusal.field && refusal.message && refusal.field in form.values) form.setFieldError(refusal.field, refusal.message);
    },
  });
}
