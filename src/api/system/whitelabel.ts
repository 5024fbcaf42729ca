import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { PATHS, isLiveChatEntry, whitelabelValueSchema, type StatusValue, type WhitelabelNode, type WhitelabelValue } from '../../../contract';
import { systemKeys } from './keys';

/**
 * The whitelabel flags call (spec §7, `GET /wps/system/whitelabel`;
 * docs/decisions/0082). The status is where the flags come from at start-up
 * (the page's boot data or the cached status); this call refreshes only the
 * flags afterwards, so a switch the operator flips shows on an open screen
 * without a reload: when the app returns to the foreground and every
 * minute while it is in view.
 */
export const WHITELABEL_REFRESH_MS = 60_000;
/** Quick tab switches within this long of the last ask do not ask again. */
export const WHITELABEL_MIN_GAP_MS = 5_000;

export function fetchWhitelabel(signal?: AbortSignal): Promise<WhitelabelValue> {
  return apiRequest({ path: PATHS.whitelabel, schema: whitelabelValueSchema, signal });
}

/** Flags as the whitelabel call and the consolidated settings carry them (the latter without the tree). */
export interface FlagsUpdate {
  whitelabel?: readonly WhitelabelNode[];
  whitelabelVal: Readonly<Record<string, boolean>>;
}

function sameFlags(a: Readonly<Record<string, boolean>>, b: Readonly<Record<string, boolean>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The status with the flags of a later answer in place of its own; the very
 * same object when nothing changed, so no reader renders again for nothing.
 */
export function mergeFlags(status: StatusValue, update: FlagsUpdate): StatusValue {
  const valSame = sameFlags(status.info.whitelabelVal, update.whitelabelVal);
  const treeSame = !update.whitelabel || JSON.stringify(status.info.whitelabel) === JSON.stringify(update.whitelabel);
  if (valSame && treeSame) return status;
  // Live chat's entries go with CBS3, as the server lists them (server/settings/contacts.ts):
  // switched off, every chat entry leaves at once, not at the status's next refresh.
  const chatOff = update.whitelabelVal.CBS3 !== true;
  const customerService = chatOff ? status.info.customerService.filter((entry) => !isLiveChatEntry(entry)) : status.info.customerService;
  return {
    ...status,
    info: {
      ...status.info,
      whitelabelVal: { ...update.whitelabelVal },
      ...(update.whitelabel ? { whitelabel: [...update.whitelabel] } : {}),
      customerService,
    },
  };
}

/** CBS3 turned on: the cached status has no chat entries (the server left them out), only the server can add them. */
function chatSwitchedOn(before: StatusValue, after: StatusValue): boolean {
  return before.info.whitelabelVal.CBS3 !== true && after.info.whitelabelVal.CBS3 === true;
}

/**
 * Puts newer flags into the cached status, where every flag is read
 * (src/api/system/flags.ts). The status keeps its own age: the flags are
 * newer, the rest of it is not, and it is refreshed as before. Without a
 * status nothing is done: the status brings its flags itself.
 */
export function applyFlags(client: QueryClient, update: FlagsUpdate): void {
  const key = systemKeys.status();
  const state = client.getQueryState<StatusValue>(key);
  if (!state?.data) return;
  const merged = mergeFlags(state.data, update);
  if (merged === state.data) return;
  client.setQueryData(key, merged, { updatedAt: state.dataUpdatedAt });
  // the status is asked again for the chat entries it now carries (errors keep the cached one)
  if (chatSwitchedOn(state.data, merged)) void client.invalidateQueries({ queryKey: key, exact: true });
}

/** The document's part the refresh needs (a test passes its own). */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface WhitelabelRefreshOptions {
  apply: (update: WhitelabelValue) => void;
  fetchFlags?: () => Promise<WhitelabelValue>;
  doc?: VisibilitySource;
  intervalMs?: number;
  minGapMs?: number;
  now?: () => number;
}

/**
 * Asks for the flags each time the app comes back to the foreground and
 * every `intervalMs` while it is visible (a hidden tab asks nothing), at
 * most one ask at a time and none within `minGapMs` of the last. A failed
 * ask keeps the flags the app has. Returns the stop function.
 */
export function startWhitelabelRefresh({
  apply,
  fetchFlags = () => fetchWhitelabel(),
  doc = document,
  intervalMs = WHITELABEL_REFRESH_MS,
  minGapMs = WHITELABEL_MIN_GAP_MS,
  now = Date.now,
}: WhitelabelRefreshOptions): () => void {
  let lastAsk = Number.NEGATIVE_INFINITY;
  let asking = false;
  const refresh = () => {
    if (doc.visibilityState !== 'visible' || asking || now() - lastAsk < minGapMs) return;
    asking = true;
    lastAsk = now();
    void fetchFlags()
      .then(apply, () => {
        // no answer: the flags the app has stay in use
      })
      .finally(() => {
        asking = false;
      });
  };
  doc.addEventListener('visibilitychange', refresh);
  const timer = setInterval(refresh, intervalMs);
  return () => {
    doc.removeEventListener('visibilitychange', refresh);
    clearInterval(timer);
  };
}
