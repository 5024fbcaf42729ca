import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent, act } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './dialog';
import { ConfirmDialog } from './confirm-dialog';
import { askLogin, closeModal, getOpenModal, openModal, BODY_MODAL_CLASS } from './modal-store';
import { takePendingAction } from '../platform/pending-action';

afterEach(() => vi.useRealTimers());

describe('Dialog', () => {
  it('is a native dialog opened as a modal while mounted', () => {
    render(<Dialog title="T" onClose={() => {}}>body</Dialog>);
    const dialog = screen.getByRole('dialog', { name: 'T' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('ignores backdrop clicks in the first 300 ms, then closes on them', () => {
    vi.useFakeTimers({ toFake: ['performance', 'setTimeout', 'Date'] });
    const onClose = vi.fn();
    render(<Dialog title="T" onClose={onClose}>body</Dialog>);
    const backdrop = screen.getByRole('dialog');
    fireEvent.click(backdrop);
    vi.advanceTimersByTime(299);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on clicks inside the panel, nor on the backdrop when told not to', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const onClose = vi.fn();
    const { rerender } = render(<Dialog title="T" onClose={onClose}>body</Dialog>);
    vi.advanceTimersByTime(1000);
    fireEvent.click(screen.getByText('body'));
    expect(onClose).not.toHaveBeenCalled();
    rerender(<Dialog title="T" onClose={onClose} closeOnMask={false}>body</Dialog>);
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells the owner when the browser closes it (Escape)', () => {
    const onClose = vi.fn();
    render(<Dialog title="T" onClose={onClose}>body</Dialog>);
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to the opener when it goes away', () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>open</button>
          {open && <ConfirmDialog text="sure?" onCancel={() => setOpen(false)} onConfirm={() => setOpen(false)} />}
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    screen.getAllByRole('button').at(-1)!.focus();
    fireEvent.click(screen.getAllByRole('button').at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
  it('opened by itself (nothing had focus), it leaves focus on the screen\'s main heading, not on the body', () => {
    function Screen() {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <h1>Trang chủ</h1>
          {open && <Dialog title="Khuyến mãi tháng 11" onClose={() => setOpen(false)}>body</Dialog>}
        </main>
      );
    }
    (document.activeElement as HTMLElement | null)?.blur();
    render(<Screen />);
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).toBeNull();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(heading);
    // focusable from script only: no new tab stop
    expect(heading.getAttribute('tabindex')).toBe('-1');
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

  it('asking for a login opens the login dialog and parks what comes after', () => {
    const then = vi.fn();
    act(() => askLogin(then));
    expect(getOpenModal()).toBe('login');
    expect(document.body.classList.contains(BODY_MODAL_CLASS)).toBe(true);
    expect(takePendingAction()).toBe(then);
    act(() => closeModal());
  });
});
