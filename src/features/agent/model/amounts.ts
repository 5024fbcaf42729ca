import { REBATE_CATEGORIES, type RebateRates } from '../../../../contract/agent';

/** A rate typed in a field, in percent with at most 2 decimals, or null. */
export function parseRate(text: string): number | null {
  const plain = text.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(plain)) return null;
  return Number(plain);
}

/** The first category whose rate leaves [min, max], or null when all fit. */
export function rateOutOfBounds(rates: Partial<RebateRates>, max: RebateRates, min?: RebateRates): { category: keyof RebateRates; max: number; min: number } | null {
  for (const category of REBATE_CATEGORIES) {
    const rate = rates[category];
    if (rate === undefined) continue;
    const floor = min?.[category] ?? 0;
    if (rate > max[category] || rate < floor) return { category, max: max[category], min: floor };
  }
  return null;
}
