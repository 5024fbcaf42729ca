import { describe, expect, it } from 'vitest';
import type { RegisterPayload } from '../../contract/auth';
import type { RegisterSettingsValue } from '../../contract/system';
import { DEMO_REGISTER_FIELDS } from '../db/seed-data/demo-merchant';
import { normalisePhone } from './members';
import { fieldPasses, firstInvalidField } from './register-rules';

const settings: RegisterSettingsValue = Object.fromEntries(DEMO_REGISTER_FIELDS.map(({ field, ...rule }) => [field, rule]));
const base: RegisterPayload = {
  type: 0, registerMethod: 'H5', registerUrl: 'x', loginDeviceId: 'd', username: 'player01', password: 'Pass1234',
  confirmPassword: 'Pass1234', mobileNum: '912345678',
};
const username = { mobile: false, passwordTaken: true };

describe('fieldPasses', () => {
  const rule = { enabled: true, required: true, minLength: 3, maxLength: 5, patternId: 'x', acceptedPattern: '^[a-z]+$' };
  it('required, bounds, pattern, "*" and a broken pattern', () => {
    expect(fieldPasses(undefined, rule)).toBe(false);
    expect(fieldPasses('  ', rule)).toBe(false);
    expect(fieldPasses(undefined, { ...rule, required: false })).toBe(true);
    expect(fieldPasses('ab', rule)).toBe(false);
    expect(fieldPasses('abcdef', rule)).toBe(false);
    expect(fieldPasses('abc', rule)).toBe(true);
    expect(fieldPasses('ab1', rule)).toBe(false);
    expect(fieldPasses('a b1', { ...rule, acceptedPattern: '*' })).toBe(true);
    expect(fieldPasses('abc', { ...rule, acceptedPattern: '([' })).toBe(true);
  });
  it('runs configured patterns in linear time: the seeded email rule on adversarial input', () => {
    const email = settings.email!;
    const started = performance.now();
    expect(fieldPasses(`${'a'.repeat(253)}!`, email)).toBe(false);
    expect(fieldPasses(`${'a'.repeat(60)}@${'b'.repeat(60)}.c!`, email)).toBe(false);
    // A backtracking engine needs minutes for these (29 s at 35 characters); the
    // ceiling sits far above a linear engine's milliseconds, for a loaded machine.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(fieldPasses('player.one@example.com.vn', email)).toBe(true);
    expect(fieldPasses('a-b@c.io', email)).toBe(true);
  });
  it('caps the input a pattern sees, whatever maxLength the settings give', () => {
    const loose = { ...rule, maxLength: 1_000_000, acceptedPattern: '^a+$' };
    expect(fieldPasses('a'.repeat(256), loose)).toBe(true);
    expect(fieldPasses('a'.repeat(257), loose)).toBe(false);
  });
  it('a pattern RE2 cannot run (backreference) checks length only, like a broken one', () => {
    expect(fieldPasses('abc', { ...rule, acceptedPattern: '^(a)\\1$' })).toBe(true);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(fieldPasses('😀😀😀', { ...rule, acceptedPattern: '*' })).toBe(true);
  });
});

describe('firstInvalidField', () => {
  it('a valid username registration passes', () => {
    expect(firstInvalidField(base, settings, username)).toBeNull();
  });
  it('reports the first failing field in form order', () => {
    expect(firstInvalidField({ ...base, username: 'x', password: 'y' }, settings, username)).toBe('username');
    expect(firstInvalidField({ ...base, confirmPassword: 'Other123' }, settings, username)).toBe('confirmPassword');
    expect(firstInvalidField({ ...base, email: 'a@b' }, settings, username)).toBe('email');
    expect(firstInvalidField({ ...base, mobileNum: undefined }, settings, username)).toBe('mobileNum');
  });
  it('ignores disabled fields (birthday) and checks enabled ones by date', () => {
    expect(firstInvalidField({ ...base, birthday: 'garbage' }, settings, username)).toBeNull();
    const withBirthday = { ...settings, birthday: { ...settings.birthday!, enabled: true } };
    const now = new Date('2026-06-01T00:00:00Z');
    expect(firstInvalidField({ ...base, birthday: '2026-12-31' }, withBirthday, { ...username, now })).toBeNull();
    expect(firstInvalidField({ ...base, birthday: '2027-01-01' }, withBirthday, { ...username, now })).toBe('birthday');
    expect(firstInvalidField({ ...base, birthday: '2023-02-29' }, withBirthday, { ...username, now })).toBe('birthday');
  });
  it('mobile registration: username optional, mobile required, password only when taken', () => {
    const mobile = { mobile: true, passwordTaken: false };
    expect(firstInvalidField({ ...base, username: undefined, password: undefined, confirmPassword: undefined }, settings, mobile)).toBeNull();
    expect(firstInvalidField({ ...base, mobileNum: undefined }, settings, mobile)).toBe('mobileNum');
    expect(firstInvalidField({ ...base, username: undefined, password: undefined }, settings, { mobile: true, passwordTaken: true }))
      .toBe('password');
  });
  it('password is needed even when its rule is switched off', () => {
    const noRule = { ...settings, password: { ...settings.password!, enabled: false } };
    expect(firstInvalidField({ ...base, password: undefined }, noRule, username)).toBe('password');
  });
});

describe('normalisePhone', () => {
  it('one spelling per number', () => {
    expect(normalisePhone('0912 345-678', '84', '+66')).toEqual({ dialingCode: '+84', mobileNum: '912345678' });
    expect(normalisePhone('912345678', undefined, '+84')).toEqual({ dialingCode: '+84', mobileNum: '912345678' });
    expect(normalisePhone('12ab', '+84', '+84')).toBeNull();
    expect(normalisePhone('912345678', '+84x', '+84')).toBeNull();
  });
});
