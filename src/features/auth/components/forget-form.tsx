import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '../../../api/system/flags';
import { useRegisterSettings } from '../../../api/auth/register';
import { EMAIL_MAX } from '../../../config/constants';
import { useAuthForm } from '../hooks/use-auth-form';
import { useEmailRecoverySubmit } from '../hooks/use-email-recovery-submit';
import { usePhoneRecoverySubmit } from '../hooks/use-phone-recovery-submit';
import { emailRule, fieldRule, loginRules, type Rule } from '../model/validation';
import { TextField } from './text-field';
import { MobileField, SmsCodeField } from './mobile-code-fields';
import { useDefaultDialingCode } from './country-select';
import { SupportContacts } from './support-links';
import { MethodTabs } from './method-tabs';
import './auth.css';
import { FormError } from './form-error';
import '../i18n-bundle';

type Recovery = 'email' | 'phone';

/** Forgot password (spec §2.5): by email first, or by phone (set a new password). */
export function ForgetForm({ inDialog = false }: { inDialog?: boolean }) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState<Recovery>('email');
  // spec §2.5: the switch only where the whitelabel setting for recovery verification is on
  const switchOn = useFlag('PWDRECOVERYVERF3');
  return (
    <div className="auth-forget">
      <MethodTabs label={t('auth.recovery_label')} names={{ email: t('auth.recovery_email'), phone: t('auth.recovery_phone') }} chosen={recovery} onChoose={setRecovery} shown={switchOn} />
      {recovery === 'email' || !switchOn ? <EmailRecovery inDialog={inDialog} /> : <PhoneRecovery />}
      <SupportContacts />
    </div>
  );
}

function EmailRecovery({ inDialog }: { inDialog: boolean }) {
  const { t } = useTranslation();
  const settings = useRegisterSettings().data;
  const rules = useMemo(() => ({ username: loginRules(settings).loginUsername, email: emailRule }), [settings]);
  const form = useAuthForm({ rules, initial: { username: '', email: '' }, draftKey: 'draft:forget-email', draftFields: ['username', 'email'] });
  const { formProps, busy, formError } = useEmailRecoverySubmit(form, { inDialog });

  return (
    <form {...formProps}>
      <p className="auth-form__intro">{t('auth.forget_intro')}</p>
      <TextField form={form} name="username" label={t('auth.username')} autoComplete="username" maxLength={settings?.username?.maxLength ?? 32} />
      <TextField form={form} name="email" label={t('auth.email')} type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX} />
      <FormError message={formError} />
      <button type="submit" className="button button--block" disabled={busy}>
        {t('auth.submit')}
      </button>
    </form>
  );
}

function PhoneRecovery() {
  const { t } = useTranslation();
  const settings = useRegisterSettings().data;
  const defaultCode = useDefaultDialingCode();
  const [dialingCode, setDialingCode] = useState<string | null>(null);
  const countryDialingCode = dialingCode ?? defaultCode;
  const rules = useMemo(() => {
    const set = loginRules(settings);
    const password: Rule = settings?.password ? fieldRule(settings.password) : set.loginPassword;
    return { mobileNum: set.loginMobileNum, verificationCode: set.verificationCode, newPassword: password };
  }, [settings]);
  const form = useAuthForm({ rules, initial: { mobileNum: '', verificationCode: '', newPassword: '' }, draftKey: 'draft:forget-phone', draftFields: ['mobileNum'] });
  const touched = Object.values(form.touched).some(Boolean) || form.dirty;
  const hasError = Object.keys(form.errors).length > 0;

  const { formProps, busy, formError } = usePhoneRecoverySubmit(form, { countryDialingCode });

  return (
    <form {...formProps}>
      <p className="auth-form__intro">{t('auth.forget_phone_intro')}</p>
      <MobileField form={form} label={t('auth.mobile')} countryDialingCode={countryDialingCode} onDialingCode={setDialingCode} />
      <SmsCodeField form={form} label={t('auth.sms_code')} purpose="password" countryDialingCode={countryDialingCode} />
      <TextField form={form} name="newPassword" label={t('auth.new_password')} type="password" autoComplete="new-password" maxLength={settings?.password?.maxLength ?? 32} />
      <FormError message={formError} />
      <button type="submit" className="button button--block" disabled={busy || !touched || hasError}>
        {t('auth.submit')}
      </button>
    </form>
  );
}
