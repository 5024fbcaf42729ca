import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THROTTLE_MS } from '../../../config/constants';
import { spacedCalls } from './spaced-calls';

describe('spacedCalls (the read-mark throttle)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and the next ones 150 ms apart, losing none', () => {
    const sent: [number, number][] = [];
    const start = Date.now();
    const mark = spacedCalls<number>(THROTTLE_MS.markRead, (id) => sent.push([id, Date.now() - start]));
    mark(1);
    mark(2);
    mark(3);
    expect(sent).toEqual([[1, 0]]);
    vi.advanceTimersByTime(149);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[1, 0], [2, 150]]);
    vi.advanceTimersByTime(150);
    expect(sent).toEqual([[1, 0], [2, 150], [3, 300]]);
  });

  it('sends an item waiting twice once, and runs at once again after a quiet gap', () => {
    const sent: number[] = [];
    const mark = spacedCalls<number>(150, (id) => sent.push(id));
    mark(1);
    mark(2);
    mark(2);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([1, 2]);
    mark(3);
    expect(sent).toEqual([1, 2, 3]);
  });
});
