import { amountText, moneyText, type MoneySymbol } from '../../../contract/money-format';

const DONG: MoneySymbol = { currencySymbol: '₫', currencyPosition: 'after' };

/**
 * An amount as the app shows it in dong (contract/money-format.ts, the one
 * money notation: no decimals when whole, two for a fraction), for journeys
 * that compute what a balance or a win must read. The notation itself is
 * pinned with literal strings by src/i18n/format.test.ts and the wallet and
 * member journeys. A plain space before the symbol: Playwright's text
 * matching reads the no-break space as one.
 */
export const vnd = (value: number): string => moneyText('vi', value, DONG).replace('\u00a0', ' ');

/** The same in English notation. */
export const enMoney = (value: number): string => moneyText('en', value, DONG).replace('\u00a0', ' ');

/** The digits alone, in Vietnamese notation (a page that writes the symbol apart). */
export const viAmount = (value: number): string => amountText('vi', value);
