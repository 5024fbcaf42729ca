import { afterEach, describe, expect, it, vi } from 'vitest';
import { candidateHosts, createApiHosts, hostOrigin, type ApiHostsOptions } from './api-hosts';

const A = 'https://a.example';
const B = 'https://b.example';
const C = 'https://c.example';

/** Hosts whose health the test sets; every probe is counted. */
function world(healthy: Set<string>) {
  const probes: string[] = [];
  const probe = vi.fn((host: string) => {
    probes.push(host);
    return Promise.resolve(healthy.has(host));
  });
  return { probes, probe };
}

function make(overrides: Partial<ApiHostsOptions> & Pick<ApiHostsOptions, 'probe'>) {
  return createApiHosts({ primary: A, ...overrides });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('hostOrigin and candidateHosts', () => {
  it('keeps http(s) origins only, without paths or trailing slashes', () => {
    expect(hostOrigin('https://m2.example.com/')).toBe('https://m2.example.com');
    expect(hostOrigin(' https://m2.example.com/x?y ')).toBe('https://m2.example.com');
    expect(hostOrigin('javascript:alert(1)')).toBeNull();
    expect(hostOrigin('m2.example.com')).toBeNull();
  });

  it('puts the primary first unless the list places it, and drops repeats and junk', () => {
    expect(candidateHosts(A, [B, C])).toEqual([A, B, C]);
    expect(candidateHosts(A, [B, `${A}/`, C, B, 'ftp://x'])).toEqual([B, A, C]);
    expect(candidateHosts(A, [])).toEqual([A]);
  });
});

describe('domain failover', () => {
  it('a call failing on a host that still answers its probe moves nobody (one endpoint failed, not the host)', async () => {
    const { probe } = world(new Set([A, B]));
    const hosts = make({ probe, restored: { hosts: [A, B], current: A } });
    await expect(hosts.reportFailure(A)).resolves.toBeNull();
    expect(hosts.current()).toBe(A);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(hosts.allDown()).toBe(false);
  });

  it('moves to the next healthy host in list order once the current one has failed for downAfterMs', async () => {
    vi.useFakeTimers();
    const { probes, probe } = world(new Set([C, B]));
    const changes: string[] = [];
    const hosts = make({ probe, restored: { hosts: [A, B, C], current: A }, onChange: (s) => changes.push(s.current) });
    const decided = hosts.reportFailure(A);
    // the host keeps failing its probe for 2 s: A is probed every 500 ms meanwhile
    await vi.advanceTimersByTimeAsync(1999);
    expect(hosts.current()).toBe(A);
    await vi.advanceTimersByTimeAsync(1);
    await expect(decided).resolves.toBe(B);
    expect(hosts.current()).toBe(B);
    expect(changes).toEqual([B]);
    expect(probes.filter((h) => h === A).length).toBeGreaterThanOrEqual(4);
    expect(hosts.allDown()).toBe(false);
  });

  it('skips an unhealthy host of the list', async () => {
    vi.useFakeTimers();
    const { probe } = world(new Set([C]));
    const hosts = make({ probe, restored: { hosts: [A, B, C], current: A } });
    const decided = hosts.reportFailure(A);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(decided).resolves.toBe(C);
  });

  it('a host that answers again within the grace keeps the calls (a blip)', async () => {
    vi.useFakeTimers();
    const healthy = new Set([B]);
    const { probe } = world(healthy);
    const hosts = make({ probe, restored: { hosts: [A, B], current: A } });
    const decided = hosts.reportFailure(A);
    await vi.advanceTimersByTimeAsync(1000);
    healthy.add(A);
    await vi.advanceTimersByTimeAsync(500);
    await expect(decided).resolves.toBeNull();
    expect(hosts.current()).toBe(A);
  });

  it('concurrent failures share one check', async () => {
    vi.useFakeTimers();
    const { probes, probe } = world(new Set([B]));
    const hosts = make({ probe, restored: { hosts: [A, B], current: A } });
    const all = Promise.all([hosts.reportFailure(A), hosts.reportFailure(A), hosts.reportFailure(A)]);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(all).resolves.toEqual([B, B, B]);
    expect(probes.filter((h) => h === B)).toHaveLength(1);
    // a late failure from the old host points at the new one without probing
    await expect(hosts.reportFailure(A)).resolves.toBe(B);
  });

  it('every host down: allDown (the offline reading), listeners told, rechecked every 5 s until one answers', async () => {
    vi.useFakeTimers();
    const healthy = new Set<string>();
    const { probe } = world(healthy);
    const hosts = make({ probe, restored: { hosts: [A, B], current: A } });
    const told = vi.fn();
    hosts.subscribe(told);
    const decided = hosts.reportFailure(A);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(decided).resolves.toBeNull();
    expect(hosts.allDown()).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
    // while down, a failed call fails at once
    await expect(hosts.reportFailure(A)).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(hosts.allDown()).toBe(true);
    healthy.add(B);
    await vi.advanceTimersByTimeAsync(5000);
    expect(hosts.allDown()).toBe(false);
    expect(hosts.current()).toBe(B);
    expect(told).toHaveBeenCalledTimes(2);
    hosts.dispose();
  });

  it('any answer while all are down ends it at once', async () => {
    vi.useFakeTimers();
    const { probe } = world(new Set());
    const hosts = make({ probe, restored: { hosts: [A, B], current: A } });
    const decided = hosts.reportFailure(A);
    await vi.advanceTimersByTimeAsync(2000);
    await decided;
    expect(hosts.allDown()).toBe(true);
    hosts.reportSuccess(A);
    expect(hosts.allDown()).toBe(false);
    hosts.dispose();
  });

  it('with a single host nothing is probed and nothing is ever "all down"', async () => {
    const { probe } = world(new Set());
    const hosts = make({ probe });
    await expect(hosts.reportFailure(A)).resolves.toBeNull();
    expect(probe).not.toHaveBeenCalled();
    expect(hosts.allDown()).toBe(false);
  });

  it('a new list keeps the current host when it is still listed, else returns to the primary, and is persisted', () => {
    const saved: { hosts: readonly string[]; current: string }[] = [];
    const { probe } = world(new Set());
    const hosts = make({ probe, restored: { hosts: [A, B, C], current: C }, onChange: (s) => saved.push(s) });
    expect(hosts.current()).toBe(C);
    hosts.setDomains([B, C]);
    expect(hosts.hosts()).toEqual([A, B, C]);
    expect(saved).toHaveLength(0);
    hosts.setDomains([B]);
    expect(hosts.current()).toBe(A);
    expect(saved.at(-1)).toEqual({ hosts: [A, B], current: A });
  });

  it('a remembered host that is no longer a candidate is not used', () => {
    const { probe } = world(new Set());
    expect(make({ probe, restored: { hosts: [B], current: 'https://gone.example' } }).current()).toBe(A);
  });
});
