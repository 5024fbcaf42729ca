/**
 * A payline drawn over the window: the polyline through the centre of the
 * cell it crosses on each reel, in a viewBox of `reels` × `rows` units (one
 * per cell), so it scales with the grid at any width.
 */
export function linePoints(rows: readonly number[]): string {
  return rows.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ');
}

/** Colours that tell overlapping lines apart on the dark reels. */
const LINE_COLOURS = ['#ffd24a', '#4be6ee', '#ff6cc8', '#7be04f', '#ff9a3c', '#b07cff', '#ffffff'] as const;

export function lineColour(line: number): string {
  return LINE_COLOURS[line % LINE_COLOURS.length]!;
}
