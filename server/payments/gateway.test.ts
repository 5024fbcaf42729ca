/**
 * The spec's gateway numbers (WEB 1, MOBILE 3; docs/decisions/0093): a
 * provider deposit hands its gateway to the provider, which lays its pay page
 * out for it; a call without one is the mobile site's; any other number is a
 * bad request.
 */
import { describe, expect, it } from 'vitest';
import { GATEWAY, PAYMENT_PATHS } from '../../contract/payments';
import { createTestMember } from '../games/test-members';
import { suiteApp } from '../testing/suite-app';

const suite = suiteApp({ ledgerBalanced: true, config: { payments: { provider: 'sandbox', sandboxDelayMs: 0 } } });

let seq = 0;
const key = () => `gateway-${Date.now()}-${++seq}`;

describe('gateway', () => {
  it('is handed to the provider (WEB 1, MOBILE 3, none = MOBILE); another number is refused', async () => {
    const m = await createTestMember(suite.db, 'gateway_m1', 0);
    const post = (payload: object) => suite.app.inject({
      method: 'POST', url: PAYMENT_PATHS.walletDeposit, headers: { merchant: 'DEMO', authorization: m.token, origin: 'https://app.example.com' },
      payload: { method: 'MOMO', amount: 100_000, idempotencyKey: key(), ...payload },
    });
    const gatewayOf = async (orderNo: string) =>
      (await suite.db.query<{ gateway: number }>('select gateway from sandbox_payments where order_no = $1', [orderNo]))[0]?.gateway;

    const web = (await post({ gateway: GATEWAY.WEB })).json<{ value: { orderNo: string; payment: { payUrl: string } } }>().value;
    expect(await gatewayOf(web.orderNo)).toBe(1);
    const page = await suite.app.inject({ method: 'GET', url: new URL(web.payment.payUrl).pathname });
    expect(page.body).toContain('class="gateway-web"');

    const mobile = (await post({ gateway: GATEWAY.MOBILE })).json<{ value: { orderNo: string } }>().value;
    expect(await gatewayOf(mobile.orderNo)).toBe(3);
    const none = (await post({})).json<{ value: { orderNo: string; payment: { payUrl: string } } }>().value;
    expect(await gatewayOf(none.orderNo)).toBe(3);
    expect((await suite.app.inject({ method: 'GET', url: new URL(none.payment.payUrl).pathname })).body).toContain('class="gateway-mobile"');

    const two = await post({ gateway: 2 });
    expect(two.statusCode).toBeGreaterThanOrEqual(400);
    expect(two.statusCode).toBeLessThan(500);
  });
});
