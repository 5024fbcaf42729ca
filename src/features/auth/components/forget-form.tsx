import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { requestPasswordEmail, setPasswordByPhone } from '../../../api/auth/password';
import { useFlag } from '../../../api/system/flags';
import { login } from '../../../api/auth/session';
import { useRegisterSettings } from '../../../api/auth/register';
import { ERROR_CODES } from '../../../../contract';
import { ApiError } from '../../../api/errors';
import { getLoginDeviceId } from '../../../platform/device-id';
import { closeModal } from '../../../ui/modal-store';
import { toast } from '../../../ui/toast-store';
import { EMAIL_MAX, TOAST_MS } from '../../../config/constants';
import { useAuthForm } from '../hooks/use-auth-form';
import { useFinishLogin } from '../hooks/use-session-start';
import { emailRule, fieldRule, loginRules, type Rule } from '../model/validation';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { TextField } from './text-field';
import { MobileField, SmsCodeField } from './mobile-code-fields';
import { useDefaultDialingCode } from './country-select';
import { SupportContacts } from './support-links';
import './auth.css';
import { FormError } from './form-error';
import { APP_PATHS } from '../../../config/paths';

type Recovery = 'email' | 'phone';

/** Forgot password (spec §2.5): by email first, or by phone (set a new password). */
export function ForgetForm({ inDialog = false }: { inDialog?: boolean }) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState<Recovery>('email');
  // spec §2.5: the switch only where the whitelabel setting for recovery verification is on
  const switchOn = useFlag('PWDRECOVERYVERF3');
  return (
    <div className="auth-forget">
      {switchOn && (
        <div className="auth-tabs" role="tablist" aria-label={t('auth.recovery_label')}>
          {(['email', 'phone'] as const).map((r) => (
            <button key={r} type="button" role="tab" aria-selected={r === recovery} className="auth-tabs__tab" onClick={() => setRecovery(r)}>
              {r === 'email' ? t('auth.recovery_email') : t('auth.recovery_phone')}
            </button>
          ))}
        </div>
      )}
      {recovery === 'email' || !switchOn ? <EmailRecovery inDialog={inDialog} /> : <PhoneRecovery />}
      <SupportContacts />
    </div>
  );
}

function EmailRecovery({ inDialog }: { inDialog: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const settings = useRegisterSettings().data;
  const rules = useMemo(() => ({ username: loginRules(settings).loginUsername, email: emailRule }), [settings]);
  const form = useAuthForm({ rules, initial: { username: '', email: '' }, draftKey: 'draft:forget-email', draftFields: ['username', 'email'] });
  const { submit: send, busy, formError, clear } = useAuthSubmit({
    loading: { text: t('auth.email_sending') },
    send: () => requestPasswordEmail({ username: form.values.username!.trim(), email: form.values.email!.trim() }),
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (form.validate()) send();
  };

  return (
    <form id={form.formId} className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
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
  const finishLogin = useFinishLogin();
  const rules = useMemo(() => {
    const set = loginRules(settings);
    const password: Rule = settings?.password ? fieldRule(settings.password) : set.loginPassword;
    return { mobileNum: set.loginMobileNum, verificationCode: set.verificationCode, newPassword: password };
  }, [settings]);
  const form = useAuthForm({ rules, initial: { mobileNum: '', verificationCode: '', newPassword: '' }, draftKey: 'draft:forget-phone', draftFields: ['mobileNum'] });
  const touched = Object.values(form.touched).some(Boolean) || form.dirty;
  const hasError = Object.keys(form.errors).length > 0;

  const { submit: send, busy, formError, clear } = useAuthSubmit({
    loading: { text: t('common.please_wait'), ms: TOAST_MS.setPasswordLoading },
    send: () =>
      setPasswordByPhone({
        newPassword: form.values.newPassword!,
        mobileNum: form.values.mobileNum!.trim(),
        countryDialingCode,
        verificationCode: form.values.verificationCode!,
      }),
    onSuccess: async ({ userName }) => {
      toast.success(t('auth.password_set'));
      form.forgetDraft();
      // Spec §2.5: on success the player is logged in with the new password.
      finishLogin(await login({ type: 'username', username: userName, password: form.values.newPassword!, loginDeviceId: getLoginDeviceId() }));
    },
    onRefusal: (_refusal, error) => {
      // Spec §4: modify.new.old.same clears the password; any other error the code.
      if (error instanceof ApiError && error.errorCode === ERROR_CODES.modifyNewOldSame) form.clearFields(['newPassword']);
      else form.clearFields(['verificationCode']);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (form.validate()) send();
  };

  return (
    <form id={form.formId} className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
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
