import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { WALLET_PATHS, type DepositAccountsValue } from '../../../contract/wallet';
import { ops } from './ops';

/** The operator's ID of a pending order, read from the listing as an operator would. */
export function pendingId(listing: string, orderNo: string): string {
  const line = listing.split('\n').find((l) => l.includes(orderNo));
  if (!line) throw new Error(`order ${orderNo} not pending:\n${listing}`);
  return line.trim().split(/\s+/)[0]!;
}

/**
 * A pending order as the deposit form sends it, made through the API: a
 * journey whose subject is what follows the order starts at the operator step.
 */
export async function sendDepositOrder(request: APIRequestContext, token: string, amount: number): Promise<string> {
  const headers = { Merchant: 'DEMO', Authorization: token };
  const accounts = (await (await request.get(WALLET_PATHS.depositAccounts, { headers })).json()) as { value: DepositAccountsValue };
  const reply = await request.post(WALLET_PATHS.deposit, {
    headers,
    data: { accountId: accounts.value.accounts[0]!.id, amount, payerName: 'Nguyễn Văn A', idempotencyKey: `e2e-deposit-${randomUUID()}` },
  });
  const body = (await reply.json()) as { success: boolean; code?: string; value: { orderNo: string; status: string } };
  expect(body, 'the pending order was made').toMatchObject({ success: true, value: { status: 'pending' } });
  return body.value.orderNo;
}

/** A deposit the member sent and the operator approved (`ops deposit approve`). */
export async function approvedDeposit(request: APIRequestContext, token: string, amount: number): Promise<string> {
  const orderNo = await sendDepositOrder(request, token, amount);
  expect(await ops('deposit', 'approve', pendingId(await ops('deposits'), orderNo))).toContain('approved');
  return orderNo;
}
