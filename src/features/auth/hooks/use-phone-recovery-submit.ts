import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '../../../../contract';
import { setPasswordByPhone, type SetPasswordByPhonePayload } from '../../../api/auth/password';
import { ApiError } from '../../../api/errors';
import { TOAST_MS } from '../../../config/constants';
import type { AuthForm } from './use-auth-form';
import { useAuthSubmit } from './use-auth-submit';
import { useLoginWithNewPassword } from './use-session-start';

/** Forgot password by phone (spec §2.5): a new password with the SMS code, then logged in with it. */
export function usePhoneRecoverySubmit(form: AuthForm, { countryDialingCode }: { countryDialingCode: string }) {
  const { t } = useTranslation();
  const loginWithNewPassword = useLoginWithNewPassword();
  return useAuthSubmit({
    form,
    prepare: (): SetPasswordByPhonePayload | null =>
      form.validate()
        ? {
            newPassword: form.values.newPassword!,
            mobileNum: form.values.mobileNum!.trim(),
            countryDialingCode,
            verificationCode: form.values.verificationCode!,
          }
        : null,
    send: (payload) => setPasswordByPhone(payload),
    loading: { text: t('common.please_wait'), ms: TOAST_MS.setPasswordLoading },
    onSuccess: async ({ userName }, { newPassword }) => {
      form.forgetDraft();
      await loginWithNewPassword(userName, newPassword);
    },
    onRefusal: (_refusal, error) => {
      // Spec §4: modify.new.old.same clears the password; any other error the code.
      if (error instanceof ApiError && error.errorCode === ERROR_CODES.modifyNewOldSame) form.clearFields(['newPassword']);
      else form.clearFields(['verificationCode']);
    },
  });
}
