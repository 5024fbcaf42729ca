import { parseAmountInput, type AmountInput } from './amount-input';
import type { Language } from './languages';

/** What the country settings (GET /wps/system/country) say about money. */
export interface CurrencySettings {
  currency: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
}

/** Every number and date the app shows goes through one of these. */
export interface Formats {
  /** Money: 2 decimals (spec: balances), grouped by language, with the merchant's symbol where it says. */
  money(value: number): string;
  /** Money without the symbol, for a place that names the currency itself. */
  amount(value: number): string;
  /** Whole amounts, grouped, rounded. */
  whole(value: number): string;
  /** A typed amount read in this language's notation (the app's one amount parser, ./amount-input.ts). */
  parseAmount(text: string): AmountInput;
  /** MM/DD/YYYY (spec: promotion start and end dates). */
  dateMDY(when: Date | number): string;
  /** YYYY/MM/DD (spec: announcement dates). */
  dateYMD(when: Date | number): string;
  /** A short date and time in the language's own order. */
  dateTime(when: Date | number): string;
  /** A time of day (hours and minutes) in the language's own style. */
  time(when: Date | number): string;
}

/** Grouping follows the language: 1.000.000,00 in Vietnamese, 1,000,000.00 in English. */
const LOCALES: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };

// Building an Intl formatter loads locale data (tens of ms at 4x CPU
// throttling), and the jackpot formats several times a second: each one is
// built once per language, on first use.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const formatsCache = new Map<string, Formats>();

function numberFormat(language: Language, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${language}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format;
}

function dateTimeFormat(language: Language, withDate: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withDate ? 'date' : 'time'}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], withDate ? { dateStyle: 'short', timeStyle: 'short' } : { timeStyle: 'short' });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** Rounded to the shown precision first, so -0.001 never shows as "-0.00". */
function rounded(value: number, decimals: 0 | 2): number {
  const factor = decimals === 2 ? 100 : 1;
  return Math.round(value * factor) / factor || 0;
}

function dateParts(when: Date | number): { y: string; m: string; d: string } {
  const date = typeof when === 'number' ? new Date(when) : when;
  const two = (n: number) => String(n).padStart(2, '0');
  return { y: String(date.getFullYear()), m: two(date.getMonth() + 1), d: two(date.getDate()) };
}

/** MM/DD/YYYY in local time: the same in every language (spec). */
export function dateMDY(when: Date | number): string {
  const { y, m, d } = dateParts(when);
  return `${m}/${d}/${y}`;
}

/** YYYY/MM/DD in local time: the same in every language (spec). */
export function dateYMD(when: Date | number): string {
  const { y, m, d } = dateParts(when);
  return `${y}/${m}/${d}`;
}

function build(language: Language, currency: CurrencySettings | null): Formats {
  const amount = (value: number) => numberFormat(language, 2).format(rounded(value, 2));
  const money = (value: number) => {
    if (!currency?.currencySymbol) return amount(value);
    const value2 = rounded(value, 2);
    const digits = numberFormat(language, 2).format(Math.abs(value2));
    const sign = value2 < 0 ? '-' : '';
    // a no-break space: the symbol never wraps away from its number
    return currency.currencyPosition === 'before' ? `${sign}${currency.currencySymbol}${digits}` : `${sign}${digits}\u00a0${currency.currencySymbol}`;
  };
  return {
    money,
    amount,
    whole: (value) => numberFormat(language, 0).format(rounded(value, 0)),
    parseAmount: (text) => parseAmountInput(text, language),
    dateMDY,
    dateYMD,
    dateTime: (when) => dateTimeFormat(language, true).format(typeof when === 'number' ? new Date(when) : when),
    time: (when) => dateTimeFormat(language, false).format(typeof when === 'number' ? new Date(when) : when),
  };
}

/** The formats of a language and currency; the same object for the same settings (cheap to call in render). */
export function formatsFor(language: Language, currency: CurrencySettings | null): Formats {
  const key = currency ? `${language}|${currency.currencySymbol}|${currency.currencyPosition}` : `${language}|`;
  let formats = formatsCache.get(key);
  if (!formats) {
    formats = build(language, currency);
    formatsCache.set(key, formats);
  }
  return formats;
}
