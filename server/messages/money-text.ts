import { amountText, moneyText, percentText, type MoneySymbol } from '../../contract/money-format';
import type { WireLanguage } from '../../contract/headers';
import type { Db } from '../db/db';
import { findMerchant } from '../settings/merchant';
import type { LocalizedText } from './texts';

/** The merchant's currency symbol and where it stands (its country settings), for texts written to members. */
async function merchantMoneySymbol(db: Db, merchantCode: string): Promise<MoneySymbol | null> {
  const merchant = await findMerchant(db, merchantCode);
  return merchant ? { currencySymbol: merchant.currencySymbol, currencyPosition: merchant.currencyPosition } : null;
}

/**
 * An amount in both of the app's languages, in the notation the app shows
 * (contract/money-format.ts): a Vietnamese notice reads "500.000 ₫", an
 * English one "500,000 ₫" (two decimals only for a fraction); the reader's
 * language picks one.
 */
function moneyInBoth(amount: number, symbol: MoneySymbol | null): LocalizedText {
  return { vi: moneyText('vi', amount, symbol), en: moneyText('en', amount, symbol) };
}

/**
 * The same, with the merchant's symbol looked up. Never throws: it words
 * best-effort notices sent after a committed change, so a failed lookup
 * writes the digits without the symbol rather than failing its caller.
 */
export async function memberMoney(db: Db, merchantCode: string, amount: number): Promise<LocalizedText> {
  const symbol = await merchantMoneySymbol(db, merchantCode).catch(() => null);
  return moneyInBoth(amount, symbol);
}

/** A percentage in both languages, as the app shows it ("1,5%" and "1.5%"). */
export function memberPercent(percent: number): LocalizedText {
  return { vi: percentText('vi', percent), en: percentText('en', percent) };
}

/**
 * One language's notation for a page the server renders for a member (the
 * demo game): money with the merchant's symbol, and bare amounts (bet
 * choices). The page shows these texts rather than formatting numbers of its
 * own, so the server writes money one way. Never throws, like memberMoney.
 */
export async function memberMoneyWriter(db: Db, merchantCode: string, language: WireLanguage): Promise<{ money: (amount: number) => string; amount: (amount: number) => string }> {
  const symbol = await merchantMoneySymbol(db, merchantCode).catch(() => null);
  const lang = language === 'EN' ? 'en' : 'vi';
  return { money: (value) => moneyText(lang, value, symbol), amount: (value) => amountText(lang, value) };
}
