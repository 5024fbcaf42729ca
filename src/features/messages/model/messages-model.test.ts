import { describe, expect, it } from 'vitest';
import { countRules, unreadTotal } from './counts';
import { canSubmitFeedback, counterText, FEEDBACK_TYPE_KEYS, FEEDBACK_TYPES } from './feedback-rules';
import { throttled } from '../../../api/throttled';

describe('count rules', () => {
  it('loads nothing for guests, no inbox or chat for trial players, chat only with CBS3', () => {
    expect(countRules(null, true)).toEqual({ inbox: false, chat: false, announcements: false });
    expect(countRules({ type: 4 }, true)).toEqual({ inbox: false, chat: false, announcements: false });
    expect(countRules({ type: 0 }, true)).toEqual({ inbox: true, chat: true, announcements: true });
    expect(countRules({ type: 1 }, false)).toEqual({ inbox: true, chat: false, announcements: true });
  });
  it('totals the three counts', () => {
    expect(unreadTotal({ inbox: 3, chat: 1, announcements: 2 })).toBe(6);
    expect(unreadTotal({})).toBe(0);
  });
});

describe('feedback rules', () => {
  it('needs 10 to 200 characters (trimmed) and a captcha', () => {
    expect(canSubmitFeedback('x'.repeat(9), '12')).toBe(false);
    expect(canSubmitFeedback(`  ${'x'.repeat(9)}  `, '12')).toBe(false);
    expect(canSubmitFeedback('x'.repeat(10), '12')).toBe(true);
    expect(canSubmitFeedback('x'.repeat(200), '12')).toBe(true);
    expect(canSubmitFeedback('x'.repeat(201), '12')).toBe(false);
    expect(canSubmitFeedback('x'.repeat(20), ' ')).toBe(false);
    expect(canSubmitFeedback('x'.repeat(20), '1'.repeat(17))).toBe(false);
    expect(counterText('abc')).toBe('3/200');
  });
  it('offers the spec types in order', () => {
    expect(FEEDBACK_TYPES).toEqual([1, 2, 3, 4, 6, 0]);
    expect(Object.keys(FEEDBACK_TYPE_KEYS).sort()).toEqual(['0', '1', '2', '3', '4', '6']);
  });
});

describe('throttle', () => {
  it('shares one call within 250 ms, calls again after it, and retries at once after a failure', async () => {
    let clock = 0;
    let calls = 0;
    const fn = throttled(async () => {
      calls += 1;
      if (calls === 3) throw new Error('down');
      return calls;
    }, 250, () => clock);
    expect(await fn()).toBe(1);
    clock = 249;
    expect(await fn()).toBe(1);
    clock = 250;
    expect(await fn()).toBe(2);
    clock = 600;
    await expect(fn()).rejects.toThrow('down');
    clock = 601;
    expect(await fn()).toBe(4);
    expect(calls).toBe(4);
  });
});
