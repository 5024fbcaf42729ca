import { groupedNumber, moneyText } from '../../contract/money-format';
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

/** Dates follow the language's own order. */
const LOCALES: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };

// Building an Intl formatter loads locale data (tens of ms at 4x CPU
// throttling), and the jackpot formats several times a second: each one is
// built once per language, on first use (numbers: contract/money-format.ts).
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const formatsCache = new Map<string, Formats>();

function dateTimeFormat(language: Language, withDate: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withDate ? 'date' : 'time'}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], withDate ? { dateStyle: 'short', timeStyle: 'short' } : { timeStyle: 'short' });
    dateTimeFormats.set(key, format);
  }
  return format;
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
  const amount = (value: number) => groupedNumber(language, value, 2);
  const money = (value: number) => moneyText(language, value, currency);
  return {
    money,
    amount,
    whole: (value) => groupedNumber(language, value, 0),
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
