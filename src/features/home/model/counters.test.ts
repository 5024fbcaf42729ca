import { describe, expect, it } from 'vitest';
import { byWinAmount, decorDelayMs, nextJackpot, startDecor, startJackpot, stepDecor } from './counters';
import { formatMoney } from './format';

const fixed = (value: number) => () => value;

describe('home counters', () => {
  it('keep the jackpot between 5,400,000 and 5,800,000 with 2 decimals', () => {
    let value = startJackpot();
    for (let i = 0; i < 5000; i++) {
      value = nextJackpot(value);
      expect(value).toBeGreaterThanOrEqual(5_400_000);
      expect(value).toBeLessThanOrEqual(5_800_000);
      expect(Math.round(value * 100) / 100).toBe(value);
    }
    expect(nextJackpot(5_799_999, fixed(0.99))).toBeLessThanOrEqual(5_800_000);
    expect(formatMoney(5_400_000)).toBe('5,400,000.00');
  });
  it('start the decorative counter between 1.2 and 1.3 billion and grow it by 10,000 to 50,000', () => {
    expect(startDecor(fixed(0))).toBe(1_200_000_000);
    expect(startDecor(fixed(0.999999))).toBeLessThan(1_300_000_000);
    expect(stepDecor(100, fixed(0)) - 100).toBe(10_000);
    expect(stepDecor(100, fixed(0.99999)) - 100).toBe(50_000);
  });
  it('tick the decorative counter every 3, 4 or 5 seconds', () => {
    expect(decorDelayMs(fixed(0))).toBe(3000);
    expect(decorDelayMs(fixed(0.5))).toBe(4000);
    expect(decorDelayMs(fixed(0.9999))).toBe(5000);
  });
  it('sort winners by win amount, biggest first', () => {
    const w = (n: number) => ({ vo: { winAmount: n } });
    expect(byWinAmount([w(5), w(50), w(1)]).map((x) => x.vo.winAmount)).toEqual([50, 5, 1]);
  });
});
