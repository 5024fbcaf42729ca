/**
 * Amount input: whole currency units (VND has no cents in practice), typed
 * with or without group separators ("200.000", "200,000", "200000").
 */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/[\s.,]/g, '');
  if (!/^\d{1,13}$/.test(digits)) return null;
  const value = Number(digits);
  return value > 0 ? value : null;
}

export type AmountProblem = 'required' | 'min' | 'max' | 'balance' | null;

/** What is wrong with an amount against its limits and, for a withdrawal, the balance. */
export function amountProblem(amount: number | null, limits: { min: number; max: number }, balance?: number): AmountProblem {
  if (amount === null) return 'required';
  if (amount < limits.min) return 'min';
  if (amount > limits.max) return 'max';
  if (balance !== undefined && amount > balance) return 'balance';
  return null;
}

/** "All" on the withdraw form: the whole balance in whole units, within the maximum. */
export function allAmount(balance: number, max: number): number {
  return Math.min(Math.floor(balance), max);
}

/** Preset buttons an account's limits allow. */
export function presetsWithin(presets: readonly number[], limits: { min: number; max: number }): number[] {
  return presets.filter((value) => value >= limits.min && value <= limits.max);
}
