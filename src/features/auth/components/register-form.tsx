import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { checkAffiliate, register, useRegisterSettings } from '../../../api/auth/register';
import type { RegisterPayload, RegisterSettingsValue } from '../../../api/contract';
import { useFlag } from '../../../api/system/flags';
import { getLoginDeviceId } from '../../../platform/device-id';
import { currentEnvironment } from '../../../platform/current-environment';
import { toast } from '../../../ui/toast-store';
import { useErrorText } from '../../../ui/error-text';
import { Spinner } from '../../../ui/spinner';
import { RetryPanel } from '../../../ui/retry-panel';
import { MOBILE_MAX } from '../../../config/constants';
import { useAuthForm } from '../hooks/use-auth-form';
import { useFinishLogin } from '../hooks/use-session-start';
import {
  birthdayRange,
  birthdayRule,
  captchaRule,
  confirmRule,
  fieldRule,
  mobileRule,
  patternHint,
  smsCodeRule,
  type Rule,
} from '../model/validation';
import { affiliateCodeFromUrl, defaultRegisterMethod, registerFieldPlan, registerTabs, type RegisterField, type RegisterMethod } from '../model/access-options';
import { readAuthRefusal } from '../model/auth-errors';
import { TextField, useMessageText } from './text-field';
import { AuthLinks } from './auth-links';
import { MobileField, SmsCodeField } from './mobile-code-fields';
import { CaptchaField } from './captcha-field';
import { useDefaultDialingCode } from './country-select';
import { TermsPopup } from './terms-popup';
import './auth.css';
import { FormError } from './form-error';

const DRAFT_FIELDS = ['username', 'mobileNum', 'nickname', 'payeeName', 'email', 'birthday', 'affiliateCode'] as const;
const EMPTY = Object.fromEntries(
  ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'nickname', 'payeeName', 'email', 'birthday', 'affiliateCode', 'captcha'].map((f) => [f, '']),
);

/** Registration (spec §2.4, §4, §5): fields and rules from the server's field settings. */
export function RegisterForm({ inDialog = false }: { inDialog?: boolean }) {
  const { t } = useTranslation();
  const settings = useRegisterSettings();
  if (settings.isPending) return <Spinner label={t('common.loading')} />;
  if (settings.isError) return <RetryPanel title={t('auth.settings_failed')} error={settings.error} onRetry={() => void settings.refetch()} />;
  return <RegisterFields settings={settings.data} inDialog={inDialog} />;
}

