import { describe, expect, it } from 'vitest';
import { HotReadCache } from './hot-read-cache';

/** A load whose answer the test releases. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('hot-read cache', () => {
  it('loads once for concurrent callers and keeps the answer', async () => {
    const cache = new HotReadCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    const answers = await Promise.all([cache.read('DEMO', 'k', load), cache.read('DEMO', 'k', load)]);
    expect(answers).toEqual([1, 1]);
    expect(await cache.read('DEMO', 'k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('a load that started before a change is not kept past it', async () => {
    const cache = new HotReadCache(60_000);
    const before = deferred<string>();
    const stale = cache.read('DEMO', 'k', () => before.promise);
    cache.clear('DEMO');
    const fresh = cache.read('DEMO', 'k', async () => 'after');
    before.resolve('before');
    expect(await stale).toBe('before');
    expect(await fresh).toBe('after');
    expect(await cache.read('DEMO', 'k', async () => 'again')).toBe('after');
  });

  it('clears one merchant without touching another', async () => {
    const cache = new HotReadCache(60_000);
    await cache.read('DEMO', 'k', async () => 'demo-1');
    await cache.read('ESC', 'k', async () => 'esc-1');
    cache.clear('DEMO');
    expect(await cache.read('DEMO', 'k', async () => 'demo-2')).toBe('demo-2');
    expect(await cache.read('ESC', 'k', async () => 'esc-2')).toBe('esc-1');
    cache.clear(null);
    expect(await cache.read('ESC', 'k', async () => 'esc-3')).toBe('esc-3');
  });

  it('does not keep a failed load', async () => {
    const cache = new HotReadCache(60_000);
    await expect(cache.read('DEMO', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('DEMO', 'k', async () => 'up')).toBe('up');
  });

  it('reads again after the lifetime or an earlier end the value names', async () => {
    let now = 1_000;
    const cache = new HotReadCache(500, () => now);
    await cache.read('DEMO', 'life', async () => 'first');
    now += 499;
    expect(await cache.read('DEMO', 'life', async () => 'second')).toBe('first');
    now += 1;
    expect(await cache.read('DEMO', 'life', async () => 'second')).toBe('second');

    await cache.read('DEMO', 'scheduled', async () => now + 100, { expiresAt: (value) => value });
    now += 100;
    expect(await cache.read('DEMO', 'scheduled', async () => -1)).toBe(-1);
  });

  it('holds at most its bound, dropping the oldest entries', async () => {
    const cache = new HotReadCache(60_000, Date.now, 3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.read('DEMO', key, async () => key);
    expect(cache.size).toBe(3);
    expect(await cache.read('DEMO', 'a', async () => 'a-again')).toBe('a-again');
    expect(await cache.read('DEMO', 'd', async () => 'd-again')).toBe('d');
  });
});
