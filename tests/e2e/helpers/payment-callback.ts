import type { APIRequestContext } from '@playwright/test';
import { signCallbackBody } from '../../../server/payments/signature';

/**
 * The payment provider's callback secret of the journeys' servers
 * (PAYMENT_CALLBACK_SECRET, set by worker-server.ts): a journey plays the
 * provider and posts a callback signed as a real one would be.
 */
export const E2E_PAYMENT_CALLBACK_SECRET = 'e2e-payment-callback-secret-0123456789abcdef';

/** Posts the provider's signed deposit callback for an order (its reference is the last segment of its pay URL). */
export async function postDepositCallback(request: APIRequestContext, order: { orderNo: string; payUrl: string }, status: string, amount: number) {
  const providerRef = new URL(order.payUrl).pathname.split('/').pop()!;
  const body = JSON.stringify({
    eventId: `e2e:${providerRef}:${status}`, type: 'deposit', providerRef, orderNo: order.orderNo, status, amount, cardValue: null, timestamp: Date.now(),
  });
  const response = await request.post('/wps/payments/callback/sandbox', {
    headers: { 'content-type': 'application/json', 'x-payment-signature': signCallbackBody(body, E2E_PAYMENT_CALLBACK_SECRET) },
    data: body,
  });
  return { status: response.status(), outcome: ((await response.json()) as { value: { outcome: string } | null }).value?.outcome ?? null };
}
