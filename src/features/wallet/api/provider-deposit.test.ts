import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY } from '../../../../contract/payments';
import { createWalletDeposit } from './provider-deposit';

afterEach(() => vi.unstubAllGlobals());

function answer(value: unknown) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body) bodies.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { headers: { 'Content-Type': 'application/json' } });
  });
  return bodies;
}

describe('gateway (spec §9: WEB 1, MOBILE 3)', () => {
  it('a provider deposit says it comes from the mobile site', async () => {
    const bodies = answer({});
    await createWalletDeposit({ method: 'MOMO', amount: 100_000, idempotencyKey: 'k-123456789012' }).catch(() => undefined);
    expect(bodies[0]).toMatchObject({ method: 'MOMO', gateway: GATEWAY.MOBILE });
    expect(GATEWAY).toEqual({ WEB: 1, MOBILE: 3 });
  });
});
