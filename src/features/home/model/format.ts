/** Money with exactly 2 decimals and grouped thousands (spec: balance 2 decimals). */
export function formatMoney(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Whole amounts, grouped. */
export function formatWhole(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
