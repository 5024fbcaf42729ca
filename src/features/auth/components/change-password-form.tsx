import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSettings } from '../../../api/auth/register';
import { useSession } from '../../../platform/session';
import { useAuthForm } from '../hooks/use-auth-form';
import { confirmRule, differentFrom, fieldRule, loginRules, type Rule } from '../model/validation';
import { useChangePasswordSubmit } from '../hooks/use-change-password-submit';
import { loadRememberedLogin } from '../model/remembered-login';
import { TextField } from './text-field';
import './auth.css';
import { FormError } from './form-error';
import '../i18n-bundle';

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
  const session = useSession();
  const settings = useRegisterSettings().data;
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

  const { formProps, busy, formError } = useChangePasswordSubmit(form, { kept, onKeptRefused: () => setKept(null), onDone });

  const max = settings?.password?.maxLength ?? 32;
  return (
    <form {...formProps}>
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
