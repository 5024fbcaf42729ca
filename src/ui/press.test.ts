import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPress, SPEC_PRESS } from './press';

describe('the press helper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = (long?: () => void) => {
    const looks: boolean[] = [];
    const press = createPress({ onPressedChange: (on) => looks.push(on), onLongPress: long });
    return { press, looks };
  };

  it('uses the spec timings', () => {
    expect(SPEC_PRESS).toEqual({ pressDelay: 130, longPress: 370, releaseDelay: 100, cancelMovePx: 30 });
  });

  it('shows the pressed look only after 130 ms, and keeps it 100 ms after release', () => {
    const { press, looks } = make();
    press.down(10, 10);
    vi.advanceTimersByTime(129);
    expect(looks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(looks).toEqual([true]);
    press.up();
    vi.advanceTimersByTime(99);
    expect(looks).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(looks).toEqual([true, false]);
    expect(press.shouldActivate()).toBe(true);
  });

  it('a quick tap still flashes the pressed look and activates', () => {
    const { press, looks } = make();
    press.down(0, 0);
    vi.advanceTimersByTime(40);
    press.up();
    expect(looks).toEqual([true]);
    vi.advanceTimersByTime(100);
    expect(looks).toEqual([true, false]);
    expect(press.shouldActivate()).toBe(true);
  });

  it('a move beyond 30 px cancels: no pressed look, no activation', () => {
    const { press, looks } = make();
    press.down(0, 0);
    press.move(0, 30);
    vi.advanceTimersByTime(50);
    press.move(0, 31);
    vi.advanceTimersByTime(500);
    press.up();
    expect(looks).toEqual([]);
    expect(press.shouldActivate()).toBe(false);
    // the next gesture starts clean
    press.down(0, 0);
    press.up();
    expect(press.shouldActivate()).toBe(true);
  });

  it('a cancel after the pressed look shows removes it', () => {
    const { press, looks } = make();
    press.down(0, 0);
    vi.advanceTimersByTime(200);
    press.cancel();
    expect(looks).toEqual([true, false]);
    expect(press.shouldActivate()).toBe(false);
  });

  it('held 370 ms it is a long press, and the click after it does not activate', () => {
    const long = vi.fn();
    const { press } = make(long);
    press.down(0, 0);
    vi.advanceTimersByTime(369);
    expect(long).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(long).toHaveBeenCalledOnce();
    press.up();
    expect(press.shouldActivate()).toBe(false);
  });

  it('without a long-press handler, a long hold is an ordinary press', () => {
    const { press } = make();
    press.down(0, 0);
    vi.advanceTimersByTime(2000);
    press.up();
    expect(press.shouldActivate()).toBe(true);
  });

  it('a keyboard click always activates, and a hover-out without a press spoils nothing', () => {
    const { press } = make();
    press.cancel();
    expect(press.shouldActivate()).toBe(true);
    press.down(0, 0);
    press.move(100, 0);
    expect(press.shouldActivate(true)).toBe(true);
  });
});
