/**
 * The install sheet's shortcut icons (deposit, promotions, message centre):
 * a gold glyph on the app's dark rounded tile, drawn like the app mark
 * (icon-art.ts): geometry in centred units (-1..1 spans the icon), later
 * shapes over earlier ones, 4x supersampled.
 */
import { COLORS, distanceToSegment, hexToRgb, insidePolygon, insideRoundedSquare, type Point } from './icon-art';

type Shape =
  | { kind: 'polygon'; points: readonly Point[]; color: string }
  | { kind: 'line'; from: Point; to: Point; width: number; color: string }
  | { kind: 'circle'; centre: Point; radius: number; color: string };

/** An axis-aligned rectangle as a polygon. */
function box(left: number, top: number, right: number, bottom: number): readonly Point[] {
  return [[left, top], [right, top], [right, bottom], [left, bottom]];
}

/** A wallet: body, its flap's seam, a clasp with a stud. */
const DEPOSIT: readonly Shape[] = [
  { kind: 'polygon', points: box(-0.62, -0.38, 0.62, 0.5), color: COLORS.gold },
  { kind: 'polygon', points: [[-0.62, -0.38], [0.3, -0.62], [0.42, -0.38]], color: COLORS.light },
  { kind: 'line', from: [-0.62, -0.2], to: [0.62, -0.2], width: 0.07, color: COLORS.background },
  { kind: 'polygon', points: box(0.22, -0.02, 0.7, 0.3), color: COLORS.deep },
  { kind: 'circle', centre: [0.4, 0.14], radius: 0.08, color: COLORS.background },
];

/** A gift: box, lid, ribbon and bow. */
const PROMOTIONS: readonly Shape[] = [
  { kind: 'polygon', points: box(-0.52, -0.08, 0.52, 0.6), color: COLORS.gold },
  { kind: 'polygon', points: box(-0.64, -0.32, 0.64, -0.08), color: COLORS.shade },
  { kind: 'polygon', points: box(-0.09, -0.32, 0.09, 0.6), color: COLORS.light },
  { kind: 'polygon', points: [[0, -0.32], [-0.42, -0.66], [-0.34, -0.32]], color: COLORS.light },
  { kind: 'polygon', points: [[0, -0.32], [0.42, -0.66], [0.34, -0.32]], color: COLORS.light },
  { kind: 'line', from: [-0.52, -0.08], to: [0.52, -0.08], width: 0.05, color: COLORS.background },
];

/** An envelope: the letter and its flap's fold. */
const MESSAGES: readonly Shape[] = [
  { kind: 'polygon', points: box(-0.66, -0.44, 0.66, 0.44), color: COLORS.gold },
  { kind: 'polygon', points: [[-0.66, -0.44], [0.66, -0.44], [0, 0.08]], color: COLORS.light },
  { kind: 'line', from: [-0.62, -0.4], to: [0, 0.08], width: 0.07, color: COLORS.background },
  { kind: 'line', from: [0.62, -0.4], to: [0, 0.08], width: 0.07, color: COLORS.background },
];

export const SHORTCUT_GLYPHS = { deposit: DEPOSIT, promotions: PROMOTIONS, messages: MESSAGES } as const;
export type ShortcutGlyph = keyof typeof SHORTCUT_GLYPHS;

/** Size of the glyph relative to the tile, and the tile's corner radius (as the launcher icon's). */
const SCALE = 0.86;
const CORNER_RADIUS = 0.2;

/** Centred units to the unit square. */
function place([x, y]: Point): Point {
  return [0.5 + 0.5 * SCALE * x, 0.5 + 0.5 * SCALE * y];
}

/** Straight RGBA pixels of a shortcut icon at `size` x `size`. */
export function renderShortcutIcon(glyph: ShortcutGlyph, size: number, samples = 4): Uint8Array {
  const background = hexToRgb(COLORS.background);
  const shapes = SHORTCUT_GLYPHS[glyph].map((shape) => {
    const rgb = hexToRgb(shape.color);
    if (shape.kind === 'polygon') return { hit: (x: number, y: number) => insidePolygon(x, y, shape.points.map(place)), rgb };
    if (shape.kind === 'line') {
      const from = place(shape.from);
      const to = place(shape.to);
      const half = (shape.width * SCALE) / 4;
      return { hit: (x: number, y: number) => distanceToSegment(x, y, from, to) <= half, rgb };
    }
    const [cx, cy] = place(shape.centre);
    const radius = (shape.radius * SCALE) / 2;
    return { hit: (x: number, y: number) => Math.hypot(x - cx, y - cy) <= radius, rgb };
  });
  // Topmost shape first, so a sample takes the colour of the last one drawn over it.
  const topFirst = [...shapes].reverse();
  const sample = (x: number, y: number): readonly [number, number, number] | null => {
    if (!insideRoundedSquare(x, y, CORNER_RADIUS)) return null;
    return topFirst.find((shape) => shape.hit(x, y))?.rgb ?? background;
  };

  const pixels = new Uint8Array(size * size * 4);
  const step = 1 / (size * samples);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const rgb = sample((px * samples + sx + 0.5) * step, (py * samples + sy + 0.5) * step);
          if (!rgb) continue;
          sum[0]! += rgb[0];
          sum[1]! += rgb[1];
          sum[2]! += rgb[2];
          covered++;
        }
      }
      if (covered === 0) continue;
      const i = (py * size + px) * 4;
      pixels[i] = Math.round(sum[0]! / covered);
      pixels[i + 1] = Math.round(sum[1]! / covered);
      pixels[i + 2] = Math.round(sum[2]! / covered);
      pixels[i + 3] = Math.round((255 * covered) / (samples * samples));
    }
  }
  return pixels;
}
