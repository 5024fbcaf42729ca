import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent, act } from '@testing-library/react';
import { Dialog } from './dialog';
import { closeModal, getOpenModal, openModal, BODY_MODAL_CLASS } from './modal-store';

afterEach(() => vi.useRealTimers());

describe('Dialog', () => {
  it('ignores mask clicks in the first 300 ms, then closes on them', () => {
    vi.useFakeTimers({ toFake: ['performance', 'setTimeout', 'Date'] });
    const onClose = vi.fn();
    render(<Dialog title="T" onClose={onClose}>body</Dialog>);
    fireEvent.click(screen.getByTestId('dialog-mask'));
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(299);
    fireEvent.click(screen.getByTestId('dialog-mask'));
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    fireEvent.click(screen.getByTestId('dialog-mask'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on clicks inside the panel', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const onClose = vi.fn();
    render(<Dialog title="T" onClose={onClose}>body</Dialog>);
    vi.advanceTimersByTime(1000);
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('exclusive modals', () => {
  it('keeps one of login, register and forget open, with the body class', () => {
    act(() => openModal('login'));
    expect(getOpenModal()).toBe('login');
    expect(document.body.classList.contains(BODY_MODAL_CLASS)).toBe(true);
    act(() => openModal('register'));
    expect(getOpenModal()).toBe('register');
    act(() => closeModal());
    expect(getOpenModal()).toBeNull();
    expect(document.body.classList.contains(BODY_MODAL_CLASS)).toBe(false);
  });
});
