import * as v from 'valibot';
import { STORAGE_KEYS } from '../../../config/constants';
import { readJson, remove, writeJson } from '../../../platform/storage';
import { EMPTY_SLIP, slipSchema, type Slip } from './slip';

/**
 * The bet slip kept in session storage, per member and game
 * (docs/decisions/0073): a reload, a tab switch or a lost connection keeps
 * the selections and the typed stakes; nothing outlives the browser tab, and
 * another member on the device never sees it. A stored slip that no longer
 * reads as one is dropped.
 */
const key = (member: string, nodeId: string) => `${STORAGE_KEYS.sportsSlip}:${member}:${nodeId}`;

export function readSlip(member: string, nodeId: string): Slip {
  const parsed = v.safeParse(slipSchema, readJson<unknown>(key(member, nodeId), 'session'));
  return parsed.success ? parsed.output : EMPTY_SLIP;
}

export function writeSlip(member: string, nodeId: string, slip: Slip): void {
  if (slip.selections.length === 0 && slip.requestId === null) remove(key(member, nodeId), 'session');
  else writeJson(key(member, nodeId), slip, 'session');
}
