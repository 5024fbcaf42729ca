/**
 * The app's one money notation, shared by the PWA (src/i18n/format.ts) and
 * the texts the server writes for a member (inbox, push): grouping follows
 * the language (1.000.000,00 in Vietnamese, 1,000,000.00 in English) and the
 * merchant's currency symbol stands where its settings say.
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

/** A number grouped in the language's notation, with 0 or 2 decimals. */
export function groupedNumber(language: MoneyLanguage, value: number, decimals: 0 | 2): string {
  const key = `${language}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format.format(rounded(value, decimals));
}

/** Money: 2 decimals, grouped by language, with the symbol where the merchant puts it (none: the digits alone). */
export function moneyText(language: MoneyLanguage, value: number, symbol: MoneySymbol | null): string {
  if (!symbol?.currencySymbol) return groupedNumber(language, value, 2);
  const value2 = rounded(value, 2);
  const digits = groupedNumber(language, Math.abs(value2), 2);
  const sign = value2 < 0 ? '-' : '';
  // a no-break space: the symbol never wraps away from its number
  return symbol.currencyPosition === 'before' ? `${sign}${symbol.currencySymbol}${digits}` : `${sign}${digits}\u00a0${symbol.currencySymbol}`;
}
