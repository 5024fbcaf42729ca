import { useEffect, useState, type MouseEvent, type PointerEvent } from 'react';
import { createPress, SPEC_PRESS, type PressTiming } from './press';

/**
 * The spec's press helper for anything tappable (game tiles, banners):
 * spread `handlers` on the element, style `pressed` (also given as
 * data-pressed). `onPress` runs on a click that is a real tap or a key
 * press; a finger that moved more than 30 px (a scroll) launches nothing.
 */
export function usePress(onPress: () => void, options: { onLongPress?: () => void; timing?: PressTiming } = {}) {
  const [pressed, setPressed] = useState(false);
  const timing = options.timing ?? SPEC_PRESS;
  // one gesture controller for the element's life, given the latest long-press handler after each render
  const [press] = useState(() => createPress({ onPressedChange: setPressed }, timing));
  useEffect(() => press.setLongPress(options.onLongPress));
  useEffect(() => () => press.dispose(), [press]);
  return {
    pressed,
    handlers: {
      'data-pressed': pressed || undefined,
      onPointerDown: (e: PointerEvent) => e.isPrimary && press.down(e.clientX, e.clientY),
      onPointerMove: (e: PointerEvent) => e.isPrimary && press.move(e.clientX, e.clientY),
      onPointerUp: (e: PointerEvent) => e.isPrimary && press.up(),
      onPointerCancel: () => press.cancel(),
      onPointerLeave: (e: PointerEvent) => e.pointerType === 'mouse' && press.cancel(),
      onClick: (e: MouseEvent) => {
        if (press.shouldActivate(e.detail === 0)) onPress();
        else e.preventDefault();
      },
    },
  };
}
