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
import { readAuthRefusal } from '../model/auth-errors';
import { TextField, useRefusalText } from './text-field';
import { FormError } from './form-error';
import './auth.css';
import { APP_PATHS } from '../../../config/paths';

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
  const refusalText = useRefusalText();
  const [formError, setFormError] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState(false);
  const [busy, setBusy] = useState(false);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!form.validate()) return;
    const newPassword = form.values.newPassword!;
    setBusy(true);
    const loading = toast.loading(t('common.please_wait'), TOAST_MS.setPasswordLoading);
    try {
      const { userName } = await resetPasswordWithLink({ token, newPassword, confirmNewPassword: form.values.confirmNewPassword! });
      toast.hide(loading);
      toast.success(t('auth.password_set'));
      form.clearFields(['newPassword', 'confirmNewPassword']);
      finishLogin(await login({ type: 'username', username: userName, password: newPassword, loginDeviceId: getLoginDeviceId() }));
    } catch (error) {
      toast.hide(loading);
      if (error instanceof ApiError && error.errorCode === AUTH_ERROR_CODES.resetLinkInvalid) {
        setDeadLink(true);
        setFormError(t('auth.reset_link_invalid'));
        return;
      }
      const refusal = readAuthRefusal(error);
      setFormError(refusalText(refusal, error));
      if (refusal.field && refusal.message && refusal.field in form.values) form.setFieldError(refusal.field, refusal.message);
    } finally {
      setBusy(false);
    }
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
