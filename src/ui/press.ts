import { TOUCH } from '../config/constants';

export interface PressTiming {
  /** The pressed look shows only after this long, so a finger that starts a scroll does not flash the tile. */
  pressDelay: number;
  /** Held this long, the press becomes a long press. */
  longPress: number;
  /** The pressed look stays this long after release, so a quick tap is seen. */
  releaseDelay: number;
  /** A finger moving further than this is scrolling, not pressing. */
  cancelMovePx: number;
}

/** The spec's press helper: delay 130 ms, long press 370 ms, release 100 ms, cancel beyond 30 px. */
export const SPEC_PRESS: PressTiming = {
  pressDelay: TOUCH.pressDelay,
  longPress: TOUCH.longPress,
  releaseDelay: TOUCH.releaseDelay,
  cancelMovePx: TOUCH.cancelMovePx,
};

export interface PressCallbacks {
  /** The pressed look on or off. */
  onPressedChange: (pressed: boolean) => void;
  /** Held past the long-press time without moving (then no click follows). */
  onLongPress?: () => void;
}

/**
 * A press gesture, free of any framework: pointer events in, the pressed
 * look and long press out, and `shouldActivate` tells the click handler
 * whether the click that ends the gesture is a real tap (not after a move
 * past 30 px, a cancel by the browser's scroll, or a long press).
 */
export function createPress(callbacks: PressCallbacks, timing: PressTiming = SPEC_PRESS) {
  let start: { x: number; y: number } | null = null;
  let shown = false;
  let spoiled = false;
  let timers: ReturnType<typeof setTimeout>[] = [];
  const clear = () => {
    for (const t of timers) clearTimeout(t);
    timers = [];
  };
  const show = (on: boolean) => {
    if (shown === on) return;
    shown = on;
    callbacks.onPressedChange(on);
  };
  const cancel = () => {
    if (!start) return;
    clear();
    start = null;
    spoiled = true;
    show(false);
  };
  return {
    down(x: number, y: number) {
      clear();
      start = { x, y };
      spoiled = false;
      timers.push(setTimeout(() => show(true), timing.pressDelay));
      if (callbacks.onLongPress) {
        timers.push(
          setTimeout(() => {
            spoiled = true;
            callbacks.onLongPress?.();
          }, timing.longPress),
        );
      }
    },
    move(x: number, y: number) {
      if (!start) return;
      if (Math.hypot(x - start.x, y - start.y) > timing.cancelMovePx) cancel();
    },
    up() {
      if (!start) return;
      clear();
      start = null;
      // a tap shorter than the press delay still shows the pressed look, briefly
      show(true);
      timers.push(setTimeout(() => show(false), timing.releaseDelay));
    },
    cancel,
    /**
     * Called from the click handler: false for the click that ends a moved,
     * cancelled or long press. A keyboard click (no pointer) always counts.
     */
    shouldActivate(fromKeyboard = false): boolean {
      const ok = fromKeyboard || !spoiled;
      spoiled = false;
      return ok;
    },
    /** A new long-press handler (or none) for the next gestures. */
    setLongPress(handler: (() => void) | undefined) {
      callbacks.onLongPress = handler;
    },
    dispose() {
      clear();
    },
  };
}

export type Press = ReturnType<typeof createPress>;
