import * as v from 'valibot';
import { CARD_TELCOS, DEPOSIT_METHODS } from '../../../../contract/payments';
import { QR_CHANNELS } from '../../../../contract/qr-deposits';
import { depositOrderSchema, type DepositOrder } from '../../../../contract/wallet';
import { STORAGE_KEYS } from '../../../config/constants';
import { readJson, remove, writeJson } from '../../../platform/storage';

/**
 * What the wallet forms keep while the member goes to the banking app and
 * back, switches tabs or reloads: the input (until an order is made) and
 * the deposit order awaiting its transfer (until the member starts a new
 * one). In session storage, per member (platform/session memberKey):
 * nothing outlives the browser tab, and another member on the device sees
 * none of it. The amount is kept as typed, read again by the app's one
 * parser (formats.parseAmount); secrets (the funds password) are never kept.
 */
const key = (base: string, member: string) => `${base}:${member}`;

function read<S extends v.GenericSchema>(schema: S, storageKey: string): v.InferOutput<S> | null {
  const parsed = v.safeParse(schema, readJson<unknown>(storageKey, 'session'));
  return parsed.success ? parsed.output : null;
}

/** Read, write (an empty draft removes the entry) and clear one form's draft, keyed per member. */
function memberDraft<S extends v.GenericSchema>(base: string, schema: S, empty: v.InferOutput<S>, isEmpty: (draft: v.InferOutput<S>) => boolean) {
  return {
    read: (member: string): v.InferOutput<S> => read(schema, key(base, member)) ?? empty,
    write(member: string, draft: v.InferOutput<S>): void {
      if (isEmpty(draft)) remove(key(base, member), 'session');
      else writeJson(key(base, member), draft, 'session');
    },
    clear: (member: string) => remove(key(base, member), 'session'),
  };
}

const amountTextSchema = v.pipe(v.string(), v.maxLength(32));

const depositDraftSchema = v.object({
  method: v.string(),
  accountId: v.nullable(v.number()),
  amountText: amountTextSchema,
  payerName: v.pipe(v.string(), v.maxLength(64)),
});
export type DepositDraft = v.InferOutput<typeof depositDraftSchema>;

export const depositDraft = memberDraft(
  STORAGE_KEYS.depositDraft,
  depositDraftSchema,
  { method: 'BANK', accountId: null, amountText: '', payerName: '' },
  (draft) => draft.amountText === '' && draft.payerName === '' && draft.accountId === null,
);

/** Card and amount only: the funds password has no field here, so it cannot be stored. */
const withdrawDraftSchema = v.object({ cardId: v.nullable(v.number()), amountText: amountTextSchema });
export type WithdrawDraft = v.InferOutput<typeof withdrawDraftSchema>;

export const withdrawDraft = memberDraft(
  STORAGE_KEYS.withdrawDraft,
  withdrawDraftSchema,
  { cardId: null, amountText: '' },
  (draft) => draft.amountText === '' && draft.cardId === null,
);

/** The deposit method the member picked last (docs/decisions/0071); the page falls back to the first one offered. */
const methodSchema = v.object({ method: v.picklist([...DEPOSIT_METHODS, ...QR_CHANNELS]) });
export const depositMethodDraft = memberDraft(STORAGE_KEYS.depositMethod, v.nullable(methodSchema), null, (draft) => draft === null);

/** The e-wallet form: the amount as typed. */
const walletPayDraftSchema = v.object({ amountText: amountTextSchema });
export type WalletPayDraft = v.InferOutput<typeof walletPayDraftSchema>;
export const walletPayDraft = memberDraft(STORAGE_KEYS.walletPayDraft, walletPayDraftSchema, { amountText: '' }, (draft) => draft.amountText === '');

/** A QR channel's form (docs/decisions/0103): the amount as typed and the promotion picked (null: none). */
const qrPayDraftSchema = v.object({ amountText: amountTextSchema, promotionId: v.nullable(v.number()) });
export type QrPayDraft = v.InferOutput<typeof qrPayDraftSchema>;
export const qrPayDraft = memberDraft(
  `${STORAGE_KEYS.walletPayDraft}:qr`,
  qrPayDraftSchema,
  { amountText: '', promotionId: null },
  (draft) => draft.amountText === '' && draft.promotionId === null,
);

/**
 * The scratch-card form: telco, face value and serial. The PIN has no field
 * here, so it cannot be stored: it lives in the form's state until sent.
 */
const cardDraftSchema = v.object({
  telco: v.nullable(v.picklist(CARD_TELCOS)),
  faceValue: v.nullable(v.number()),
  serial: v.pipe(v.string(), v.maxLength(32)),
});
export type CardDraft = v.InferOutput<typeof cardDraftSchema>;
export const cardDraft = memberDraft(
  STORAGE_KEYS.cardDraft,
  cardDraftSchema,
  { telco: null, faceValue: null, serial: '' },
  (draft) => draft.telco === null && draft.faceValue === null && draft.serial === '',
);

export const readOpenOrder = (member: string): DepositOrder | null => read(depositOrderSchema, key(STORAGE_KEYS.depositOpenOrder, member));
export const writeOpenOrder = (member: string, order: DepositOrder) => writeJson(key(STORAGE_KEYS.depositOpenOrder, member), order, 'session');
export const clearOpenOrder = (member: string) => remove(key(STORAGE_KEYS.depositOpenOrder, member), 'session');
