import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRegisterSettings } from '../../../api/auth/register';
import { useFlag } from '../../../api/system/flags';
import { openModal } from '../../../ui/modal-store';
import { useAuthForm } from '../hooks/use-auth-form';
import { useLoginSubmit } from '../hooks/use-login-submit';
import { loginRules, type Rule } from '../model/validation';
import { loadRememberedLogin, type LoginMethod } from '../model/remembered-login';
import { TextField } from './text-field';
import { AuthLinks } from './auth-links';
import { MethodTabs } from './method-tabs';
import { MobileField, SmsCodeField } from './mobile-code-fields';
import { CaptchaField } from './captcha-field';
import { useDefaultDialingCode } from './country-select';
import './auth.css';
import { FormError } from './form-error';
import { SocialButtons } from './social-buttons';
import { APP_PATHS } from '../../../config/paths';
import '../i18n-bundle';

const EMPTY = { username: '', password: '', mobileNum: '', verificationCode: '', captcha: '' };

/** The login form of the page and the dialog (spec §2.3). */
export function LoginForm({ inDialog = false }: { inDialog?: boolean }) {
  const { t } = useTranslation();
  const smsOn = useFlag('MOBILEVERCODELOGIN3');
  const settings = useRegisterSettings().data;
  const defaultCode = useDefaultDialingCode();
  const [chosenMethod, setMethod] = useState<LoginMethod>('username');
  const method: LoginMethod = smsOn ? chosenMethod : 'username';
  const [dialingCode, setDialingCode] = useState<string | null>(null);
  const countryDialingCode = dialingCode ?? defaultCode;
  const [remember, setRemember] = useState(true);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);

  const rules = useMemo(() => {
    const set = loginRules(settings);
    const active: Record<string, Rule> =
      method === 'username'
        ? { username: set.loginUsername, password: set.loginPassword }
        : { mobileNum: set.loginMobileNum, verificationCode: set.verificationCode };
    if (captchaShown) active.captcha = set.captcha;
    return active;
  }, [settings, method, captchaShown]);

  const form = useAuthForm({ rules, initial: EMPTY, draftKey: 'draft:login', draftFields: ['username', 'mobileNum'] });
  const { replaceValues } = form;
  const { formProps, busy, formError, clear } = useLoginSubmit(form, {
    method,
    countryDialingCode,
    remember,
    captchaShown,
    onCaptchaNeeded: () => {
      setCaptchaShown(true);
      setCaptchaGeneration((n) => n + 1);
      form.clearFields(['captcha']);
    },
  });

  // Spec §4: switching the method reloads that method's remembered login.
  useEffect(() => {
    let live = true;
    void loadRememberedLogin(method).then((saved) => {
      if (!live || !saved) return;
      if (method === 'username') replaceValues({ username: saved.username, password: saved.password });
      else {
        replaceValues({ mobileNum: saved.username });
        if (saved.countryDialingCode) setDialingCode(saved.countryDialingCode);
      }
    });
    return () => {
      live = false;
    };
  }, [method, replaceValues]);

  const switchMethod = (next: LoginMethod) => {
    if (next === method) return;
    setMethod(next);
    clear();
    if (captchaShown) setCaptchaGeneration((n) => n + 1);
  };

  return (
    <form {...formProps}>
      <MethodTabs label={t('auth.method_label')} names={{ username: t('auth.tab_username'), sms: t('auth.tab_sms') }} chosen={method} onChoose={switchMethod} shown={smsOn} />

      {method === 'username' ? (
        <>
          <TextField form={form} name="username" label={t('auth.username')} autoComplete="username" maxLength={settings?.username?.maxLength ?? 32} />
          <TextField form={form} name="password" label={t('auth.password')} type="password" autoComplete="current-password" maxLength={settings?.password?.maxLength ?? 32} />
        </>
      ) : (
        <>
          <MobileField form={form} label={t('auth.mobile')} countryDialingCode={countryDialingCode} onDialingCode={setDialingCode} />
          <SmsCodeField form={form} label={t('auth.sms_code')} purpose="login" countryDialingCode={countryDialingCode} />
        </>
      )}

      {captchaShown && <CaptchaField form={form} generation={captchaGeneration} />}

      <div className="auth-form__row">
        <label className="auth-check">
          <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {t('auth.remember')}
        </label>
        {inDialog ? (
          <button type="button" className="link-button auth-form__aside" onClick={() => openModal('forget')}>
            {t('auth.forgot_link')}
          </button>
        ) : (
          <Link href={APP_PATHS.forget} className="auth-form__aside">
            {t('auth.forgot_link')}
          </Link>
        )}
      </div>

      <FormError message={formError} />

      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? t('auth.logging_in') : t('auth.login_button')}
      </button>

      <AuthLinks other="register" inDialog={inDialog} />

      <SocialButtons />
    </form>
  );
}
