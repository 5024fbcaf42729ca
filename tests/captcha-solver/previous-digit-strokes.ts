/** The digit strokes of the previous renderer (previous-renderer.ts), kept verbatim. */
/** A point in a glyph's unit box: u to the right, v downwards, both 0..1. */
export type Point = readonly [number, number];

/** Points along an elliptic arc (angles in turns, 0 = right, 0.25 = down). */
function arc(cu: number, cv: number, ru: number, rv: number, from: number, to: number, steps = 14): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = (from + ((to - from) * i) / steps) * Math.PI * 2;
    return [cu + ru * Math.cos(angle), cv + rv * Math.sin(angle)] as const;
  });
}

/**
 * Hand-drawn digits as polylines (one or more per digit). Vector strokes,
 * unlike a bitmap font, come out different at every size, width, rotation
 * and warp, so there is no fixed template to match pieces against.
 */
export const DIGIT_STROKES: Record<string, readonly (readonly Point[])[]> = {
  '0': [arc(0.5, 0.5, 0.45, 0.48, 0, 1, 24)],
  '1': [[[0.2, 0.25], [0.55, 0.02], [0.55, 0.98]], [[0.25, 0.98], [0.85, 0.98]]],
  '2': [[...arc(0.5, 0.28, 0.4, 0.26, 0.5, 1.05), [0.08, 0.98], [0.95, 0.98]]],
  '3': [[...arc(0.48, 0.26, 0.38, 0.24, 0.55, 1.25), ...arc(0.48, 0.74, 0.42, 0.26, 0.75, 1.45)]],
  '4': [[[0.72, 0.98], [0.72, 0.02], [0.05, 0.7], [0.98, 0.7]]],
  '5': [[[0.9, 0.02], [0.2, 0.02], [0.14, 0.45], ...arc(0.5, 0.66, 0.42, 0.32, 0.68, 1.4)]],
  '6': [[...arc(0.6, 0.4, 0.42, 0.4, 0.75, 0.5, 8), ...arc(0.5, 0.7, 0.4, 0.28, 0.5, 1.5, 20)]],
  '7': [[[0.04, 0.02], [0.96, 0.02], [0.38, 0.98]], [[0.3, 0.5], [0.8, 0.5]]],
  '8': [arc(0.5, 0.25, 0.34, 0.23, 0.25, 1.25, 18), arc(0.5, 0.73, 0.42, 0.26, 0.75, 1.75, 20)],
  '9': [[...arc(0.5, 0.3, 0.4, 0.28, 0, 1, 20), ...arc(0.4, 0.6, 0.5, 0.4, 0, 0.25, 8)]],
};
