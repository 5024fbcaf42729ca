import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, act } from '@testing-library/react';
import { Toaster } from './toaster';
import { toast } from './toast-store';
import { TOAST_MS } from '../config/constants';
import { Dialog } from './dialog';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('hide a short toast after 3 s and a long one after 8 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.short('short one');
      toast.long('long one');
    });
    expect(screen.getByText('short one')).toBeTruthy();
    act(() => { vi.advanceTimersByTime(TOAST_MS.short); });
    expect(screen.queryByText('short one')).toBeNull();
    expect(screen.getByText('long one')).toBeTruthy();
    act(() => { vi.advanceTimersByTime(TOAST_MS.long - TOAST_MS.short); });
    expect(screen.queryByText('long one')).toBeNull();
  });

  it('keeps one loading toast, replaced by the next, until hidden', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    let second = 0;
    act(() => {
      toast.loading('first');
      second = toast.loading('second');
    });
    expect(screen.queryByText('first')).toBeNull();
    act(() => { vi.advanceTimersByTime(60_000); });
    expect(screen.getByText('second')).toBeTruthy();
    act(() => toast.hide(second));
    expect(screen.queryByText('second')).toBeNull();
  });

  // an open modal leaves the rest of the page out of the accessibility tree: the live region must be inside it to be heard
  it('live inside the open modal dialog, and back in their own box when it closes', () => {
    const view = render(<Toaster />);
    const region = document.querySelector<HTMLElement>('.toaster')!;
    const home = region.parentElement;
    view.rerender(<><Toaster /><Dialog title="Login" onClose={() => {}}>form</Dialog></>);
    expect(screen.getByRole('dialog', { name: 'Login' }).contains(region)).toBe(true);
    act(() => { toast.error('refused'); });
    expect(screen.getByRole('dialog', { name: 'Login' }).contains(screen.getByText('refused'))).toBe(true);
    view.rerender(<Toaster />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(region.parentElement).toBe(home);
    expect(home?.contains(screen.getByText('refused'))).toBe(true);
  });

  it('stay in the later dialog when an earlier one closes first, and go home when the last closes', () => {
    const view = render(<><Toaster /><Dialog title="A" onClose={() => {}}>a</Dialog></>);
    const region = document.querySelector<HTMLElement>('.toaster')!;
    view.rerender(<><Toaster /><Dialog title="A" onClose={() => {}}>a</Dialog><Dialog title="B" onClose={() => {}}>b</Dialog></>);
    expect(screen.getByRole('dialog', { name: 'B' }).contains(region)).toBe(true);
    view.rerender(<><Toaster /><Dialog title="B" onClose={() => {}}>b</Dialog></>);
    expect(screen.getByRole('dialog', { name: 'B' }).contains(region)).toBe(true);
    view.rerender(<Toaster />);
    expect(region.isConnected).toBe(true);
    expect(region.parentElement?.className).toBe('toasts');
  });

  // the toaster mounts after the first paint: a dialog may already be open (the notice popup, a toast raised before it)
  it('go into a dialog that opened before the toaster mounted, and home when it closes', () => {
    act(() => { toast.error('raised early'); });
    const view = render(<Dialog title="Notice" onClose={() => {}}>n</Dialog>);
    expect(document.querySelector('.toaster')).toBeNull();
    view.rerender(<><Dialog title="Notice" onClose={() => {}}>n</Dialog><Toaster /></>);
    const region = document.querySelector<HTMLElement>('.toaster')!;
    expect(screen.getByRole('dialog', { name: 'Notice' }).contains(region)).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Notice' }).contains(screen.getByText('raised early'))).toBe(true);
    view.rerender(<Toaster />);
    expect(region.parentElement?.className).toBe('toasts');
  });
});
