import { apiRequest } from '../../../api/client';
import { WALLET_PATHS, depositOrderSchema, type DepositOrder, type DepositPayload } from '../../../../contract/wallet';
import { uploadImage } from '../../../api/upload-image';
import { useMoneyAction } from '../hooks/use-money-action';

export interface DepositVariables extends Omit<DepositPayload, 'receiptImageId'> {
  receipt: File | null;
}

/** Uploaded receipts by file, so a retried submit does not upload the same picture twice. */
const uploaded = new WeakMap<File, number>();

async function receiptId(file: File | null): Promise<number | null> {
  if (!file) return null;
  const known = uploaded.get(file);
  if (known) return known;
  const { imageId } = await uploadImage(file, 'deposit_receipt');
  uploaded.set(file, imageId);
  return imageId;
}

export async function createDeposit({ receipt, ...payload }: DepositVariables): Promise<DepositOrder> {
  const receiptImageId = await receiptId(receipt);
  return apiRequest({ method: 'POST', path: WALLET_PATHS.deposit, body: { ...payload, receiptImageId }, schema: depositOrderSchema });
}

/** The deposit order: runs now or fails now (never queued), then the balance and lists reload. */
export function useCreateDeposit() {
  return useMoneyAction(createDeposit);
}
