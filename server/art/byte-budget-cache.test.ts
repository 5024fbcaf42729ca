import { describe, expect, it } from 'vitest';
import { ByteBudgetCache } from './byte-budget-cache';

const image = (bytes: number) => Promise.resolve(new Uint8Array(bytes));
/** Lets the cache count the renderings that have finished. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('ByteBudgetCache', () => {
  it('keeps hundreds of small images within its bytes (a catalogue of icons, not a count of entries)', async () => {
    const cache = new ByteBudgetCache<Uint8Array | null>(1_000_000);
    for (let i = 0; i < 600; i += 1) cache.set(`icon-${i}`, image(1_500));
    await settled();
    expect(cache.size).toBe(600);
    expect(cache.usedBytes).toBe(900_000);
    expect(cache.get('icon-0')).toBeDefined();
  });

  it('evicts the least recently used images once their bytes pass the budget', async () => {
    const cache = new ByteBudgetCache<Uint8Array | null>(3_000);
    cache.set('a', image(1_000));
    cache.set('b', image(1_000));
    cache.set('c', image(1_000));
    await settled();
    expect(cache.get('a')).toBeDefined(); // now the most recently used
    cache.set('d', image(1_000));
    await settled();
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')].every(Boolean)).toBe(true);
    expect(cache.usedBytes).toBe(3_000);
  });

  it('answers the same promise to concurrent asks while it renders, and forgets a failed rendering', async () => {
    const cache = new ByteBudgetCache<Uint8Array | null>(10_000);
    const pending = image(10);
    cache.set('x', pending);
    expect(cache.get('x')).toBe(pending);
    cache.set('bad', Promise.reject(new Error('refused')));
    await settled();
    expect(cache.get('bad')).toBeUndefined();
    expect(cache.usedBytes).toBe(10);
  });
});
