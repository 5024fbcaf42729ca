import { useEffect, useState } from 'react';

/**
 * How long the player must leave the screen alone before the notice popup
 * may appear: a dialog must not land under a finger that is about to tap
 * (it came ~1.4 s after load, over whatever was being tapped).
 */
export const NOTICE_POPUP_QUIET_MS = 1500;

const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;
// never touched yet: quiet (no finger to land under)
let lastInputAt = -Infinity;
let watching = false;

function noteInput(): void {
  lastInputAt = performance.now();
}

/** Starts noting the player's input (once per page; capture, passive: costs nothing to scrolling). */
export function watchInput(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  for (const type of INPUT_EVENTS) window.addEventListener(type, noteInput, { capture: true, passive: true });
}

/** Milliseconds until the screen has been left alone for `quietMs` (0: it has). */
export function msUntilQuiet(quietMs: number, now: number = performance.now()): number {
  return Math.max(0, lastInputAt + quietMs - now);
}

/**
 * True once `armed` (there is something to show) and the player has not
 * touched the screen for `quietMs`; stays true after that, so a later tap
 * does not take the dialog away again.
 */
export function useInputQuiet(quietMs: number, armed: boolean): boolean {
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (quiet || !armed) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const wait = msUntilQuiet(quietMs);
      if (wait === 0) setQuiet(true);
      else timer = setTimeout(check, wait);
    };
    timer = setTimeout(check, msUntilQuiet(quietMs));
    return () => clearTimeout(timer);
  }, [quiet, armed, quietMs]);
  return quiet;
}
