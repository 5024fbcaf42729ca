/**
 * Domain failover (docs/decisions/0082): which host the API calls go to.
 *
 * The merchant's domain list (`/wps/system/domainRoute`) names other hosts
 * that serve the same platform. Calls go to the current host; when it stops
 * answering (network errors or 5xx, and its own health probe failing for
 * `downAfterMs`), the first host of the list, in the list's order, whose
 * probe answers becomes the current one. A single failed call is not enough:
 * the current host is probed first, so a call that fails on its own (one
 * endpoint's 500) moves nobody. When no host answers, `allDown()` is true
 * (the app's offline reading) and every host is probed again each
 * `recheckMs` until one answers.
 *
 * Pure state and timers (injected), so the rules are unit-tested with fake
 * timers; src/platform/api-failover.ts wires it to fetch and storage.
 * With one host only (no list, or a list naming only it) nothing of this
 * runs: a failed call fails as before, each screen showing its retry.
 */

export interface ApiHostsOptions {
  /** The build's API base (VITE_API_BASE, or this page's origin). Always a candidate, first until a list arrives. */
  primary: string;
  /** Whether the host answers at all (its health call within a time limit). */
  probe: (host: string) => Promise<boolean>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** How long the current host must keep failing before another is chosen. */
  downAfterMs?: number;
  /** Pause between probes of a failing host. */
  probeEveryMs?: number;
  /** Pause between rounds of probes while every host is down. */
  recheckMs?: number;
  /** Told whenever the current host or the whole list changes (to persist them). */
  onChange?: (state: { hosts: readonly string[]; current: string }) => void;
  /** The host and list remembered from an earlier visit. */
  restored?: { hosts: readonly string[]; current: string } | null;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface ApiHosts {
  /** The host calls go to now. */
  current(): string;
  /** Every candidate, in order (the primary first unless the list names it elsewhere). */
  hosts(): readonly string[];
  /** A new domain list (from the status or the domain route call). */
  setDomains(domains: readonly string[]): void;
  /** A call answered (anything but a 5xx): the host is healthy. */
  reportSuccess(host: string): void;
  /**
   * A call failed in transit or with a 5xx. Resolves with the host a safe
   * call may be repeated on (another host now current), or null (the host
   * itself is fine, or nothing answers).
   */
  reportFailure(host: string): Promise<string | null>;
  /** True while no host answers. */
  allDown(): boolean;
  subscribe(listener: () => void): () => void;
  /** Stops the recheck timer (tests, teardown). */
  dispose(): void;
}

export const DOWN_AFTER_MS = 2000;
export const PROBE_EVERY_MS = 500;
export const RECHECK_MS = 5000;

/** `https://m2.example.com/` → `https://m2.example.com`; null for anything that is not an http(s) origin. */
export function hostOrigin(entry: string): string | null {
  try {
    const url = new URL(entry.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The candidates: the domain list's hosts in its order, the primary first when the list does not name it. */
export function candidateHosts(primary: string, domains: readonly string[]): string[] {
  const listed = domains.map(hostOrigin).filter((host): host is string => host !== null);
  const ordered = listed.includes(primary) ? listed : [primary, ...listed];
  return [...new Set(ordered)];
}

export function createApiHosts(options: ApiHostsOptions): ApiHosts {
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimer(resolve, ms)));
  const downAfterMs = options.downAfterMs ?? DOWN_AFTER_MS;
  const probeEveryMs = options.probeEveryMs ?? PROBE_EVERY_MS;
  const recheckMs = options.recheckMs ?? RECHECK_MS;
  const listeners = new Set<() => void>();

  let hosts = candidateHosts(options.primary, options.restored?.hosts ?? []);
  let current = options.restored && hosts.includes(options.restored.current) ? options.restored.current : options.primary;
  let down = false;
  let checking: Promise<string | null> | null = null;
  let recheckTimer: unknown = null;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const changed = () => options.onChange?.({ hosts, current });
  const setDown = (next: boolean) => {
    if (down === next) return;
    down = next;
    if (!next && recheckTimer !== null) {
      clearTimer(recheckTimer);
      recheckTimer = null;
    }
    notify();
  };
  const moveTo = (host: string) => {
    if (host !== current) {
      current = host;
      changed();
    }
    setDown(false);
  };

  const safeProbe = (host: string) => options.probe(host).catch(() => false);

  /** The first host, in list order, whose probe answers (all probed at once). */
  async function firstHealthy(candidates: readonly string[]): Promise<string | null> {
    const answers = await Promise.all(candidates.map(safeProbe));
    const index = answers.indexOf(true);
    return index === -1 ? null : candidates[index]!;
  }

  function scheduleRecheck(): void {
    if (recheckTimer !== null) return;
    recheckTimer = setTimer(() => {
      recheckTimer = null;
      void firstHealthy(hosts).then((host) => {
        if (host) moveTo(host);
        else if (down) scheduleRecheck();
      });
    }, recheckMs);
  }

  /** Is the failing host really down? Probed until it answers or downAfterMs has passed. */
  async function check(host: string): Promise<string | null> {
    const since = now();
    for (;;) {
      if (await safeProbe(host)) return null;
      if (host !== current) return current;
      if (now() - since >= downAfterMs) break;
      await sleep(probeEveryMs);
    }
    const others = hosts.filter((candidate) => candidate !== host);
    const next = await firstHealthy(others);
    if (next) {
      moveTo(next);
      return next;
    }
    setDown(true);
    scheduleRecheck();
    return null;
  }

  return {
    current: () => current,
    hosts: () => hosts,
    setDomains(domains) {
      const next = candidateHosts(options.primary, domains);
      if (next.join(' ') === hosts.join(' ')) return;
      hosts = next;
      if (!hosts.includes(current)) current = options.primary;
      changed();
    },
    reportSuccess(host) {
      if (host !== current && !down) return;
      moveTo(host);
    },
    async reportFailure(host) {
      if (host !== current) return current;
      // a single host has nowhere to go: its calls fail as they always did, each screen with its retry
      if (hosts.length < 2) return null;
      // every host failed a moment ago: the recheck timer looks again, the call fails at once
      if (down) return null;
      checking ??= check(host).finally(() => {
        checking = null;
      });
      return checking;
    },
    allDown: () => down,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      if (recheckTimer !== null) clearTimer(recheckTimer);
      recheckTimer = null;
      listeners.clear();
    },
  };
}
