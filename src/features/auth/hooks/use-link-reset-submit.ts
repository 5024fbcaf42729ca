import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_ERROR_CODES } from '../../../../contract';
import { resetPasswordWithLink, type PasswordResetPayload } from '../../../api/auth/password';
import { ApiError } from '../../../api/errors';
import { TOAST_MS } from '../../../config/constants';
import type { AuthForm } from './use-auth-form';
import { useAuthSubmit } from './use-auth-submit';
import { useLoginWithNewPassword } from './use-session-start';
import '../i18n-bundle';

const isDeadLink = (error: unknown) => error instanceof ApiError && error.errorCode === AUTH_ERROR_CODES.resetLinkInvalid;

/**
 * The new password a recovery email's link allows, then logged in with it.
 * `deadLink`: the link was used, expired or superseded; the form offers a new one.
 */
export function useLinkResetSubmit(form: AuthForm, { token }: { token: string }) {
  const { t } = useTranslation();
  const loginWithNewPassword = useLoginWithNewPassword();
  const [deadLink, setDeadLink] = useState(false);
  const submit = useAuthSubmit({
    form,
    prepare: (): PasswordResetPayload | null =>
      form.validate() ? { token, newPassword: form.values.newPassword!, confirmNewPassword: form.values.confirmNewPassword! } : null,
    send: (payload) => resetPasswordWithLink(payload),
    loading: { text: t('common.please_wait'), ms: TOAST_MS.setPasswordLoading },
    onSuccess: async ({ userName }, { newPassword }) => {
      form.clearFields(['newPassword', 'confirmNewPassword']);
      await loginWithNewPassword(userName, newPassword);
    },
    onRefusal: (refusal, error) => {
      if (isDeadLink(error)) setDeadLink(true);
      else if (refusal.field && refusal.message && refusal.field in form.values) form.setFieldError(refusal.field, refusal.message);
    },
  });
  return { ...submit, deadLink, formError: deadLink ? t('auth.reset_link_invalid') : submit.formError };
}
