import { afterEach, describe, expect, it, vi } from 'vitest';
import { byWinAmount, decorDelayMs, jackpotDelayMs, nextJackpot, runCounter, startDecor, startJackpot, stepDecor } from './counters';

const fixed = (value: number) => () => value;

afterEach(() => {
  vi.useRealTimers();
});

describe('home counters', () => {
  it('keep the jackpot rising within 5,400,000 to 5,800,000 for the visit, 2 decimals', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const start = startJackpot();
    const stop = runCounter(start, nextJackpot, jackpotDelayMs, (value) => seen.push(value));
    // half an hour on the page, a tick every 150 ms (the old counter fell back within 3 minutes)
    vi.advanceTimersByTime(30 * 60 * 1000);
    stop();
    expect(seen.length).toBe(12_000);
    const wrong = seen.filter((value, i) => value <= (i === 0 ? start : seen[i - 1]!) || value > 5_800_000 || Math.round(value * 100) / 100 !== value);
    expect(wrong).toEqual([]);
    // still moving: the top of the range is not reached
    expect(seen.at(-1)).toBeLessThan(5_800_000);
  });
  it('start the jackpot in the lower half of its range and never step past its top', () => {
    expect(startJackpot(fixed(0))).toBe(5_400_000);
    expect(startJackpot(fixed(0.9999))).toBeLessThanOrEqual(5_600_000);
    expect(nextJackpot(5_799_999.99, fixed(0.99))).toBe(5_800_000);
    expect(nextJackpot(5_800_000, fixed(0.99))).toBe(5_800_000);
  });
  it('stop ticking when stopped', () => {
    vi.useFakeTimers();
    const onValue = vi.fn();
    const stop = runCounter(0, (n: number) => n + 1, () => 1000, onValue);
    vi.advanceTimersByTime(3000);
    stop();
    vi.advanceTimersByTime(3000);
    expect(onValue.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
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
