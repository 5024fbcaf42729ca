import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config';
import { paymentsConfig, paymentProvider } from './provider';
import type { Db } from '../db/db';

describe('the payment provider\'s configuration (docs/decisions/0071)', () => {
  it('reads PAYMENT_PROVIDER, PAYMENT_CALLBACK_SECRET and PAYMENT_SANDBOX_DELAY_MS, the sandbox by default', () => {
    expect(loadEnv({}).payments).toEqual({ provider: 'sandbox', callbackSecret: null, sandboxDelayMs: 2000 });
    expect(loadEnv({ PAYMENT_PROVIDER: 'OFF', PAYMENT_CALLBACK_SECRET: 'x'.repeat(32), PAYMENT_SANDBOX_DELAY_MS: '0' }).payments)
      .toEqual({ provider: 'off', callbackSecret: 'x'.repeat(32), sandboxDelayMs: 0 });
  });

  it('refuses an unknown provider, a short secret and an unreadable delay, all at once', () => {
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'stripe', PAYMENT_CALLBACK_SECRET: 'short', PAYMENT_SANDBOX_DELAY_MS: '2s' }))
      .toThrow(/PAYMENT_PROVIDER[\s\S]*PAYMENT_CALLBACK_SECRET[\s\S]*PAYMENT_SANDBOX_DELAY_MS/);
  });

  it('has no provider when switched off, and signs with a secret of its own when none is given', () => {
    const db = {} as Db;
    expect(paymentProvider({ db, config: { merchantCode: 'DEMO', distDir: '', testMode: false, opsToken: null, payments: { provider: 'off' } } })).toBeNull();
    const own = paymentsConfig(null).callbackSecret;
    expect(own).toMatch(/^[0-9a-f]{64}$/);
    expect(paymentsConfig(undefined).callbackSecret).toBe(own);
    expect(paymentProvider({ db, config: null })?.callbackSecret).toBe(own);
  });
});
