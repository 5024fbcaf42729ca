// Formatters are built once: toLocaleString(…, options) builds a new one on
// every call, which made the ticking jackpot the costliest code on home.
let money: Intl.NumberFormat | null = null;
let whole: Intl.NumberFormat | null = null;

/** Money with exactly 2 decimals and grouped thousands (spec: balance 2 decimals). */
export function formatMoney(value: number): string {
  money ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return money.format(value);
}

/** Whole amounts, grouped. */
export function formatWhole(value: number): string {
  whole ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return whole.format(Math.round(value));
}
