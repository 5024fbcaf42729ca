import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../../i18n/format';
import { feeOf, percentText } from './fees';

describe('fees', () => {
  it('takes the share to the cent, as the server does', () => {
    expect(feeOf(100_000, 20)).toBe(20_000);
    expect(feeOf(200_000, 1.5)).toBe(3_000);
    expect(feeOf(3.33, 15)).toBe(0.5);
  });

  it('writes the share as the app writes every percentage, in the language\'s notation', () => {
    expect(percentText(formatsFor('vi', null), 20)).toBe('20%');
    expect(percentText(formatsFor('vi', null), 1.5)).toBe('1,5%');
    expect(percentText(formatsFor('en', null), 1.5)).toBe('1.5%');
  });
});
