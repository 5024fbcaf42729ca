import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOMAIN_ROUTE_REFRESH_MS, startDomainRouteRefresh } from './domain-route';

afterEach(() => {
  vi.useRealTimers();
});

describe('domain list refresh', () => {
  it('asks at once and every 180 s, handing each answer on; a failed ask keeps the last list', async () => {
    vi.useFakeTimers();
    const answers: (readonly string[] | Error)[] = [['https://a.example'], new Error('down'), ['https://a.example', 'https://b.example']];
    const fetchList = vi.fn(() => {
      const next = answers.shift() ?? [];
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    });
    const apply = vi.fn();
    const stop = startDomainRouteRefresh({ fetchList, apply });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenLastCalledWith(['https://a.example']);
    await vi.advanceTimersByTimeAsync(DOMAIN_ROUTE_REFRESH_MS - 1);
    expect(fetchList).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchList).toHaveBeenCalledTimes(2);
    expect(apply).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DOMAIN_ROUTE_REFRESH_MS);
    expect(apply).toHaveBeenLastCalledWith(['https://a.example', 'https://b.example']);
    stop();
    await vi.advanceTimersByTimeAsync(DOMAIN_ROUTE_REFRESH_MS * 2);
    expect(fetchList).toHaveBeenCalledTimes(3);
  });

});
