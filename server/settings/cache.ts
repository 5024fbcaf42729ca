/**
 * The one door for changes to what the hot-read cache keeps
 * (docs/decisions/0064): every writer of merchants, whitelabel switches,
 * registration fields, contacts, resources, help, games, vendors, banners,
 * announcements or promotion kinds calls settingsChanged() after its write
 * has committed. It clears this process's answers at once and tells the
 * other instances (settings-broadcast.ts).
 */
import type { Db } from '../db/db';
import { HotReadCache } from './hot-read-cache';
import { broadcastSettingsChange, UNFOLLOWED_LIFETIME_MS } from './settings-broadcast';

/** Whose answers changed: one merchant's, or everyone's. */
export type SettingsScope = { merchantCode: string } | 'all';

// One cache per database handle: tests open many apps over many databases
// in one process, and one merchant code (DEMO) in each of them.
const caches = new WeakMap<Db, HotReadCache>();

/** The hot-read cache of the answers read from `db`. */
export function hotReads(db: Db): HotReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new HotReadCache(UNFOLLOWED_LIFETIME_MS);
    caches.set(db, cache);
  }
  return cache;
}

/** Forgets this process's answers of `scope` (a change arrived from elsewhere, or was made here). */
export function forgetSettings(db: Db, scope: SettingsScope): void {
  hotReads(db).clear(scope === 'all' ? null : scope.merchantCode);
}

/**
 * Call after a committed write to anything the cache keeps, with the root
 * database (not a transaction's handle): the next read here is fresh, and
 * other instances hear of it.
 */
export async function settingsChanged(db: Db, scope: SettingsScope): Promise<void> {
  forgetSettings(db, scope);
  await broadcastSettingsChange(db, scope);
}
