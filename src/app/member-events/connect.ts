import { STREAM_EXPIRED_EVENT, type MemberEvent } from '../../../contract/events';

/** The EventSource surface the connection uses (a fake one in tests). */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: () => void): void;
  close(): void;
}

export interface MemberEventDeps {
  ticket(): Promise<string>;
  url(ticket: string): string;
  open(url: string): EventSourceLike;
  parse(data: string): MemberEvent | null;
  /** The stream is open (first time or again): whatever it missed meanwhile is read again. */
  onOpen(): void;
  onEvent(event: MemberEvent): void;
  /** Timers, for tests. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Pauses between attempts: 1 s, doubling up to 30 s, with a little jitter so many apps don't come back at once. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(attempt: number, random = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * Keeps one member event stream open until stopped (docs/decisions/0063).
 * Each attempt asks for a new ticket (a ticket opens one stream), so on an
 * error or an `expired` end the connection closes EventSource's own retry
 * and tries again itself, with backoff. A session that is over fails the
 * ticket call, which ends the session in the app (and so this connection).
 */
export function connectMemberEvents(deps: MemberEventDeps): () => void {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let stopped = false;
  let attempt = 0;
  let source: EventSourceLike | null = null;
  let timer: unknown = null;

  const retry = () => {
    source?.close();
    source = null;
    if (stopped || timer !== null) return;
    timer = setTimer(() => {
      timer = null;
      void connect();
    }, reconnectDelay(attempt));
    attempt += 1;
  };

  async function connect(): Promise<void> {
    let ticket: string;
    try {
      ticket = await deps.ticket();
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const opened = deps.open(deps.url(ticket));
    source = opened;
    opened.onopen = () => {
      attempt = 0;
      deps.onOpen();
    };
    opened.onmessage = (message) => {
      const event = deps.parse(message.data);
      if (event) deps.onEvent(event);
    };
    opened.onerror = () => {
      if (source === opened) retry();
    };
    opened.addEventListener(STREAM_EXPIRED_EVENT, () => {
      if (source === opened) retry();
    });
  }

  void connect();
  return () => {
    stopped = true;
    if (timer !== null) clearTimer(timer);
    timer = null;
    source?.close();
    source = null;
  };
}