function RegisterFields({ settings, inDialog }: { settings: RegisterSettingsValue; inDialog: boolean }) {
  const { t } = useTranslation();
  const usernameOn = useFlag('USERNAMEREG3');
  const mobileOn = useFlag('MOBILENUMREG3');
  const smsVerification = useFlag('REGMOBVERF3');
  const mobileNeedsPassword = useFlag('MOBILENUMPASSREG3');
  const tabs = registerTabs(usernameOn, mobileOn);
  const [chosen, setChosen] = useState<RegisterMethod | null>(null);
  const method = chosen && (tabs.includes(chosen) || tabs.length === 0) ? chosen : defaultRegisterMethod(usernameOn, mobileOn);
  const defaultCode = useDefaultDialingCode();
  const [dialingCode, setDialingCode] = useState<string | null>(null);
  const countryDialingCode = dialingCode ?? defaultCode;
  const [agreed, setAgreed] = useState(true);
  const [termsOpen, setTermsOpen] = useState(false);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const finishLogin = useFinishLogin();
  const errorText = useErrorText();
  const messageText = useMessageText();

  // Spec §4: the code from the shared link is checked; the field appears only when required and invalid.
  const urlCode = useMemo(() => affiliateCodeFromUrl(globalThis.location?.search ?? ''), []);
  const domain = globalThis.location?.hostname ?? '';
  const affiliateRequired = settings.affiliateCode?.enabled === true && settings.affiliateCode.required;
  const urlCheck = useQuery({
    queryKey: ['auth', 'affiliate', urlCode, domain],
    queryFn: ({ signal }) => checkAffiliate(urlCode, domain, signal),
    enabled: urlCode !== '',
    staleTime: 5 * 60 * 1000,
  });
  const urlCodeValid = urlCode !== '' && urlCheck.data?.valid === true;
  const showAffiliate = affiliateRequired && !urlCodeValid && !(urlCode !== '' && urlCheck.isPending);

  const plan = registerFieldPlan(settings, { method, smsVerification, mobileNeedsPassword, showAffiliate });
  const shown = new Set<RegisterField>(plan.map((p) => p.field));

  const rules = useMemo(() => {
    const result: Record<string, Rule> = {};
    for (const { field, required } of plan) {
      const setting = settings[field];
      switch (field) {
        case 'confirmPassword':
          result[field] = confirmRule('password');
          break;
        case 'verificationCode':
          result[field] = smsCodeRule;
          break;
        case 'captcha':
          result[field] = captchaRule;
          break;
        case 'birthday':
          result[field] = birthdayRule(required);
          break;
        case 'mobileNum':
          result[field] = setting ? fieldRule({ ...setting, required, maxLength: Math.min(setting.maxLength, MOBILE_MAX) }) : mobileRule();
          break;
        default:
          if (setting) result[field] = fieldRule({ ...setting, required });
      }
    }
    return result;
    // the plan is derived from these inputs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings, method, smsVerification, mobileNeedsPassword, showAffiliate]);

  const form = useAuthForm({
    rules,
    initial: EMPTY,
    draftKey: 'draft:register',
    draftFields: DRAFT_FIELDS,
    dependents: { password: ['confirmPassword'] },
  });

  const hint = (field: string) => {
    const setting = settings[field];
    return setting && setting.patternId ? messageText(patternHint(setting)) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!agreed) {
      setFormError(t('auth.terms_required'));
      return;
    }
    if (!form.validate()) return;
    const v = form.values;
    if (shown.has('affiliateCode')) {
      const check = await checkAffiliate(v.affiliateCode!.trim(), domain).catch(() => null);
      if (!check?.valid) {
        form.setFieldError('affiliateCode', { key: 'err_affiliate_invalid' });
        return;
      }
    }
    const payload: RegisterPayload = {
      registerUrl: globalThis.location?.host ?? '',
      registerMethod: currentEnvironment(),
      type: 0,
      domain,
      loginDeviceId: getLoginDeviceId(),
      login: true,
    };
    for (const field of shown) {
      const value = field === 'password' || field === 'confirmPassword' ? v[field]! : v[field]!.trim();
      if (value !== '') (payload as unknown as Record<string, string>)[field] = value;
    }
    if (shown.has('mobileNum')) payload.countryDialingCode = countryDialingCode;
    if (!payload.affiliateCode && urlCode) payload.affiliateCode = urlCode;
    setBusy(true);
    try {
      const value = await register(method, payload);
      form.forgetDraft();
      toast.success(t('auth.register_success'));
      finishLogin(value);
    } catch (error) {
      const refusal = readAuthRefusal(error);
      // a captcha is single use: every refusal needs a new one
      setCaptchaGeneration((n) => n + 1);
      form.clearFields(['captcha']);
      const text = refusal.message ? messageText(refusal.message) : errorText(error);
      setFormError(text);
      if (refusal.field && refusal.message && form.values[refusal.field] !== undefined && refusal.field !== 'captcha') {
        form.setFieldError(refusal.field, refusal.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const label: Record<RegisterField, string> = {
    username: t('auth.username'),
    mobileNum: t('auth.mobile'),
    verificationCode: t('auth.sms_code'),
    password: t('auth.password'),
    confirmPassword: t('auth.confirm_password'),
    nickname: t('auth.nickname'),
    payeeName: t('auth.payee_name'),
    email: t('auth.email'),
    birthday: t('auth.birthday'),
    affiliateCode: t('auth.affiliate_code'),
    captcha: t('auth.captcha'),
  };
  const range = birthdayRange();

  return (
    <form id={form.formId} className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      {tabs.length > 0 && (
        <div className="auth-tabs" role="tablist" aria-label={t('auth.reg_method_label')}>
          {tabs.map((tab) => (
            <button key={tab} type="button" role="tab" aria-selected={tab === method} className="auth-tabs__tab" onClick={() => setChosen(tab)}>
              {tab === 'username' ? t('auth.reg_tab_username') : t('auth.reg_tab_mobile')}
            </button>
          ))}
        </div>
      )}

      {plan.map(({ field }) => {
        const max = settings[field]?.maxLength;
        switch (field) {
          case 'username':
            return <TextField key={field} form={form} name="username" label={label.username} autoComplete="username" maxLength={max} hint={hint('username')} />;
          case 'password':
            return <TextField key={field} form={form} name="password" label={label.password} type="password" autoComplete="new-password" maxLength={max} hint={hint('password')} />;
          case 'confirmPassword':
            return <TextField key={field} form={form} name="confirmPassword" label={label.confirmPassword} type="password" autoComplete="new-password" maxLength={max} />;
          case 'mobileNum':
            return (
              <MobileField
                key={field}
                form={form}
                label={label.mobileNum}
                countryDialingCode={countryDialingCode}
                onDialingCode={setDialingCode}
                maxLength={max}
                hint={hint('mobileNum')}
              />
            );
          case 'verificationCode':
            return <SmsCodeField key={field} form={form} label={label.verificationCode} purpose="register" countryDialingCode={countryDialingCode} />;
          case 'email':
            return <TextField key={field} form={form} name="email" label={label.email} type="email" inputMode="email" autoComplete="email" maxLength={max} hint={hint('email')} />;
          case 'birthday':
            return <TextField key={field} form={form} name="birthday" label={label.birthday} type="date" autoComplete="bday" min={range.min} max={range.max} />;
          case 'nickname':
            return <TextField key={field} form={form} name="nickname" label={label.nickname} autoComplete="nickname" maxLength={max} hint={hint('nickname')} />;
          case 'payeeName':
            return <TextField key={field} form={form} name="payeeName" label={label.payeeName} autoComplete="name" maxLength={max} hint={hint('payeeName')} />;
          case 'affiliateCode':
            return <TextField key={field} form={form} name="affiliateCode" label={label.affiliateCode} autoComplete="off" maxLength={max} hint={hint('affiliateCode')} />;
          case 'captcha':
            return <CaptchaField key={field} form={form} generation={captchaGeneration} />;
        }
      })}

      <div className="auth-terms-row">
        <label className="auth-check">
          <input type="checkbox" name="terms" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          {t('auth.terms_agree')}
        </label>{' '}
        <Link href="/m/help?tag=terms" className="auth-form__aside">
          {t('auth.terms_link')}
        </Link>
        <button type="button" className="link-button auth-form__aside" onClick={() => setTermsOpen(true)}>
          {t('auth.terms_read')}
        </button>
      </div>

      <FormError message={formError} />

      <button type="submit" className="button button--block" disabled={!agreed || busy}>
        {busy ? t('auth.registering') : t('auth.register_button')}
      </button>

      <AuthLinks other="login" inDialog={inDialog} />
      {termsOpen && <TermsPopup onClose={() => setTermsOpen(false)} />}
    </form>
  );
}
