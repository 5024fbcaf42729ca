import { describe, expect, it } from 'vitest';
import { registerPayloadSchema, type RegisterSettingsValue } from '../../../../contract';
import { registerFieldPlan } from './access-options';
import { REGISTER_DRAFT_FIELDS, REGISTER_FIELD_SPECS, REGISTER_FIELD_TABLE } from './register-fields';

/** Payload entries that are not form fields: the request's own bookkeeping. */
const NOT_FIELDS = ['countryDialingCode', 'registerUrl', 'registerMethod', 'type', 'domain', 'referralCode', 'linkId', 'loginDeviceId', 'login', 'socialTicket'];

const on = { enabled: true, required: false, minLength: 0, maxLength: 50, patternId: '', acceptedPattern: '*' };

describe('the registration field table', () => {
  it('has a row for every field of the registration payload', () => {
    const payloadFields = Object.keys(registerPayloadSchema.entries).filter((key) => !NOT_FIELDS.includes(key));
    expect(REGISTER_FIELD_TABLE.map((spec) => spec.name).sort()).toEqual(payloadFields.sort());
  });

  it('gives each field its input type and autocomplete token', () => {
    const input = (name: string) => {
      const spec = REGISTER_FIELD_SPECS.get(name)!;
      return [spec.type, spec.autoComplete];
    };
    expect(input('email')).toEqual(['email', 'email']);
    expect(input('birthday')).toEqual(['date', 'bday']);
    expect(input('paymentPassword')).toEqual(['password', 'new-password']);
    expect(input('whatsapp')).toEqual(['tel', 'tel']);
    expect(input('payeeName')).toEqual(['text', 'name']);
    expect(input('nickname')).toEqual(['text', 'nickname']);
  });

  it('keeps no secret, one-time code or identity number in the draft', () => {
    for (const secret of ['password', 'confirmPassword', 'paymentPassword', 'captcha', 'verificationCode', 'idNumber']) {
      expect(REGISTER_DRAFT_FIELDS).not.toContain(secret);
    }
    expect(REGISTER_DRAFT_FIELDS).toContain('email');
  });

  it('plans every field the server enables, in table order, the invitation code whenever shown', () => {
    const settings: RegisterSettingsValue = Object.fromEntries(REGISTER_FIELD_TABLE.map((spec) => [spec.name, on]));
    const plan = registerFieldPlan(settings, { method: 'username', smsVerification: false, mobileNeedsPassword: false, showAffiliate: true });
    expect(plan.map((p) => p.field)).toEqual(REGISTER_FIELD_TABLE.map((spec) => spec.name).filter((name) => name !== 'verificationCode'));
    expect(plan.find((p) => p.field === 'affiliateCode')).toEqual({ field: 'affiliateCode', required: false });
    expect(plan.find((p) => p.field === 'zalo')).toEqual({ field: 'zalo', required: false });
  });
});
