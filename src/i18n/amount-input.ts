import type { Language } from './languages';

/**
 * The one reading of a typed money amount for the whole app
 * (docs/decisions/0051-amount-input-grammar.md). The language decides the
 * separators, as the formats show them: Vietnamese groups thousands with "."
 * and writes decimals after ","; English the other way round. Accepted:
 * plain digits ("1000000"), or correct groups of three ("1.000.000"), then
 * at most 2 decimals ("10.000,5", "1.000,50"). Anything else is refused,
 * never guessed: "100.5" in Vietnamese is neither a group nor a decimal, so
 * the player is told how to write it instead of sending 1.005.
 */
export type AmountInputProblem = 'empty' | 'format' | 'decimals' | 'zero' | 'tooLarge';

export type AmountInput = { value: number; problem: null } | { value: null; problem: AmountInputProblem };

/** The largest amount any field takes (13 whole digits): its cents stay exact in a double. */
export const AMOUNT_INPUT_MAX = 9_999_999_999_999.99;
export const AMOUNT_INPUT_DECIMALS = 2;

export const AMOUNT_SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** The translation key of each refusal (common dictionary, both languages). */
export const AMOUNT_INPUT_MESSAGES = {
  empty: 'common.amount_empty',
  format: 'common.amount_format',
  decimals: 'common.amount_decimals',
  zero: 'common.amount_zero',
  tooLarge: 'common.amount_too_large',
} as const satisfies Record<AmountInputProblem, string>;

const escape = (c: string) => `\\${c}`;
const grammars = new Map<Language, { whole: RegExp; anyDecimals: RegExp }>();

function grammar(language: Language) {
  let g = grammars.get(language);
  if (!g) {
    const { group, decimal } = AMOUNT_SEPARATORS[language];
    // whole part: plain digits, or 1–3 digits (no leading zero) then groups of exactly three
    const whole = `(\\d+|[1-9]\\d{0,2}(?:${escape(group)}\\d{3})+)`;
    g = {
      whole: new RegExp(`^${whole}(?:${escape(decimal)}(\\d{1,${AMOUNT_INPUT_DECIMALS}}))?$`),
      anyDecimals: new RegExp(`^${whole}${escape(decimal)}\\d+$`),
    };
    grammars.set(language, g);
  }
  return g;
}

/** Reads a typed amount in the language's notation; spaces around it are ignored, inside it refused. */
export function parseAmountInput(text: string, language: Language): AmountInput {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, problem: 'empty' };
  const { whole, anyDecimals } = grammar(language);
  const match = whole.exec(trimmed);
  if (!match) return { value: null, problem: anyDecimals.test(trimmed) ? 'decimals' : 'format' };
  const digits = match[1]!.split(AMOUNT_SEPARATORS[language].group).join('').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').padEnd(AMOUNT_INPUT_DECIMALS, '0');
  if (digits.length > 13) return { value: null, problem: 'tooLarge' };
  const cents = Number(digits) * 100 + Number(fraction);
  if (cents === 0) return { value: null, problem: 'zero' };
  return { value: cents / 100, problem: null };
}
