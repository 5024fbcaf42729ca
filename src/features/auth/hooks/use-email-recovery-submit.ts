import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { requestPasswordEmail, type PasswordEmailPayload } from '../../../api/auth/password';
import { closeModal } from '../../../ui/modal-store';
import { toast } from '../../../ui/toast-store';
import { TOAST_MS } from '../../../config/constants';
import { APP_PATHS } from '../../../config/paths';
import type { AuthForm } from './use-auth-form';
import { useAuthSubmit } from './use-auth-submit';
import '../i18n-bundle';

/**
 * Forgot password by email (spec §2.5): the server mails a link; once the
 * success toast has been read, the dialog closes or the page goes back.
 */
export function useEmailRecoverySubmit(form: AuthForm, { inDialog }: { inDialog: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return useAuthSubmit({
    form,
    prepare: (): PasswordEmailPayload | null =>
      form.validate() ? { username: form.values.username!.trim(), email: form.values.email!.trim() } : null,
    send: (payload) => requestPasswordEmail(payload),
    loading: { text: t('auth.email_sending') },
    onSuccess: () => {
      toast.success(t('auth.email_sent'), TOAST_MS.success);
      form.forgetDraft();
      setTimeout(() => {
        if (inDialog) closeModal();
        else if (window.history.length > 1) window.history.back();
        else navigate(APP_PATHS.home, { replace: true });
      }, TOAST_MS.success);
    },
    onRefusal: (refusal) => {
      if (refusal.field && refusal.message && refusal.field in form.values) form.setFieldError(refusal.field, refusal.message);
    },
  });
}
