import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useInputQuiet, watchInput } from './input-quiet';

function Probe({ armed }: { armed: boolean }) {
  return <p>{useInputQuiet(1500, armed) ? 'quiet' : 'busy'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the notice popup waits for a quiet screen', () => {
  it('holds while the player keeps tapping, then turns quiet 1.5 s after the last tap and stays so', () => {
    vi.useFakeTimers();
    watchInput();
    const view = render(<Probe armed />);
    const tap = () => window.dispatchEvent(new Event('pointerdown'));
    act(() => { tap(); });
    for (let i = 0; i < 5; i++) {
      act(() => { vi.advanceTimersByTime(1000); });
      act(() => { tap(); });
      expect(view.getByText('busy')).toBeTruthy();
    }
    act(() => { vi.advanceTimersByTime(1400); });
    expect(view.getByText('busy')).toBeTruthy();
    act(() => { vi.advanceTimersByTime(200); });
    expect(view.getByText('quiet')).toBeTruthy();
    act(() => { tap(); });
    act(() => { vi.advanceTimersByTime(10); });
    expect(view.getByText('quiet')).toBeTruthy();
  });
  it('does not count until there is something to show', () => {
    vi.useFakeTimers();
    watchInput();
    const view = render(<Probe armed={false} />);
    act(() => { window.dispatchEvent(new Event('pointerdown')); });
    act(() => { vi.advanceTimersByTime(5000); });
    expect(view.getByText('busy')).toBeTruthy();
    view.rerender(<Probe armed />);
    act(() => { vi.advanceTimersByTime(1); });
    expect(view.getByText('quiet')).toBeTruthy();
  });
});
