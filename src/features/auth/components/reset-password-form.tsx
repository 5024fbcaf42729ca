import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRegisterSettings } from '../../../api/auth/register';
import { useAuthForm } from '../hooks/use-auth-form';
import { useLinkResetSubmit } from '../hooks/use-link-reset-submit';
import { confirmRule, fieldRule, loginRules, type Rule } from '../model/validation';
import { TextField } from './text-field';
import { FormError } from './form-error';
import './auth.css';
import { APP_PATHS } from '../../../config/paths';
import '../i18n-bundle';

/**
 * The page a recovery email's link opens (/m/forget?reset=TOKEN): a new
 * password and its confirmation. The password changes only here; on success
 * the player is logged in with it. A used, expired or superseded link says
 * so and offers a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const settings = useRegisterSettings().data;
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

  const { formProps, busy, formError, deadLink } = useLinkResetSubmit(form, { token });

  return (
    <form {...formProps}>
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
