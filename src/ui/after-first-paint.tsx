import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '../platform/after-load';

/**
 * Renders its children after the first paint, in a turn of their own (see
 * afterPaintTurn); only this subtree renders then, not its parent. For
 * blocks whose late arrival moves nothing that is already on screen.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? <>{children}</> : null;
}
