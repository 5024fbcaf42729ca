import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { resetPasswordWithLink } from '../../../api/auth/password';
import { login } from '../../../api/auth/session';
import { useRegisterSettings } from '../../../api/auth/register';
import { AUTH_ERROR_CODES } from '../../../../contract';
import { ApiError } from '../../../api/errors';
import { getLoginDeviceId } from '../../../platform/device-id';
import { toast } from '../../../ui/toast-store';
import { TOAST_MS } from '../../../config/constants';
import { useAuthForm } from '../hooks/use-auth-form';
import { useFinishLogin } from '../hooks/use-session-start';
import { confirmRule, fieldRule, loginRules, type Rule } from '../model/validation';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { TextField } from './text-field';
import { FormError } from './form-error';
import './auth.css';
import { APP_PATHS } from '../../../config/paths';

const isDeadLink = (error: unknown) => error instanceof ApiError && error.errorCode === AUTH_ERROR_CODES.resetLinkInvalid;

/**
 * The page a recovery email's link opens (/m/forget?reset=TOKEN): a new
 * password and its confirmation. The password changes only here; on success
 * the player is logged in with it. A used, expired or superseded link says
 * so and offers a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const settings = useRegisterSettings().data;
  const finishLogin = useFinishLogin();
  const [deadLink, setDeadLink] = useState(false);
  const rules = useMemo(() => {
    const password: Rule = settings?.password ? fieldRule(settings.password) : loginRules(settings).loginPassword;
    const confirms = confirmRule('newPassword');
    return {
      newPassword: password,
      confirmNewPassword: ((value, values) => (value ? confirms(value, values) : { key: 'reset_confirm_empty' })) as Rule,
    };
  }, [settings]);
  const form = useAuthForm({ rules, initial: { newPassword: '', confirmNewPassword: '' }, dependents: { newPassword: ['confirmNewPassword'] } });
  const max = settings?.password?.maxLength ?? 32;

  const { submit: send, busy, formError: refusalError, clear } = useAuthSubmit({
    loading: { text: t('common.please_wait'), ms: TOAST_MS.setPasswordLoading },
    send: () => resetPasswordWithLink({ token, newPassword: form.values.newPassword!, confirmNewPassword: form.values.confirmNewPassword! }),
    onSuccess: async ({ userName }) => {
      const newPassword = form.values.newPassword!;
      toast.success(t('auth.password_set'));
      form.clearFields(['newPassword', 'confirmNewPassword']);
      finishLogin(await login({ type: 'username', username: userName, password: newPassword, loginDeviceId: getLoginDeviceId() }));
    },
    onRefusal: (refusal, error) => {
      if (isDeadLink(error)) setDeadLink(true);
      else if (refusal.field && refusal.message && refusal.field in form.values) form.setFieldError(refusal.field, refusal.message);
    },
  });
  const formError = deadLink ? t('auth.reset_link_invalid') : refusalError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (form.validate()) send();
  };

  return (
    <form id={form.formId} className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <p className="auth-form__intro">{t('auth.reset_intro')}</p>
      <TextField form={form} name="newPassword" label={t('auth.new_password')} type="password" autoComplete="new-password" maxLength={max} />
      <TextField form={form} name="confirmNewPassword" label={t('auth.confirm_new_password')} type="password" autoComplete="new-password" maxLength={max} />
      <FormError message={formError} />
      {deadLink ? (
        <Link href={APP_PATHS.forget} className="button button--block">
          {t('auth.reset_new_link')}
        </Link>
      ) : (
        <button type="submit" className="button button--block" disabled={busy}>
          {t('auth.submit')}
        </button>
      )}
    </form>
  );
}
