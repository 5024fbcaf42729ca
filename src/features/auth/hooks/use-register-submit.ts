import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterPayload } from '../../../../contract';
import { checkAffiliate, register } from '../../../api/auth/register';
import { getLoginDeviceId } from '../../../platform/device-id';
import { currentEnvironment } from '../../../platform/current-environment';
import { toast } from '../../../ui/toast-store';
import { hasPendingAction } from '../../../platform/pending-action';
import { startWelcome } from '../model/welcome';
import { REGISTER_FIELD_SPECS } from '../model/register-fields';
import { dropSocialTicket, isSocialTicketRefusal, pendingSocialTicket } from '../model/social';
import type { RegisterField, RegisterMethod } from '../model/access-options';
import type { AuthForm } from './use-auth-form';
import { useAuthSubmit } from './use-auth-submit';
import { useFinishLogin } from './use-session-start';
import '../i18n-bundle';

interface RegisterSubmitOptions {
  method: RegisterMethod;
  /** The fields on screen: only those are sent. */
  shown: ReadonlySet<RegisterField>;
  countryDialingCode: string;
  /** The affiliate code the shared link brought, sent when the player typed none ('' when the check refused it). */
  urlCode: string;
  /** The code the shared link brought, as it came (checked or not). */
  linkCode?: string;
  domain: string;
  agreed: boolean;
  /** Any refusal: the captcha is single use, so the form shows a new one. */
  onRefused: () => void;
}

/** The registration form's submit (spec §2.4, §4): the terms, the typed affiliate code, then the account. */
export function useRegisterSubmit(form: AuthForm, { method, shown, countryDialingCode, urlCode, linkCode: initialLinkCode = '', domain, agreed, onRefused }: RegisterSubmitOptions) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  // the form's own refusal (terms not accepted), shown where the server's would be
  const [termsError, setTermsError] = useState<string | null>(null);
  // a refusal said under its field is not said again above the button: one message per problem
  const [refusedOnField, setRefusedOnField] = useState(false);

  const submit = useAuthSubmit({
    form,
    prepare: async (): Promise<{ method: RegisterMethod; payload: RegisterPayload } | null> => {
      setTermsError(null);
      setRefusedOnField(false);
      if (!agreed) {
        setTermsError(t('auth.terms_required'));
        return null;
      }
      if (!form.validate()) return null;
      const v = form.values;
      // an optional code left empty is not checked; a typed one must be valid
      if (shown.has('affiliateCode') && v.affiliateCode!.trim() !== '') {
        const check = await checkAffiliate(v.affiliateCode!.trim(), domain).catch(() => null);
        if (!check?.valid) {
          // the code the shared link brought, left as it came, is the link's fault (spec §8), not a typing slip
          const fromLink = initialLinkCode !== '' && v.affiliateCode!.trim() === initialLinkCode;
          form.setFieldError('affiliateCode', { key: fromLink ? 'err_agent_link' : 'err_affiliate_invalid' });
          return null;
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
        const value = REGISTER_FIELD_SPECS.get(field)?.type === 'password' ? v[field]! : v[field]!.trim();
        if (value !== '') (payload as unknown as Record<string, string>)[field] = value;
      }
      if (shown.has('mobileNum')) payload.countryDialingCode = countryDialingCode;
      if (!payload.affiliateCode && urlCode) payload.affiliateCode = urlCode;
      // after a first social sign-in the new account is linked to it (docs/decisions/0078)
      const social = pendingSocialTicket();
      if (social) payload.socialTicket = social.ticket;
      return { method, payload };
    },
    send: ({ method: sentMethod, payload }) => register(sentMethod, payload),
    onSuccess: (value) => {
      form.forgetDraft();
      dropSocialTicket();
      // A new account is welcomed with its next step (deposit or trial play), unless it was
      // made to continue something the guest had tapped (a game, deposit): that goes on instead.
      if (hasPendingAction()) toast.success(t('auth.register_success'));
      else startWelcome(value.userName);
      finishLogin(value);
    },
    onRefusal: (refusal, error) => {
      onRefused();
      if (isSocialTicketRefusal(error)) dropSocialTicket();
      form.clearFields(['captcha']);
      if (refusal.field && refusal.message && shown.has(refusal.field as RegisterField) && refusal.field !== 'captcha') {
        form.setFieldError(refusal.field, refusal.message);
        setRefusedOnField(true);
      }
    },
  });
  return { ...submit, formError: termsError ?? (refusedOnField ? null : submit.formError) };
}
