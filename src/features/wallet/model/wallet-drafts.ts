import * as v from 'valibot';
import { depositOrderSchema, type DepositOrder } from '../../../../contract/wallet';
import { STORAGE_KEYS } from '../../../config/constants';
import { readJson, remove, writeJson } from '../../../platform/storage';

/**
 * What the deposit form keeps while the member goes to the banking app and
 * back, switches tabs or reloads: the input (until an order is made) and
 * the order awaiting its transfer (until the member starts a new one). In
 * session storage, per member: nothing outlives the browser tab, and
 * another member on the device sees none of it.
 */
const draftSchema = v.object({
  method: v.string(),
  accountId: v.nullable(v.number()),
  amountText: v.pipe(v.string(), v.maxLength(32)),
  payerName: v.pipe(v.string(), v.maxLength(64)),
});
export type DepositDraft = v.InferOutput<typeof draftSchema>;

export const EMPTY_DRAFT: DepositDraft = { method: 'BANK', accountId: null, amountText: '', payerName: '' };

const key = (base: string, member: string) => `${base}:${member}`;

function read<S extends v.GenericSchema>(schema: S, storageKey: string): v.InferOutput<S> | null {
  const parsed = v.safeParse(schema, readJson<unknown>(storageKey, 'session'));
  return parsed.success ? parsed.output : null;
}

export const readDepositDraft = (member: string): DepositDraft => read(draftSchema, key(STORAGE_KEYS.depositDraft, member)) ?? EMPTY_DRAFT;

export function writeDepositDraft(member: string, draft: DepositDraft): void {
  const isEmpty = draft.amountText === '' && draft.payerName === '' && draft.accountId === null;
  if (isEmpty) remove(key(STORAGE_KEYS.depositDraft, member), 'session');
  else writeJson(key(STORAGE_KEYS.depositDraft, member), draft, 'session');
}

export const clearDepositDraft = (member: string) => remove(key(STORAGE_KEYS.depositDraft, member), 'session');

export const readOpenOrder = (member: string): DepositOrder | null => read(depositOrderSchema, key(STORAGE_KEYS.depositOpenOrder, member));
export const writeOpenOrder = (member: string, order: DepositOrder) => writeJson(key(STORAGE_KEYS.depositOpenOrder, member), order, 'session');
export const clearOpenOrder = (member: string) => remove(key(STORAGE_KEYS.depositOpenOrder, member), 'session');
