import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { changePassword } from '../../../api/auth/password';
import { useRegisterSettings } from '../../../api/auth/register';
import { useSession } from '../../../platform/session';
import { toast } from '../../../ui/toast-store';
import { PASSWORD_CHANGE_REDIRECT_MS, TOAST_MS } from '../../../config/constants';
import { useAuthForm } from '../hooks/use-auth-form';
import { confirmRule, differentFrom, fieldRule, loginRules, type Rule } from '../model/validation';
import { readAuthRefusal } from '../model/auth-errors';
import { loadRememberedLogin, updateRememberedPassword } from '../model/remembered-login';
import { TextField, useRefusalText } from './text-field';
import './auth.css';
import { FormError } from './form-error';
import { APP_PATHS } from '../../../config/paths';

/**
 * The password kept for this member (the remembered login, spec §3), or null
 * when none is; undefined while it is being read. Spec §5: the old-password
 * field shows only when no password is kept.
 */
function useKeptPassword(userName: string | undefined): [string | null | undefined, (value: string | null) => void] {
  const [kept, setKept] = useState<{ for?: string; value: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    void loadRememberedLogin('username').then((saved) => {
      if (live) setKept({ for: userName, value: saved && saved.username === userName && saved.password ? saved.password : null });
    });
    return () => {
      live = false;
    };
  }, [userName]);
  const value = kept && kept.for === userName ? kept.value : undefined;
  return [value, (next) => setKept({ for: userName, value: next })];
}

/** Change password (spec §2.6, §5): the page and the popup share this form. */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const settings = useRegisterSettings().data;
  const refusalText = useRefusalText();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [kept, setKept] = useKeptPassword(session?.userName);
  const rules = useMemo(() => {
    const set = loginRules(settings);
    const password: Rule = settings?.password ? fieldRule(settings.password) : set.loginPassword;
    const differs = differentFrom('oldPassword', password);
    const confirms = confirmRule('newPassword');
    const shown: Record<string, Rule> = {
      // the kept password stands in for the field the player does not see
      newPassword: (value, values) => differs(value, kept ? { ...values, oldPassword: kept } : values),
      // spec §5: an empty confirm asks for the password (in_enter_password), not "incorrect password"
      confirmNewPassword: (value, values) => (value ? confirms(value, values) : { key: 'in_enter_password' }),
    };
    // spec §5: the old password, when asked for, follows the login password rule
    return kept === null ? { oldPassword: set.loginPassword, ...shown } : shown;
  }, [settings, kept]);
  const form = useAuthForm({
    rules,
    initial: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    dependents: { newPassword: ['confirmNewPassword'], oldPassword: ['newPassword'] },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (kept === undefined) return;
    const oldPassword = kept ?? form.values.oldPassword ?? '';
    if (!form.validate()) {
      if (form.values.newPassword && form.values.newPassword === oldPassword) toast.short(t('auth.same_password'));
      return;
    }
    setBusy(true);
    const loading = toast.loading(t('auth.saving'), TOAST_MS.changePasswordLoading);
    try {
      const v = form.values;
      await changePassword({ oldPassword, newPassword: v.newPassword!, confirmNewPassword: v.confirmNewPassword! });
      toast.hide(loading);
      toast.success(t('auth.saved'));
      form.clearFields(['oldPassword', 'newPassword', 'confirmNewPassword']);
      if (session) await updateRememberedPassword(session.userName, v.newPassword!).catch((error: unknown) => console.warn('remembered login not updated', error));
      setTimeout(() => {
        onDone?.();
        navigate(APP_PATHS.home, { replace: true });
      }, PASSWORD_CHANGE_REDIRECT_MS);
    } catch (error) {
      toast.hide(loading);
      const refusal = readAuthRefusal(error);
      // a kept password the server no longer takes: ask for it after all
      if (kept && refusal.field === 'oldPassword') setKept(null);
      setFormError(refusalText(refusal, error));
      if (refusal.field && refusal.message && refusal.field in form.values) form.setFieldError(refusal.field, refusal.message);
    } finally {
      setBusy(false);
    }
  };

  const max = settings?.password?.maxLength ?? 32;
  return (
    <form id={form.formId} className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      {/* the account name helps password managers file the new password */}
      <div className="auth-field">
        <label className="auth-field__label" htmlFor="change-password-account">
          {t('auth.account')}
        </label>
        <input id="change-password-account" className="auth-field__input" name="username" autoComplete="username" value={session?.userName ?? ''} readOnly />
      </div>
      {kept === null && <TextField form={form} name="oldPassword" label={t('auth.old_password')} type="password" autoComplete="current-password" />}
      <TextField form={form} name="newPassword" label={t('auth.new_password')} type="password" autoComplete="new-password" maxLength={max} />
      <TextField form={form} name="confirmNewPassword" label={t('auth.confirm_new_password')} type="password" autoComplete="new-password" maxLength={max} />
      <FormError message={formError} />
      <button type="submit" className="button button--block" disabled={busy || kept === undefined}>
        {t('auth.submit')}
      </button>
    </form>
  );
}
