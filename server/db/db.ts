/**
 * The one database surface the server uses. Both back ends (PGlite in
 * process, PostgreSQL over the network) speak the same SQL with $1 params,
 * so routes and settings never know which one runs.
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /** Commits when fn resolves, rolls back when it throws. Nested calls reuse the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * LISTEN: `handler` receives every payload NOTIFYed on `channel` by any
   * process on this database, this one included. Resolves once listening
   * (a notification sent after that is not missed); the answer stops it.
   * Notifications sent while the connection was lost are gone: onReconnect
   * runs after listening again, so the caller can read what it missed
   * (docs/decisions/0063).
   */
  listen(channel: string, handler: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  /**
   * NOTIFY with a small payload (PostgreSQL refuses 8000 bytes or more:
   * send ids and kinds, not bodies). Inside a transaction it is delivered
   * when the transaction commits, and never when it rolls back.
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * A notice that must never hold up a commit (docs/decisions/0100): queued
   * when the transaction commits (at once outside one; never for a
   * rollback), then sent within a few milliseconds with the others queued
   * meanwhile. It reaches the same listeners as notify(): on PostgreSQL one
   * statement of pg_notify per batch, outside every money transaction; on
   * PGlite this process's listeners directly. A process that dies before
   * its batch leaves loses it: use it for "read it again" notices whose
   * reader also reads again on reconnect, and notify() for anything else.
   */
  publish(channel: string, payload: string): void;
  /** Sends what publish() queued, then closes. */
  close(): Promise<void>;
}

export interface ListenOptions {
  /** The listening connection was lost and is back: notifications in between were missed. */
  onReconnect?: () => void;
}

/** A listener's handler must not break the connection that delivers to every other one. */
export function guardedHandler(channel: string, handler: (payload: string) => void): (payload: string) => void {
  return (payload) => {
    try {
      handler(payload);
    } catch (error) {
      console.warn(`a ${channel} listener failed:`, error instanceof Error ? error.message : error);
    }
  };
}

/**
 * Hot statements the PostgreSQL back end prepares once per connection
 * (parse and plan once, then only bind and execute): the text of each
 * statement registered here, with its name. Only constant texts are
 * registered, so the set stays small (each connection keeps what it
 * prepared). PGlite runs in this process and takes the text as it is.
 * docs/decisions/0091.
 */
const PREPARED = new Map<string, string>();

/** Registers `text` to be prepared by name on PostgreSQL; answers the text, to pass to query(). */
export function preparedSql(name: string, text: string): string {
  // One name per text and one text per name: PostgreSQL refuses to prepare a known name again.
  const known = PREPARED.get(text);
  if (known !== undefined ? known !== name : [...PREPARED.values()].includes(name)) throw new Error(`prepared statement ${name}: name or text registered twice`);
  PREPARED.set(text, name);
  return text;
}

/** The prepared name of a registered text; undefined for any other statement. */
export function preparedName(text: string): string | undefined {
  return PREPARED.get(text);
}
