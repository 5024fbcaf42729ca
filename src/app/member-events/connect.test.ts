import { describe, expect, it } from 'vitest';
import type { MemberEvent } from '../../../contract/events';
import { connectMemberEvents, reconnectDelay, RECONNECT_MAX_MS, type EventSourceLike, type MemberEventDeps } from './connect';

class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly named = new Map<string, () => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: () => void) {
    this.named.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  open = () => this.onopen?.(new Event('open'));
  message = (data: string) => this.onmessage?.({ data } as MessageEvent<string>);
  error = () => this.onerror?.(new Event('error'));
  emit = (type: string) => this.named.get(type)?.();
}

/** A connection whose tickets, sources and timers the test drives by hand. */
function harness(ticketFails = () => false) {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const events: MemberEvent[] = [];
  let opens = 0;
  let tickets = 0;
  const deps: MemberEventDeps = {
    ticket: () => (ticketFails() ? Promise.reject(new Error('offline')) : Promise.resolve(`ticket-${++tickets}`)),
    url: (ticket) => `/events?ticket=${ticket}`,
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    parse: (data) => JSON.parse(data) as MemberEvent,
    onOpen: () => (opens += 1),
    onEvent: (event) => events.push(event),
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
  };
  const settle = () => new Promise((next) => setTimeout(next, 0));
  return { deps, sources, timers, events, opens: () => opens, settle };
}

describe('member event connection', () => {
  it('opens with a fresh ticket, hands over parsed events, and reconnects with a new ticket after an error', async () => {
    const h = harness();
    const stop = connectMemberEvents(h.deps);
    await h.settle();
    expect(h.sources.map((s) => s.url)).toEqual(['/events?ticket=ticket-1']);
    h.sources[0]!.open();
    h.sources[0]!.message('{"kind":"balance"}');
    expect(h.events).toEqual([{ kind: 'balance' }]);

    h.sources[0]!.error();
    expect(h.sources[0]!.closed).toBe(true);
    expect(h.timers).toHaveLength(1);
    h.timers[0]!.run();
    await h.settle();
    expect(h.sources[1]!.url).toBe('/events?ticket=ticket-2');
    h.sources[1]!.open();
    expect(h.opens()).toBe(2);
    stop();
    expect(h.sources[1]!.closed).toBe(true);
  });

  it('an expired stream is closed and tried again (the ticket call then tells whether the session is over)', async () => {
    const h = harness();
    connectMemberEvents(h.deps);
    await h.settle();
    h.sources[0]!.emit('expired');
    expect(h.sources[0]!.closed).toBe(true);
    expect(h.timers).toHaveLength(1);
  });

  it('backs off while the ticket call fails, and stops trying once stopped', async () => {
    let failing = true;
    const h = harness(() => failing);
    const stop = connectMemberEvents(h.deps);
    for (let i = 0; i < 3; i++) {
      await h.settle();
      h.timers[i]!.run();
    }
    await h.settle();
    const delays = h.timers.map((t) => t.ms);
    expect(delays[1]!).toBeGreaterThan(delays[0]!);
    expect(delays[2]!).toBeGreaterThan(delays[1]!);
    failing = false;
    stop();
    h.timers.at(-1)!.run();
    await h.settle();
    expect(h.sources).toHaveLength(0);
  });

  it('waits 1 s at first, doubling to at most 30 s', () => {
    const mid = () => 0.5;
    expect(reconnectDelay(0, mid)).toBe(1000);
    expect(reconnectDelay(3, mid)).toBe(8000);
    expect(reconnectDelay(20, mid)).toBe(RECONNECT_MAX_MS);
  });
});
