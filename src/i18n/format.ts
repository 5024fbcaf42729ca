import { amountText, groupedNumber, moneyText, percentText } from '../../contract/money-format';
import { parseAmountInput, type AmountInput } from './amount-input';
import type { Language } from './languages';

/** What the country settings (GET /wps/system/country) say about money. */
export interface CurrencySettings {
  currency: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
}

/**
 * Every number and date the app shows goes through one of these
 * (docs/decisions/0088-one-format-for-each-thing.md).
 */
export interface Formats {
  /** Money grouped by language with the merchant's symbol where it says: no decimals when whole (the dong has no minor unit), else two. */
  money(value: number): string;
  /** Money always with two decimals: only the jackpot counter, which the spec shows ticking with 2 decimals. */
  moneyExact(value: number): string;
  /** Money without the symbol, for a place that names the currency itself (same decimals as money). */
  amount(value: number): string;
  /** Whole amounts, grouped, rounded. */
  whole(value: number): string;
  /** A percentage given in percent (0.5 → "0,5%" in VI, "0.5%" in EN): up to 2 decimals, no space before the sign. */
  percent(value: number): string;
  /** A typed amount read in this language's notation (the app's one amount parser, ./amount-input.ts). */
  parseAmount(text: string): AmountInput;
  /** MM/DD/YYYY (spec: promotion start and end dates). */
  dateMDY(when: Date | number): string;
  /** YYYY/MM/DD (spec: announcement dates). */
  dateYMD(when: Date | number): string;
  /** A date anywhere the spec names no order: DD/MM/YYYY in VI, MM/DD/YYYY in EN (a 4-digit year). */
  date(when: Date | number): string;
  /** A date and time of day in the language's own order: "14:03 05/01/2026" in VI, "01/05/2026, 2:03 PM" in EN. */
  dateTime(when: Date | number): string;
  /** A time of day (hours and minutes) in the language's own style. */
  time(when: Date | number): string;
}

/** Dates follow the language's own order. */
const LOCALES: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };

type DateShape = 'date' | 'dateTime' | 'time';

// Numeric day and month with two digits and a four-digit year (dateStyle
// 'short' wrote "5/1/26"); hours as each language writes them (09:05 in
// Vietnamese, 9:05 AM in English).
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const HOUR: Record<Language, Intl.DateTimeFormatOptions> = { vi: { hour: '2-digit', minute: '2-digit' }, en: { hour: 'numeric', minute: '2-digit' } };
const SHAPES: Record<DateShape, (language: Language) => Intl.DateTimeFormatOptions> = {
  date: () => DAY,
  dateTime: (language) => ({ ...DAY, ...HOUR[language] }),
  time: (language) => HOUR[language],
};

// Building an Intl formatter loads locale data (tens of ms at 4x CPU
// throttling), and the jackpot formats several times a second: each one is
// built once per language, on first use (numbers: contract/money-format.ts).
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const formatsCache = new Map<string, Formats>();

function dateTimeFormat(language: Language, shape: DateShape): Intl.DateTimeFormat {
  const key = `${language}:${shape}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], SHAPES[shape](language));
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
  const shaped = (shape: DateShape) => (when: Date | number) => dateTimeFormat(language, shape).format(typeof when === 'number' ? new Date(when) : when);
  return {
    money: (value) => moneyText(language, value, currency),
    moneyExact: (value) => moneyText(language, value, currency, true),
    amount: (value) => amountText(language, value),
    whole: (value) => groupedNumber(language, value, 0),
    percent: (value) => percentText(language, value),
    parseAmount: (text) => parseAmountInput(text, language),
    dateMDY,
    dateYMD,
    date: shaped('date'),
    dateTime: shaped('dateTime'),
    time: shaped('time'),
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
