import type { RegisterSettingsValue, SocialProvider } from '../../../../contract';
import { REGISTER_FIELD_TABLE, type RegisterField } from './register-fields';

export type RegisterMethod = 'username' | 'mobile';

/** Spec §4: mobile when only mobile registration is enabled, otherwise username. */
export function defaultRegisterMethod(usernameOn: boolean, mobileOn: boolean): RegisterMethod {
  return mobileOn && !usernameOn ? 'mobile' : 'username';
}

/** The tabs shown (only when both are enabled, spec §2.4). */
export function registerTabs(usernameOn: boolean, mobileOn: boolean): RegisterMethod[] {
  return usernameOn && mobileOn ? ['username', 'mobile'] : [];
}

/**
 * Social sign-in icons (spec §2.3): the flag must be on AND the sign-in
 * service initialised, i.e. the server offers that provider (it lists only
 * configured ones whose switch is on: docs/decisions/0078-social-sign-in-oidc.md).
 */
export function socialSignIn(flags: { facebook: boolean; google: boolean }, offered: readonly SocialProvider[]): { facebook: boolean; google: boolean } {
  return { facebook: flags.facebook && offered.includes('facebook'), google: flags.google && offered.includes('google') };
}

/** The affiliate code a shared link carries (?affiliateCode= or ?code=). */
export function affiliateCodeFromUrl(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
}

/** The registration fields in form order (the field table's order). */
export const FORM_ORDER: readonly RegisterField[] = REGISTER_FIELD_TABLE.map((spec) => spec.name);
export type { RegisterField };

export interface FieldPlan {
  field: RegisterField;
  required: boolean;
}

export interface PlanOptions {
  method: RegisterMethod;
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration also asks for a password. */
  mobileNeedsPassword: boolean;
  /** Show the invitation-code field (enabled, and no valid code came with the link). */
  showAffiliate: boolean;
}

/** Which fields the form shows for a method, from the server's field settings. */
export function registerFieldPlan(settings: RegisterSettingsValue, options: PlanOptions): FieldPlan[] {
  const on = (field: string) => settings[field]?.enabled === true;
  const req = (field: string) => settings[field]?.required === true;
  const plan: FieldPlan[] = [];
  for (const field of FORM_ORDER) {
    switch (field) {
      case 'username':
        if (options.method === 'username') plan.push({ field, required: true });
        break;
      case 'mobileNum':
        if (options.method === 'mobile') plan.push({ field, required: true });
        else if (on(field)) plan.push({ field, required: req(field) });
        break;
      case 'verificationCode':
        // REGMOBVERF3 verifies the number of a mobile registration; the username form offers
        // it too: a number left unverified is kept, but never logs in by code nor recovers
        // the account (docs/decisions/0055)
        if (options.smsVerification && plan.some((p) => p.field === 'mobileNum')) {
          plan.push({ field, required: options.method === 'mobile' });
        }
        break;
      case 'password':
      case 'confirmPassword':
        if (options.method === 'username' || options.mobileNeedsPassword) plan.push({ field, required: true });
        break;
      case 'affiliateCode':
        if (options.showAffiliate) plan.push({ field, required: req(field) });
        break;
      case 'captcha':
        plan.push({ field, required: true });
        break;
      default:
        if (on(field)) plan.push({ field, required: req(field) });
    }
  }
  return plan;
}
