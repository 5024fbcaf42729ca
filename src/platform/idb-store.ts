import { openDB, type IDBPDatabase } from 'idb';

/**
 * One small key-value store in IndexedDB for what must survive a closed app:
 * the persisted query cache (status, flags, lobby data) and paused mutations.
 */
const DB_NAME = 'wps-pwa';
const STORE = 'kv';

let database: Promise<IDBPDatabase> | null = null;

function db(): Promise<IDBPDatabase> {
  database ??= openDB(DB_NAME, 1, {
    upgrade(upgrade) {
      upgrade.createObjectStore(STORE);
    },
  });
  return database;
}

export async function idbGet<T>(key: string): Promise<T | undefined> {
  return (await db()).get(STORE, key) as Promise<T | undefined>;
}

export async function idbSet(key: string, value: unknown): Promise<void> {
  await (await db()).put(STORE, value, key);
}

export async function idbDelete(key: string): Promise<void> {
  await (await db()).delete(STORE, key);
}

/** For tests: forget the open connection (a fake IndexedDB is swapped in). */
export function resetIdbForTests(): void {
  database = null;
}
