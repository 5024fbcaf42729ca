import { describe, expect, it } from 'vitest';
import { CARD_FACE_VALUES } from '../../../contract/payments';
import { feeCents } from '../settings';
import { sandboxCardValueCents, sandboxPayoutSucceeds } from './rules';

describe('the sandbox provider\'s rules (docs/decisions/0071)', () => {
  it('reads a card\'s real value from the serial\'s last 4 digits, in thousands', () => {
    expect(sandboxCardValueCents('10000000000050', 100_000_00)).toBe(50_000_00);
    expect(sandboxCardValueCents('999999991000', 500_000_00)).toBe(1_000_000_00);
    for (const value of CARD_FACE_VALUES) {
      const ending = String(value / 1000).padStart(4, '0');
      expect(sandboxCardValueCents(`12345678${ending}`, 10_000_00)).toBe(value * 100);
    }
  });

  it('takes a serial ending in 0000 as an invalid card, any other ending at its declared value', () => {
    expect(sandboxCardValueCents('123456780000', 200_000_00)).toBe(0);
    expect(sandboxCardValueCents('123456781234', 200_000_00)).toBe(200_000_00);
    expect(sandboxCardValueCents('123456780040', 200_000_00)).toBe(200_000_00);
  });

  it('refuses a payout to an account ending in 0000 only', () => {
    expect(sandboxPayoutSucceeds('0071009990000')).toBe(false);
    expect(sandboxPayoutSucceeds('0071009990001')).toBe(true);
  });

  it('rounds fees to the cent', () => {
    expect(feeCents(50_000_00, 20_00)).toBe(10_000_00);
    expect(feeCents(333, 15_00)).toBe(50);
    expect(feeCents(100_000_00, 0)).toBe(0);
  });
});
