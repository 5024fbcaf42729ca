/**
 * The live chat page's connection state (docs/decisions/0079): what the
 * status line says follows the real stream and the network, not a fixed
 * "connecting". The page's own script runs here in a small stand-in of the
 * browser (its elements, EventSource, the online flag and its events).
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { chatConnection, chatPage, CHAT_REOPEN_MS } from './page';

type Listener = (event?: unknown) => void;

class FakeElement {
  textContent = '';
  innerHTML = '';
  value = '';
  disabled = false;
  className = '';
  scrollTop = 0;
  scrollHeight = 0;
  children: FakeElement[] = [];
  attributes: Record<string, string> = {};
  listeners: Record<string, Listener[]> = {};
  setAttribute(name: string, value: string) { this.attributes[name] = value; }
  getAttribute(name: string) { return this.attributes[name] ?? null; }
  appendChild(child: FakeElement) { this.children.push(child); return child; }
  querySelector() { return null; }
  addEventListener(type: string, listener: Listener) { (this.listeners[type] ??= []).push(listener); }
  focus() {}
  remove() {}
}

function runPage(lang: 'VI' | 'EN') {
  const html = chatPage(lang, '/m/message', 'n');
  const source = /<script nonce="n">([\s\S]*)<\/script>/.exec(html)![1]!;
  const elements = new Map(['list', 'form', 'text', 'send', 'error', 'state'].map((id) => [id, new FakeElement()]));
  const windowListeners: Record<string, Listener[]> = {};
  const streams: FakeStream[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  class FakeStream {
    readyState = 0;
    listeners: Record<string, Listener[]> = {};
    constructor(readonly url: string) { streams.push(this); }
    addEventListener(type: string, listener: Listener) { (this.listeners[type] ??= []).push(listener); }
    fire(type: string, readyState: number) { this.readyState = readyState; for (const l of this.listeners[type] ?? []) l({}); }
    close() { this.readyState = 2; }
  }
  const navigator = { onLine: true };
  let historyAnswered!: () => void;
  const historyCall = new Promise<void>((resolve) => (historyAnswered = resolve));
  const context = {
    document: { getElementById: (id: string) => elements.get(id), createElement: () => new FakeElement() },
    location: { search: '?ticket=t1', pathname: '/wps/chat/page' },
    history: { replaceState() {} },
    sessionStorage: { getItem: () => null, setItem() {} },
    navigator,
    window: { addEventListener: (type: string, l: Listener) => (windowListeners[type] ??= []).push(l) },
    EventSource: FakeStream,
    fetch: () => Promise.resolve({ json: () => Promise.resolve({ success: true, value: { list: [] } }) }).finally(() => setImmediate(historyAnswered)),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    clearTimeout() {},
    URLSearchParams,
    Intl,
  };
  runInNewContext(source, context);
  const state = elements.get('state')!;
  return {
    historyCall,
    streams,
    timers,
    read: () => [state.getAttribute('data-state'), state.textContent],
    network(online: boolean) {
      navigator.onLine = online;
      for (const l of windowListeners[online ? 'online' : 'offline'] ?? []) l();
    },
  };
}

describe('live chat connection state', () => {
  it('reads offline first, then connected on an open stream, connecting before the first open, reconnecting after', () => {
    expect(chatConnection(false, true, true)).toBe('offline');
    expect(chatConnection(true, true, false)).toBe('connected');
    expect(chatConnection(true, false, false)).toBe('connecting');
    expect(chatConnection(true, false, true)).toBe('reconnecting');
  });

  it('the page says connecting, connected, reconnecting and offline as the stream and the network change', async () => {
    const page = runPage('VI');
    expect(page.read()).toEqual(['connecting', 'Đang kết nối…']);
    await page.historyCall;
    await new Promise((r) => setImmediate(r));
    expect(page.streams).toHaveLength(1);
    const [stream] = page.streams;
    stream!.fire('open', 1);
    expect(page.read()).toEqual(['connected', 'Đã kết nối']);
    // dropped: the browser is retrying it
    stream!.fire('error', 0);
    expect(page.read()).toEqual(['reconnecting', 'Đang kết nối lại…']);
    stream!.fire('open', 1);
    expect(page.read()).toEqual(['connected', 'Đã kết nối']);
    page.network(false);
    expect(page.read()).toEqual(['offline', 'Ngoại tuyến']);
    // the server closed it while offline: back online, the page opens a new stream at once
    stream!.fire('error', 2);
    page.network(true);
    expect(page.streams).toHaveLength(2);
    expect(page.read()).toEqual(['reconnecting', 'Đang kết nối lại…']);
    page.streams[1]!.fire('open', 1);
    expect(page.read()).toEqual(['connected', 'Đã kết nối']);
    // refused while online: a new stream after a pause, longer each time
    page.streams[1]!.fire('error', 2);
    expect(page.timers.map((t) => t.ms)).toEqual([CHAT_REOPEN_MS[0]]);
    page.timers[0]!.run();
    expect(page.streams).toHaveLength(3);
    page.streams[2]!.fire('error', 2);
    expect(page.timers.map((t) => t.ms)).toEqual([CHAT_REOPEN_MS[0], CHAT_REOPEN_MS[1]]);
  });

  it('has the app’s landmarks and one h1, in both languages', () => {
    for (const lang of ['VI', 'EN'] as const) {
      const html = chatPage(lang, '/m/message', 'n');
      expect(html.match(/<h1>/g)).toHaveLength(1);
      expect(html).toMatch(/<header>[\s\S]*<\/header>\s*<main>[\s\S]*<form[\s\S]*<\/main>/);
      expect(html).toContain('data-state="connecting"');
    }
  });
});
