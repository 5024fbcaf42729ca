/**
 * The app's one money notation, shared by the PWA (src/i18n/format.ts) and
 * the texts the server writes for a member (inbox, push, the pages it
 * serves). Grouping follows the language, and the dong has no minor unit, so
 * a whole amount shows no decimals (1.000.000 in Vietnamese, 1,000,000 in
 * English) while one with a fraction shows its two (1.000.000,50 and
 * 1,000,000.50); the merchant's currency symbol stands where its settings
 * say. Percentages have up to two decimals and no space before the sign
 * (0,5% and 0.5%). See docs/decisions/0088-one-format-for-each-thing.md.
 */
export type MoneyLanguage = 'vi' | 'en';

export interface MoneySymbol {
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
}

const LOCALES: Record<MoneyLanguage, string> = { vi: 'vi-VN', en: 'en-US' };

// Building an Intl formatter loads locale data (tens of ms at 4x CPU
// throttling): each one is built once per language and precision.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Rounded to the shown precision first, so -0.001 never shows as "-0.00". */
function rounded(value: number, decimals: 0 | 2): number {
  const factor = decimals === 2 ? 100 : 1;
  return Math.round(value * factor) / factor || 0;
}

function numberFormat(language: MoneyLanguage, minimum: 0 | 2, maximum: 0 | 2): Intl.NumberFormat {
  const key = `${language}:${minimum}:${maximum}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: minimum, maximumFractionDigits: maximum });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number grouped in the language's notation, with exactly 0 or 2 decimals. */
export function groupedNumber(language: MoneyLanguage, value: number, decimals: 0 | 2): string {
  return numberFormat(language, decimals, decimals).format(rounded(value, decimals));
}

/** An amount without its symbol: no decimals when it is whole to the cent, else two (the dong has no minor unit). */
export function amountText(language: MoneyLanguage, value: number): string {
  const cents = rounded(value, 2);
  return groupedNumber(language, cents, Number.isInteger(cents) ? 0 : 2);
}

/** Money: amountText with the symbol where the merchant puts it (none: the digits alone); `exact` keeps two decimals always. */
export function moneyText(language: MoneyLanguage, value: number, symbol: MoneySymbol | null, exact = false): string {
  const cents = rounded(value, 2);
  const digits = exact ? groupedNumber(language, Math.abs(cents), 2) : amountText(language, Math.abs(cents));
  const sign = cents < 0 ? '-' : '';
  if (!symbol?.currencySymbol) return `${sign}${digits}`;
  // a no-break space: the symbol never wraps away from its number
  return symbol.currencyPosition === 'before' ? `${sign}${symbol.currencySymbol}${digits}` : `${sign}${digits}\u00a0${symbol.currencySymbol}`;
}

/** A percentage given in percent (0.5 → "0,5%" / "0.5%"): up to two decimals, the sign right after the number. */
export function percentText(language: MoneyLanguage, percent: number): string {
  return `${numberFormat(language, 0, 2).format(rounded(percent, 2))}%`;
}
