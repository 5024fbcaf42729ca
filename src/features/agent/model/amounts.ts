import { REBATE_CATEGORIES, type RebateRates } from '../../../../contract/agent';

/** A typed amount ("1.000,5", "1,000.50", "1000") to currency units with at most 2 decimals, or null. */
export function parseAmount(text: string, language: 'vi' | 'en'): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!trimmed) return null;
  const [group, decimal] = language === 'vi' ? ['.', ','] : [',', '.'];
  const plain = trimmed.split(group).join('').replace(decimal, '.');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const value = Number(plain);
  return value > 0 && value <= 1e9 ? value : null;
}

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
