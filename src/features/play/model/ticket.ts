import { STORAGE_KEYS } from '../../../config/constants';
import { readJson, writeJson } from '../../../platform/storage';

type Tickets = Record<string, string>;

/**
 * The launch ticket of the game on screen. A launch brings it in the address
 * (?ticket=…&nodeId=…); it is kept for this tab, by game, and taken out of
 * the address at once, so it is neither bookmarked nor shared nor sent as a
 * referrer. A reload finds it again by the game's node id.
 */
export function takeTicket(search: string): { ticket: string | null; nodeId: string | null; cleanSearch: string | null } {
  const params = new URLSearchParams(search);
  const nodeId = params.get('nodeId');
  const fresh = params.get('ticket');
  const kept = readJson<Tickets>(STORAGE_KEYS.playTicket, 'session') ?? {};
  if (fresh && nodeId) writeJson(STORAGE_KEYS.playTicket, { ...kept, [nodeId]: fresh }, 'session');
  if (fresh) params.delete('ticket');
  return { ticket: fresh ?? (nodeId ? kept[nodeId] ?? null : null), nodeId, cleanSearch: fresh ? params.toString() : null };
}
