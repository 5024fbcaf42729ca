import type { AmountInput, AmountInputProblem } from '../../../i18n/amount-input';

export type AmountProblem = AmountInputProblem | 'min' | 'max' | 'balance' | null;

/**
 * What is wrong with a typed amount (read by the app's one parser,
 * formats.parseAmount) against its limits and, for a withdrawal, the balance.
 */
export function amountProblem(input: AmountInput, limits: { min: number; max: number }, balance?: number): AmountProblem {
  if (input.problem !== null) return input.problem;
  const amount = input.value;
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
