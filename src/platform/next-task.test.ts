import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the current task, not in its microtasks, once per caller and in order', async () => {
    const order: string[] = [];
    const a = nextTask().then(() => order.push('a'));
    const b = nextTask().then(() => order.push('b'));
    await Promise.resolve().then(() => order.push('microtask'));
    await Promise.all([a, b]);
    expect(order).toEqual(['microtask', 'a', 'b']);
  });
});
