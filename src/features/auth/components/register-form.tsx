import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { checkAffiliate, useRegisterSettings } from '../../../api/auth/register';
import type { RegisterSettingsValue } from '../../../../contract';
import { useFlag } from '../../../api/system/flags';
import { Spinner } from '../../../ui/spinner';
import { RetryPanel } from '../../../ui/retry-panel';
import { MOBILE_MAX } from '../../../config/constants';
import { useAuthForm } from '../hooks/use-auth-form';
import { useRegisterSubmit } from '../hooks/use-register-submit';
import { useUsernameAvailability } from '../hooks/use-username-availability';
import {
  birthdayRange,
  birthdayRule,
  captchaRule,
  confirmRule,
  fieldRule,
  mobileRule,
  optional,
  patternHint,
  smsCodeRule,
  type Rule,
} from '../model/validation';
import { affiliateCodeFromUrl, defaultRegisterMethod, registerFieldPlan, registerTabs, type RegisterField, type RegisterMethod } from '../model/access-options';
import { REGISTER_DRAFT_FIELDS, REGISTER_FIELD_SPECS, REGISTER_HELD_FIELDS, emptyRegisterValues } from '../model/register-fields';
import { TextField, useMessageText } from './text-field';
import { AuthLinks } from './auth-links';
import { MethodTabs } from './method-tabs';
import { MobileField, SmsCodeField } from './mobile-code-fields';
import { CaptchaField } from './captcha-field';
import { useDefaultDialingCode } from './country-select';
import { TermsPopup } from './terms-popup';
import './auth.css';
import { FormError } from './form-error';
import { authKeys } from '../../../api/auth/keys';
import { appPath } from '../../../config/paths';
import '../i18n-bundle';

