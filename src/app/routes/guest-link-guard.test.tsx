import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useGuestLinkGuard } from './guest-link-guard';
import { continueAfterLogin } from '../after-login';
import { clearSession, setSession } from '../../platform/session';
import { closeModal, getOpenModal } from '../../ui/modal-store';

function Page() {
  useGuestLinkGuard();
  return (
    <>
      <a href="/m/voucherCenter">deposit</a>
      <a href="/m/help">help</a>
    </>
  );
}

const settle = () => act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));

let stop: () => void = () => {};
afterEach(() => {
  stop();
  act(() => closeModal());
  clearSession();
  window.history.replaceState(null, '', '/');
});

describe('useGuestLinkGuard', () => {
  it('a guest tapping deposit gets the login dialog here, and deposit opens after login', async () => {
    stop = continueAfterLogin();
    window.history.replaceState(null, '', '/m/slot-games');
    render(<Page />);
    const click = fireEvent.click(screen.getByText('deposit'));
    expect(click).toBe(false); // the link did not navigate
    expect(getOpenModal()).toBe('login');
    expect(window.location.pathname).toBe('/m/slot-games');
    act(() => setSession({ token: 't', userName: 'demomember', type: 0, merchantCode: 'm' }));
    await settle();
    expect(window.location.pathname).toBe('/m/voucherCenter');
  });

  it('leaves other links and members alone', () => {
    render(<Page />);
    expect(fireEvent.click(screen.getByText('help'))).toBe(true);
    act(() => setSession({ token: 't', userName: 'demomember', type: 0, merchantCode: 'm' }));
    expect(fireEvent.click(screen.getByText('deposit'))).toBe(true);
    expect(getOpenModal()).toBeNull();
  });
});
