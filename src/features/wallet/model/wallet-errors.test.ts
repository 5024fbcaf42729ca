import { describe, expect, it } from 'vitest';
import { walletMessage } from './wallet-errors';

const money = (n: number) => `${n}₫`;
const time = (ms: number) => `t${ms}`;

describe('walletMessage', () => {
  it('words limits, PIN attempts and locks with their values', () => {
    expect(walletMessage('wallet.amount.out.of.limit', { min: 1, max: 2 }, money, time)).toEqual({ key: 'wallet.error_amount_limit', params: { min: '1₫', max: '2₫' } });
    expect(walletMessage('funds.password.wrong', { attemptsLeft: 3, lockedUntil: null }, money, time)).toEqual({ key: 'wallet.error_pin_wrong', params: { left: 3 } });
    expect(walletMessage('funds.password.locked', { attemptsLeft: 0, lockedUntil: 5 }, money, time)).toEqual({ key: 'wallet.error_pin_locked', params: { time: 't5' } });
    expect(walletMessage('free_reject', null, money, time)).toEqual({ key: 'errors.free_reject' });
    expect(walletMessage('wallet.deposit.pending.limit', { max: 3 }, money, time)).toEqual({ key: 'wallet.error_pending_limit', params: { max: 3 } });
  });

  it('words the payment provider\'s refusals (docs/decisions/0071)', () => {
    expect(walletMessage('payment.method.off', { method: 'MOMO' }, money, time)).toEqual({ key: 'wallet.error_method_off' });
    expect(walletMessage('payment.card.face.value', null, money, time)).toEqual({ key: 'wallet.error_face_value' });
    expect(walletMessage('payment.card.used', null, money, time)).toEqual({ key: 'wallet.error_card_used' });
    expect(walletMessage('payment.provider.failed', null, money, time)).toEqual({ key: 'wallet.error_provider' });
  });

  it('leaves other errors to the generic text', () => {
    expect(walletMessage('system.error', null, money, time)).toBeNull();
    expect(walletMessage(null, null, money, time)).toBeNull();
  });
});