const EMPTY = emptyRegisterValues();

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
  const messageText = useMessageText();

  // Spec §4: the code from the shared link is checked; the field shows whenever it is enabled and
  // no valid code came with the link (required or not: a player may have a code to type).
  const urlCode = useMemo(() => affiliateCodeFromUrl(globalThis.location?.search ?? ''), []);
  const domain = globalThis.location?.hostname ?? '';
  const affiliateEnabled = settings.affiliateCode?.enabled === true;
  const urlCheck = useQuery({
    queryKey: authKeys.affiliate(urlCode, domain),
    queryFn: ({ signal }) => checkAffiliate(urlCode, domain, signal),
    enabled: urlCode !== '',
    staleTime: 5 * 60 * 1000,
  });
  const urlCodeValid = urlCode !== '' && urlCheck.data?.valid === true;
  const showAffiliate = affiliateEnabled && !urlCodeValid && !(urlCode !== '' && urlCheck.isPending);

  const plan = registerFieldPlan(settings, { method, smsVerification, mobileNeedsPassword, showAffiliate });
  const shown = new Set<RegisterField>(plan.map((p) => p.field));
  // the player sees which fields they may leave empty (the captcha is never optional)
  const optionalField = new Set<RegisterField>(plan.filter((p) => !p.required && p.field !== 'captcha').map((p) => p.field));

  // names the server said are taken, so the submit's own check keeps saying it
  const takenNames = useRef(new Set<string>());
  const rules = useMemo(() => {
    const result: Record<string, Rule> = {};
    for (const { field, required } of plan) {
      const setting = settings[field];
      switch (field) {
        case 'confirmPassword':
          result[field] = confirmRule('password');
          break;
        case 'verificationCode':
          // optional on the username form: left empty, the number is kept unverified
          result[field] = required ? smsCodeRule : optional(smsCodeRule);
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
        case 'username': {
          if (!setting) break;
          const base = fieldRule({ ...setting, required });
          result[field] = (value, values) => base(value, values) ?? (takenNames.current.has(value.trim().toLowerCase()) ? { key: 'err_username_taken' } : null);
          break;
        }
        default:
          if (setting) result[field] = fieldRule({ ...setting, required });
      }
    }
    return result;
    // the plan is derived from these inputs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings, method, smsVerification, mobileNeedsPassword, showAffiliate]);

  // A code the link brought stays in sight where the field shows (say, a code the check did not
  // know): the player sees it and may correct it, instead of typing over an empty field.
  const initial = useMemo(() => (urlCode ? { ...EMPTY, affiliateCode: urlCode } : EMPTY), [urlCode]);
  const form = useAuthForm({
    rules,
    initial,
    draftKey: 'draft:register',
    draftFields: REGISTER_DRAFT_FIELDS,
    heldFields: REGISTER_HELD_FIELDS,
    dependents: { password: ['confirmPassword'] },
  });

  const hint = (field: string) => {
    const setting = settings[field];
    return setting && setting.patternId ? messageText(patternHint(setting)) : undefined;
  };

  // The username is asked about as it is typed (once typing pauses), when the form's own rule
  // accepts it: a taken name is said under the field before the player fills in the rest.
  const typedName = form.values.username ?? '';
  const nameSetting = settings.username;
  const nameRule = useMemo(() => (nameSetting ? fieldRule({ ...nameSetting, required: true }) : null), [nameSetting]);
  const availability = useUsernameAvailability(typedName, shown.has('username') && nameRule !== null && nameRule(typedName, form.values) === null);
  const { setFieldError } = form;
  useEffect(() => {
    if (availability !== 'taken') return;
    takenNames.current.add(typedName.trim().toLowerCase());
    setFieldError('username', { key: 'err_username_taken' }, { moveFocus: false });
  }, [availability, typedName, setFieldError]);
  // A link whose agent code the check does not know (spec §8 "agent information or link incorrect"):
  // said under the code it brought, which the player may correct, or above the form when the
  // merchant shows no code field (the code is then dropped: the registration goes on without it).
  const linkRefused = urlCode !== '' && urlCheck.data?.valid === false;
  const codeFieldShown = shown.has('affiliateCode');
  useEffect(() => {
    if (linkRefused && codeFieldShown) setFieldError('affiliateCode', { key: 'err_agent_link' }, { moveFocus: false });
  }, [linkRefused, codeFieldShown, setFieldError]);
  const usernameHint =
    availability === 'checking' ? t('access.username_checking') : availability === 'available' ? t('access.username_available') : hint('username');

  const { formProps, busy, formError } = useRegisterSubmit(form, {
    method,
    shown,
    countryDialingCode,
    urlCode: linkRefused ? '' : urlCode,
    linkCode: urlCode,
    domain,
    agreed,
    onRefused: () => setCaptchaGeneration((n) => n + 1),
  });

  const label = (field: RegisterField) => t(REGISTER_FIELD_SPECS.get(field)!.labelKey);
  const range = birthdayRange();

  return (
    <form {...formProps}>
      <MethodTabs
        label={t('auth.reg_method_label')}
        names={{ username: t('auth.reg_tab_username'), mobile: t('auth.reg_tab_mobile') }}
        chosen={method}
        onChoose={setChosen}
        shown={tabs.length > 0}
      />
      {linkRefused && !codeFieldShown && <FormError message={t('auth.err_agent_link')} />}

      {plan.map(({ field }) => {
        const max = settings[field]?.maxLength;
        switch (field) {
          case 'mobileNum':
            return (
              <MobileField
                key={field}
                form={form}
                label={label(field)}
                countryDialingCode={countryDialingCode}
                onDialingCode={setDialingCode}
                maxLength={max}
                hint={hint('mobileNum')}
                optional={optionalField.has(field)}
              />
            );
          case 'verificationCode':
            return (
              <SmsCodeField
                key={field}
                form={form}
                label={label(field)}
                purpose="register"
                countryDialingCode={countryDialingCode}
                optional={optionalField.has(field)}
              />
            );
          case 'captcha':
            return <CaptchaField key={field} form={form} generation={captchaGeneration} />;
          default: {
            // every other field straight from the field table: type, keyboard and autocomplete token
            const spec = REGISTER_FIELD_SPECS.get(field)!;
            const date = spec.type === 'date';
            return (
              <TextField
                key={field}
                form={form}
                name={field}
                label={label(field)}
                type={spec.type}
                inputMode={spec.inputMode}
                autoComplete={spec.autoComplete}
                maxLength={date ? undefined : max}
                min={date ? range.min : undefined}
                max={date ? range.max : undefined}
                hint={field === 'username' ? usernameHint : date || field === 'confirmPassword' ? undefined : hint(field)}
                hintTone={field === 'username' && availability === 'available' ? 'ok' : undefined}
                liveHint={field === 'username'}
                optional={optionalField.has(field)}
              />
            );
          }
        }
      })}

      <div className="auth-terms-row">
        <label className="auth-check">
          <input type="checkbox" name="terms" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          {t('auth.terms_agree')}
        </label>{' '}
        <Link href={appPath('help', { tag: 'terms' })} className="auth-form__aside">
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
