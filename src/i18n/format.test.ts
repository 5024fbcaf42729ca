import { describe, expect, it } from 'vitest';
import { formatsFor, type CurrencySettings } from './format';

const VND: CurrencySettings = { currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' };
const USD: CurrencySettings = { currency: 'USD', currencySymbol: '$', currencyPosition: 'before' };
const NBSP = '\u00a0';

describe('formats', () => {
  it('group money the Vietnamese way in VI and the English way in EN, always 2 decimals', () => {
    expect(formatsFor('vi', VND).money(1_000_000)).toBe(`1.000.000,00${NBSP}₫`);
    expect(formatsFor('en', VND).money(1_000_000)).toBe(`1,000,000.00${NBSP}₫`);
    expect(formatsFor('vi', VND).money(2500.5)).toBe(`2.500,50${NBSP}₫`);
    expect(formatsFor('en', VND).money(0.005)).toBe(`0.01${NBSP}₫`);
  });
  it('put the symbol where the country settings say', () => {
    expect(formatsFor('en', USD).money(1234.5)).toBe('$1,234.50');
    expect(formatsFor('en', USD).money(-1234.5)).toBe('-$1,234.50');
    expect(formatsFor('vi', VND).money(-1234.5)).toBe(`-1.234,50${NBSP}₫`);
  });
  it('show the bare amount until the country settings are known, and never a negative zero', () => {
    expect(formatsFor('vi', null).money(5_601_756.2)).toBe('5.601.756,20');
    expect(formatsFor('en', null).money(5_601_756.2)).toBe('5,601,756.20');
    expect(formatsFor('en', VND).amount(-0.001)).toBe('0.00');
    expect(formatsFor('vi', VND).money(-0.001)).toBe(`0,00${NBSP}₫`);
  });
  it('round whole amounts and group them by language', () => {
    expect(formatsFor('vi', VND).whole(1_243_312_046.6)).toBe('1.243.312.047');
    expect(formatsFor('en', VND).whole(1_243_312_046.6)).toBe('1,243,312,047');
    expect(formatsFor('en', null).whole(-1500)).toBe('-1,500');
    expect(formatsFor('vi', null).whole(999)).toBe('999');
  });
  it('write dates in the two orders the spec uses, whatever the language', () => {
    const day = new Date(2026, 0, 5, 14, 3);
    for (const language of ['vi', 'en'] as const) {
      expect(formatsFor(language, VND).dateMDY(day)).toBe('01/05/2026');
      expect(formatsFor(language, VND).dateYMD(day.getTime())).toBe('2026/01/05');
    }
  });
  it('write date-times in the language’s own order', () => {
    const day = new Date(2026, 0, 5, 14, 3);
    expect(formatsFor('vi', VND).dateTime(day)).toBe('14:03 5/1/26');
    expect(formatsFor('en', VND).dateTime(day)).toBe('1/5/26, 2:03 PM');
  });
  it('write a time of day in the language’s own style', () => {
    const day = new Date(2026, 0, 5, 14, 3);
    expect(formatsFor('vi', VND).time(day)).toBe('14:03');
    expect(formatsFor('en', VND).time(day)).toBe('2:03 PM');
  });
  it('hand back the same formats for the same settings (formatters are built once)', () => {
    expect(formatsFor('vi', { ...VND })).toBe(formatsFor('vi', VND));
    expect(formatsFor('en', VND)).not.toBe(formatsFor('vi', VND));
  });
});
