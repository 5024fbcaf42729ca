import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, act } from '@testing-library/react';
import { Toaster } from './toaster';
import { toast } from './toast-store';
import { TOAST_MS } from '../config/constants';

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
});
