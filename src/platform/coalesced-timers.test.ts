import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_FROM_MS, createCoalescedTimers } from './coalesced-timers';

describe('coalesced timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('arms one real timer for many long ones and fires each when due, in order', () => {
    const real = vi.spyOn(globalThis, 'setTimeout');
    const timers = createCoalescedTimers();
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('b'), 60_000);
    timers.setTimeout(() => fired.push('a'), 30_000);
    timers.setTimeout(() => fired.push('c'), 300_000);
    // the first armed one, then once more for an earlier one: not one per timer
    expect(real.mock.calls.filter(([, delay]) => (delay ?? 0) >= COALESCE_FROM_MS)).toHaveLength(2);
    vi.advanceTimersByTime(29_999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['a']);
    vi.advanceTimersByTime(30_000);
    expect(fired).toEqual(['a', 'b']);
    vi.advanceTimersByTime(240_000);
    expect(fired).toEqual(['a', 'b', 'c']);
    expect(timers.pendingCount()).toBe(0);
  });

  it('never fires a timer early, even when the one armed for was cleared', () => {
    const timers = createCoalescedTimers();
    const fired: string[] = [];
    const first = timers.setTimeout(() => fired.push('first'), 10_000);
    timers.setTimeout(() => fired.push('second'), 20_000);
    timers.clearTimeout(first);
    vi.advanceTimersByTime(19_999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['second']);
  });

  it('fires the others when one callback throws', () => {
    const timers = createCoalescedTimers();
    const fired: string[] = [];
    timers.setTimeout(() => {
      throw new Error('boom');
    }, 5_000);
    timers.setTimeout(() => fired.push('later'), 6_000);
    expect(() => vi.advanceTimersByTime(5_000)).toThrow('boom');
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual(['later']);
  });

  it('gives short delays and intervals real timers of their own, which clear', () => {
    const timers = createCoalescedTimers();
    const fired: string[] = [];
    const short = timers.setTimeout(() => fired.push('short'), 10);
    timers.setTimeout(() => fired.push('zero'), 0);
    const interval = timers.setInterval(() => fired.push('tick'), 100);
    timers.clearTimeout(short);
    vi.advanceTimersByTime(250);
    timers.clearInterval(interval);
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual(['zero', 'tick', 'tick']);
    expect(timers.pendingCount()).toBe(0);
  });
});
