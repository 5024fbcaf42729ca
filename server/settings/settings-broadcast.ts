/**
 * How instances on one database learn of each other's setting changes
 * (docs/decisions/0064): NOTIFY on the channel `settings_changed` with a
 * merchant code, or `*` for all (server/db's LISTEN/NOTIFY,
 * docs/decisions/0063). Each process listens from start-up and clears what
 * the notice names. While it is not listening (before start-up, or when
 * listening failed) entries live UNFOLLOWED_LIFETIME_MS, so a change is
 * still seen within that time; when the listening connection comes back
 * after a loss, notices in between are gone, so everything is cleared.
 */
import type { Db } from '../db/db';
import type { HotReadCache } from './hot-read-cache';

export const SETTINGS_CHANNEL = 'settings_changed';
const ALL_MERCHANTS = '*';

/**
 * Lifetime of an entry while changes from other instances are not heard:
 * the bound on how stale another instance's answer can be (the goal is
 * within 1 s). At a few thousand requests a second a reload every half
 * second costs nothing measurable.
 */
export const UNFOLLOWED_LIFETIME_MS = 500;

/**
 * Lifetime once changes are heard: a safety net only, for a notice lost
 * without the connection noticing (a half-open socket) or a write that
 * bypassed settingsChanged (an operator's hand-written SQL).
 */
export const FOLLOWED_LIFETIME_MS = 60_000;

export type BroadcastScope = { merchantCode: string } | 'all';

/** The notice's payload for a scope (merchant codes are short; NOTIFY payloads must stay under 8000 bytes). */
export function settingsPayload(scope: BroadcastScope): string {
  return scope === 'all' ? ALL_MERCHANTS : scope.merchantCode;
}

/** Tells every instance on the database, this one included (it clears again: harmless). */
export async function broadcastSettingsChange(db: Db, scope: BroadcastScope): Promise<void> {
  await db.notify(SETTINGS_CHANNEL, settingsPayload(scope));
}

/**
 * Listens for the process's lifetime; answers the function that stops.
 * Once listening, entries may live FOLLOWED_LIFETIME_MS; a reconnection
 * clears everything (what was missed is unknown).
 */
export async function followSettingsChanges(db: Db, cache: HotReadCache): Promise<() => Promise<void>> {
  const stop = await db.listen(
    SETTINGS_CHANNEL,
    (payload) => cache.clear(payload === ALL_MERCHANTS ? null : payload),
    { onReconnect: () => cache.clear(null) },
  );
  cache.setLifetime(FOLLOWED_LIFETIME_MS);
  return async () => {
    cache.setLifetime(UNFOLLOWED_LIFETIME_MS);
    await stop();
  };
}
