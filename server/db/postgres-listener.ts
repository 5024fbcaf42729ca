/**
 * LISTEN on PostgreSQL: one dedicated connection (a pooled one would go back
 * to the pool and stop hearing), shared by every channel and listener of
 * this process. When it is lost (a restart, a failover,
 * pg_terminate_backend) it connects again with a growing pause, LISTENs to
 * every channel again, then runs each listener's onReconnect: whatever was
 * NOTIFYed in between is gone, so consumers read it back (docs/decisions/0063).
 */
import pg from 'pg';
import { guardedHandler, type ListenOptions } from './db';

/** How the listening connection names itself in pg_stat_activity (tests find it there). */
export const LISTEN_APPLICATION_NAME = 'wps-listen';
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5000;

interface Subscription {
  handler: (payload: string) => void;
  onReconnect?: () => void;
}

export interface PostgresListener {
  listen(channel: string, handler: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function postgresListener(connectionString: string, onConnectionError: (error: Error) => void): PostgresListener {
  const channels = new Map<string, Set<Subscription>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  /** Channels LISTENed to on the current client. */
  let listening = new Set<string>();
  let closed = false;
  let reconnectDelay = RECONNECT_FIRST_MS;
  let reconnectTimer: NodeJS.Timeout | null = null;

  const dispatch = (message: pg.Notification) => {
    for (const subscription of [...(channels.get(message.channel) ?? [])]) subscription.handler(message.payload ?? '');
  };

  async function listenOn(target: pg.Client, channel: string): Promise<void> {
    if (listening.has(channel)) return;
    listening.add(channel);
    try {
      await target.query(`listen ${target.escapeIdentifier(channel)}`);
    } catch (error) {
      listening.delete(channel);
      throw error;
    }
  }

  function lost(target: pg.Client, error: Error | undefined): void {
    if (client !== target) return; // an older client's late event
    client = null;
    listening = new Set();
    target.removeAllListeners('notification');
    // Ending a dead client is still needed to free its socket; its own error is of no interest.
    target.end().catch(() => undefined);
    if (closed) return;
    onConnectionError(error ?? new Error('the LISTEN connection ended'));
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer || channels.size === 0) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().then(
        () => {
          reconnectDelay = RECONNECT_FIRST_MS;
          for (const subscriptions of channels.values()) for (const subscription of [...subscriptions]) subscription.onReconnect?.();
        },
        () => {
          reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
          scheduleReconnect();
        },
      );
    }, reconnectDelay);
    reconnectTimer.unref();
  }

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString, application_name: LISTEN_APPLICATION_NAME });
    // Without an error listener a dying connection would end the whole process.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, undefined));
    next.on('notification', dispatch);
    try {
      await next.connect();
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      throw new Error('the database is closed');
    }
    client = next;
    listening = new Set();
    try {
      for (const channel of channels.keys()) await listenOn(next, channel);
    } catch (error) {
      // Lost while LISTENing: whoever asked tries again (a listener, or the reconnect loop).
      if (client === next) client = null;
      next.removeAllListeners('notification');
      next.end().catch(() => undefined);
      throw error;
    }
    return next;
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel, handler, options = {}) {
      if (closed) throw new Error('the database is closed');
      const subscription: Subscription = { handler: guardedHandler(channel, handler), onReconnect: options.onReconnect };
      const subscriptions = channels.get(channel) ?? new Set();
      subscriptions.add(subscription);
      channels.set(channel, subscriptions);
      try {
        await listenOn(await connect(), channel);
      } catch (error) {
        subscriptions.delete(subscription);
        if (subscriptions.size === 0) channels.delete(channel);
        throw error;
      }
      return async () => {
        subscriptions.delete(subscription);
        if (subscriptions.size > 0 || channels.get(channel) !== subscriptions) return;
        channels.delete(channel);
        const current = client;
        if (current && listening.delete(channel)) await current.query(`unlisten ${current.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const current = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      if (current) await current.end().catch(() => undefined);
    },
  };
}
