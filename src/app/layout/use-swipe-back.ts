import { useRef, type TouchEvent } from 'react';
import { SWIPE_BACK_MIN_PX } from '../../config/constants';

/**
 * Spec §2.1: a horizontal swipe over 100 px is a back gesture. Only a
 * rightward swipe that is more horizontal than vertical counts, as on iOS,
 * so vertical scrolling and leftward carousel swipes never navigate.
 */
export function useSwipeBack(onBack: (() => void) | null) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!onBack || !from || !touch) return;
      if (isSwipeBack(touch.clientX - from.x, touch.clientY - from.y)) onBack();
    },
  };
}

export function isSwipeBack(dx: number, dy: number): boolean {
  return dx > SWIPE_BACK_MIN_PX && Math.abs(dx) > Math.abs(dy);
}
