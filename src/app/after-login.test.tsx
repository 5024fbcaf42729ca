import { afterEach, describe, expect, it, vi } from 'vitest';
import { continueAfterLogin } from './after-login';
import { clearSession, setSession } from '../platform/session';
import { askLogin, closeModal, openModal } from '../ui/modal-store';

const member = { token: 't', userName: 'demomember', type: 0, merchantCode: 'm' };
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

let stop: () => void = () => {};
afterEach(() => {
  stop();
  closeModal();
  clearSession();
});

describe('continueAfterLogin', () => {
  it('runs what the guest tapped once they log in, once', async () => {
    stop = continueAfterLogin();
    const launch = vi.fn();
    askLogin(launch);
    setSession(member);
    closeModal();
    await settle();
    expect(launch).toHaveBeenCalledTimes(1);
    clearSession();
    setSession(member);
    await settle();
    expect(launch).toHaveBeenCalledTimes(1);
  });

  it('keeps the action when the guest switches to register, drops it when they give up', async () => {
    stop = continueAfterLogin();
    const kept = vi.fn();
    askLogin(kept);
    openModal('register');
    setSession(member);
    await settle();
    expect(kept).toHaveBeenCalledTimes(1);

    clearSession();
    const dropped = vi.fn();
    askLogin(dropped);
    closeModal();
    setSession(member);
    await settle();
    expect(dropped).not.toHaveBeenCalled();
  });
});
