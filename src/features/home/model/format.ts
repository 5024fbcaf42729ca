// Plain string work instead of Intl.NumberFormat: the first formatter a page
// builds loads locale data (tens of ms on a slow phone), and the ticking
// jackpot formats many times a second. The format is fixed (en-US style).

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Money with exactly 2 decimals and grouped thousands (spec: balance 2 decimals). */
export function formatMoney(value: number): string {
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  return `${value < 0 && Number(value.toFixed(2)) !== 0 ? '-' : ''}${group(whole)}.${cents}`;
}

/** Whole amounts, grouped. */
export function formatWhole(value: number): string {
  const rounded = Math.round(value);
  return `${rounded < 0 ? '-' : ''}${group(String(Math.abs(rounded)))}`;
}
