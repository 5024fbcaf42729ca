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
  close(): Promise<void>;
}
