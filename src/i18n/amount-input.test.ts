import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_SEPARATORS, parseAmountInput } from './amount-input';
import { formatsFor } from './format';
import { SUPPORTED_LANGUAGES as LANGUAGES, type Language } from './languages';

const read = (text: string, language: Language) => parseAmountInput(text, language);
const value = (text: string, language: Language) => read(text, language).value;
const problem = (text: string, language: Language) => read(text, language).problem;

describe('the amount grammar', () => {
  it('reads Vietnamese: "." groups thousands, "," starts decimals', () => {
    expect(value('1.000.000', 'vi')).toBe(1_000_000);
    expect(value('10.000,5', 'vi')).toBe(10_000.5);
    expect(value('10.000,01', 'vi')).toBe(10_000.01);
    expect(value('100,50', 'vi')).toBe(100.5);
    expect(value('0,01', 'vi')).toBe(0.01);
    expect(value('200000', 'vi')).toBe(200_000);
    expect(value(' 50.000 ', 'vi')).toBe(50_000);
  });

  it('refuses what Vietnamese cannot mean, instead of multiplying it', () => {
    // the audit's cases: these were sent as 1.005, 1.000.001 and 10.050
    expect(problem('100.5', 'vi')).toBe('format');
    expect(problem('10000.01', 'vi')).toBe('format');
    expect(problem('100.50', 'vi')).toBe('format');
    expect(problem('1.00.000', 'vi')).toBe('format');
    expect(problem('1000.000', 'vi')).toBe('format');
    expect(problem('1,000', 'vi')).toBe('decimals');
    expect(problem('10,005', 'vi')).toBe('decimals');
    expect(problem('', 'vi')).toBe('empty');
    expect(problem('0', 'vi')).toBe('zero');
    expect(problem('0,00', 'vi')).toBe('zero');
    for (const bad of ['-5', '1e5', '12a', '1 000', '.5', '5,', '1..000', '₫100', '0x10', 'Infinity', 'NaN', '١٠٠']) {
      expect(problem(bad, 'vi'), bad).toBe('format');
    }
    expect(problem('99999999999999', 'vi')).toBe('tooLarge');
  });

  it('reads English the other way round', () => {
    expect(value('1,000,000', 'en')).toBe(1_000_000);
    expect(value('10,000.5', 'en')).toBe(10_000.5);
    expect(value('100.50', 'en')).toBe(100.5);
    expect(problem('100,5', 'en')).toBe('format');
    expect(problem('10.001', 'en')).toBe('decimals');
    expect(problem('1.000,50', 'en')).toBe('format');
  });
});

const RUNS = 1000;
const cents = fc.integer({ min: 1, max: 9_999_999_999_999_99 });
const languages = fc.constantFrom<Language>(...LANGUAGES);

/**
 * Whether the text is an obvious way of writing `value` in the language,
 * judged by the app's formatter (Intl), not by the parser's grammar: its
 * whole part is the formatted one, with its groups exactly where the
 * formatter puts them or with none at all (leading zeros aside), and its
 * decimals are the formatted ones (trailing zeros aside).
 */
function writes(text: string, value: number, language: Language): boolean {
  const { group, decimal } = AMOUNT_SEPARATORS[language];
  const [shownWhole = '', shownFraction = ''] = formatsFor(language, null).amount(value).split(decimal);
  const [whole = '', fraction = '', ...rest] = text.trim().split(decimal);
  if (rest.length > 0) return false;
  const plainWhole = shownWhole.split(group).join('');
  const wholeOk = whole === shownWhole || (/^\d+$/.test(whole) && whole.replace(/^0+(?=\d)/, '') === plainWhole);
  // a whole amount is formatted without decimals (docs/decisions/0088): "2" and "2,00" both write 2
  const fractionOk = /^\d*$/.test(fraction) && fraction.padEnd(2, '0') === shownFraction.padEnd(2, '0') && (fraction !== '' || !text.trim().endsWith(decimal));
  return wholeOk && fractionOk;
}

describe('the amount grammar, by property', () => {
  it(`parse(format(x)) is x in both languages (${RUNS} runs per language)`, () => {
    for (const language of LANGUAGES) {
      const formats = formatsFor(language, null);
      fc.assert(fc.property(cents, (c) => {
        const x = c / 100;
        expect(value(formats.amount(x), language)).toBe(x);
      }), { numRuns: RUNS });
      fc.assert(fc.property(fc.integer({ min: 1, max: 9_999_999_999_999 }), (n) => {
        expect(value(formats.whole(n), language)).toBe(n);
        expect(value(String(n), language)).toBe(n);
      }), { numRuns: RUNS });
    }
  });

  const amountish = fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9', '.', ',', ' ', '-', 'e'), maxLength: 16 });

  it(`never reads a string as anything but its obvious reading (${RUNS * 4} strings)`, () => {
    fc.assert(fc.property(fc.oneof(amountish, fc.string({ maxLength: 16 })), languages, (text, language) => {
      const parsed = read(text, language);
      if (parsed.value === null) return;
      expect(writes(text, parsed.value, language), `${JSON.stringify(text)} read as ${parsed.value} in ${language}`).toBe(true);
      expect(parsed.value).toBeGreaterThan(0);
      // whole cents, so what is sent is what was typed
      expect(Math.round(parsed.value * 100) / 100).toBe(parsed.value);
    }), { numRuns: RUNS * 4 });
  });

  it(`gives no string two different values in the two languages (${RUNS * 4} strings)`, () => {
    fc.assert(fc.property(amountish, (text) => {
      const vi = value(text, 'vi');
      const en = value(text, 'en');
      if (vi !== null && en !== null) expect(vi).toBe(en);
    }), { numRuns: RUNS * 4 });
  });
});
