import { describe, expect, it } from 'vitest';
import { formatsFor, type CurrencySettings } from './format';

const VND: CurrencySettings = { currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' };
const USD: CurrencySettings = { currency: 'USD', currencySymbol: '$', currencyPosition: 'before' };
const NBSP = '\u00a0';

describe('formats', () => {
  it('group money by language, without decimals when whole: the dong has no minor unit', () => {
    expect(formatsFor('vi', VND).money(1_000_000)).toBe(`1.000.000${NBSP}₫`);
    expect(formatsFor('en', VND).money(1_000_000)).toBe(`1,000,000${NBSP}₫`);
    expect(formatsFor('vi', VND).amount(20_000)).toBe('20.000');
    expect(formatsFor('en', VND).amount(0)).toBe('0');
  });
  it('show both decimals when the amount has a fraction (to the cent)', () => {
    expect(formatsFor('vi', VND).money(2500.5)).toBe(`2.500,50${NBSP}₫`);
    expect(formatsFor('en', VND).money(0.005)).toBe(`0.01${NBSP}₫`);
    expect(formatsFor('vi', VND).amount(1.5)).toBe('1,50');
    // a fraction that rounds away at the cent is whole
    expect(formatsFor('en', VND).money(999.999)).toBe(`1,000${NBSP}₫`);
  });
  it('keep two decimals for the jackpot counter, which ticks through fractions', () => {
    expect(formatsFor('vi', VND).moneyExact(5_800_000)).toBe(`5.800.000,00${NBSP}₫`);
    expect(formatsFor('en', VND).moneyExact(5_601_756.2)).toBe(`5,601,756.20${NBSP}₫`);
  });
  it('put the symbol where the country settings say', () => {
    expect(formatsFor('en', USD).money(1234.5)).toBe('$1,234.50');
    expect(formatsFor('en', USD).money(-1234.5)).toBe('-$1,234.50');
    expect(formatsFor('en', USD).money(-1234)).toBe('-$1,234');
    expect(formatsFor('vi', VND).money(-1234.5)).toBe(`-1.234,50${NBSP}₫`);
  });
  it('show the bare amount until the country settings are known, and never a negative zero', () => {
    expect(formatsFor('vi', null).money(5_601_756.2)).toBe('5.601.756,20');
    expect(formatsFor('en', null).money(-5_601_756)).toBe('-5,601,756');
    expect(formatsFor('en', VND).amount(-0.001)).toBe('0');
    expect(formatsFor('vi', VND).money(-0.001)).toBe(`0${NBSP}₫`);
  });
  it('write percentages one way: up to two decimals, the sign right after the number', () => {
    expect(formatsFor('vi', VND).percent(0.3)).toBe('0,3%');
    expect(formatsFor('en', VND).percent(0.3)).toBe('0.3%');
    expect(formatsFor('vi', VND).percent(1.5)).toBe('1,5%');
    expect(formatsFor('vi', VND).percent(20)).toBe('20%');
    expect(formatsFor('en', VND).percent(96.456)).toBe('96.46%');
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
  it('write any other date in the language’s own order with a four-digit year', () => {
    const day = new Date(2026, 0, 5, 14, 3);
    expect(formatsFor('vi', VND).date(day)).toBe('05/01/2026');
    expect(formatsFor('en', VND).date(day.getTime())).toBe('01/05/2026');
  });
  it('write date-times in the language’s own order with a four-digit year', () => {
    expect(formatsFor('vi', VND).dateTime(new Date(2026, 0, 5, 14, 3))).toBe('14:03 05/01/2026');
    expect(formatsFor('en', VND).dateTime(new Date(2026, 0, 5, 14, 3))).toBe('01/05/2026, 2:03 PM');
    expect(formatsFor('vi', VND).dateTime(new Date(2026, 11, 31, 9, 5))).toBe('09:05 31/12/2026');
    expect(formatsFor('en', VND).dateTime(new Date(2026, 11, 31, 9, 5))).toBe('12/31/2026, 9:05 AM');
  });
  it('write a time of day in the language’s own style', () => {
    const day = new Date(2026, 0, 5, 14, 3);
    expect(formatsFor('vi', VND).time(day)).toBe('14:03');
    expect(formatsFor('en', VND).time(day)).toBe('2:03 PM');
    expect(formatsFor('vi', VND).time(new Date(2026, 0, 5, 9, 5))).toBe('09:05');
  });
  it('hand back the same formats for the same settings (formatters are built once)', () => {
    expect(formatsFor('vi', { ...VND })).toBe(formatsFor('vi', VND));
    expect(formatsFor('en', VND)).not.toBe(formatsFor('vi', VND));
  });
});
