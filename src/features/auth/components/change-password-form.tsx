import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { changePassword } from '../../../api/auth/password';
import { useRegisterSettings } from '../../../api/auth/register';
import { useSession } from '../../../platform/session';
import { toast } from '../../../ui/toast-store';
import { useErrorText } from '../../../ui/error-text';
import { HOME_ROUTE, PASSWORD_CHANGE_REDIRECT_MS, TOAST_MS } from '../../../config/constants';
import { useAuthForm } from '../hooks/use-auth-form';
import { confirmRule, differentFrom, fieldRule, loginRules, type Rule } from '../model/validation';
import { readAuthRefusal } from '../model/auth-errors';
import { updateRememberedPassword } from '../model/remembered-login';
import { TextField, useMessageText } from './text-field';
import './auth.css';
import { FormError } from './form-error';

/** Change password (spec §2.6, §5): the page and the popup share this form. */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const settings = useRegisterSettings().data;
  const errorText = useErrorText();
  const messageText = useMessageText();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rules = useMemo(() => {
    const set = loginRules(settings);
    const password: Rule = settings?.password ? fieldRule(settings.password) : set.loginPassword;
    return {
      // the old password was set under whatever rules held then: only required here, the server verifies it
      oldPassword: (value: string) => (value ? null : { key: 'v_password_required' as const }),
      newPassword: differentFrom('oldPassword', password),
      confirmNewPassword: confirmRule('newPassword'),
    };
  }, [settings]);
  const form = useAuthForm({
    rules,
    initial: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    dependents: { newPassword: ['confirmNewPassword'], oldPassword: ['newPassword'] },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!form.validate()) {
      if (form.values.newPassword && form.values.newPassword === form.values.oldPassword) toast.short(t('auth.same_password'));
      return;
    }
    setBusy(true);
    const loading = toast.loading(t('auth.saving'), TOAST_MS.changePasswordLoading);
    try {
      const v = form.values;
      await changePassword({ oldPassword: v.oldPassword!, newPassword: v.newPassword!, confirmNewPassword: v.confirmNewPassword! });
      toast.hide(loading);
      toast.success(t('auth.saved'));
      form.clearFields(['oldPassword', 'newPassword', 'confirmNewPassword']);
      if (session) await updateRememberedPassword(session.userName, v.newPassword!).catch((error: unknown) => console.warn('remembered login not updated', error));
      setTimeout(() => {
        onDone?.();
        navigate(HOME_ROUTE, { replace: true });
      }, PASSWORD_CHANGE_REDIRECT_MS);
    } catch (error) {
      toast.hide(loading);
      const refusal = readAuthRefusal(error);
      setFormError(refusal.message ? messageText(refusal.message) : errorText(error));
      if (refusal.field && refusal.message && refusal.field in form.values) form.setFieldError(refusal.field, refusal.message);
    } finally {
      setBusy(false);
    }
  };

  const max = settings?.password?.maxLength ?? 32;
  return (
    <form id={form.formId} className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      {/* the account name helps password managers file the new password */}
      <div className="auth-field">
        <label className="auth-field__label" htmlFor="change-password-account">
          {t('auth.account')}
        </label>
        <input id="change-password-account" className="auth-field__input" name="username" autoComplete="username" value={session?.userName ?? ''} readOnly />
      </div>
      <TextField form={form} name="oldPassword" label={t('auth.old_password')} type="password" autoComplete="current-password" />
      <TextField form={form} name="newPassword" label={t('auth.new_password')} type="password" autoComplete="new-password" maxLength={max} />
      <TextField form={form} name="confirmNewPassword" label={t('auth.confirm_new_password')} type="password" autoComplete="new-password" maxLength={max} />
      <FormError message={formError} />
      <button type="submit" className="button button--block" disabled={busy}>
        {t('auth.submit')}
      </button>
    </form>
  );
}
