/**
 * The app mark, described once as geometry and drawn two ways: rasterised
 * (4x supersampled, then averaged, for smooth edges) and as SVG.
 *
 * The mark is a cut gem: a crown (three facets) over a pavilion (three
 * facets), gold with a lighter facet where the light falls, the facets
 * parted by grooves in the background colour. Coordinates are centred:
 * -1..1 spans the whole icon.
 */

export const COLORS = {
  background: '#0e1117',
  gold: '#f5b942',
  light: '#ffe29a',
  shade: '#e0a232',
  deep: '#c98b22',
} as const;

export type Point = readonly [number, number];

interface Facet {
  points: readonly Point[];
  color: string;
}

interface Groove {
  from: Point;
  to: Point;
}

// Outline: table corners A, B; girdle corners D, C; girdle facet points P, Q; culet E.
const A: Point = [-0.4, -0.56];
const B: Point = [0.4, -0.56];
const C: Point = [0.78, -0.24];
const D: Point = [-0.78, -0.24];
const P: Point = [-0.26, -0.24];
const Q: Point = [0.26, -0.24];
const E: Point = [0, 0.56];

const FACETS: readonly Facet[] = [
  { points: [D, A, P], color: COLORS.light },
  { points: [A, B, Q, P], color: COLORS.gold },
  { points: [B, C, Q], color: COLORS.shade },
  { points: [D, P, E], color: COLORS.gold },
  { points: [P, Q, E], color: COLORS.shade },
  { points: [Q, C, E], color: COLORS.deep },
];

const GROOVES: readonly Groove[] = [
  { from: D, to: C },
  { from: A, to: P },
  { from: B, to: Q },
  { from: P, to: E },
  { from: Q, to: E },
];

/**
 * How one output draws the mark. `scale` 0.8 keeps the farthest corner of
 * the gem (0.82 from the centre) at 0.66 of the half-size: inside the
 * maskable safe zone (a circle of 0.8), so one scale serves every icon.
 */
export interface Variant {
  /** Size of the mark relative to the icon. */
  scale: number;
  /** Groove width in centred units (before scaling). */
  groove: number;
  /** Corner radius of the background as a fraction of the size; 0 = full bleed. */
  cornerRadius: number;
}

export const VARIANTS = {
  /** Launcher icons with purpose "any": a rounded tile. */
  standard: { scale: 0.8, groove: 0.045, cornerRadius: 0.2 },
  /** Full bleed: the platform cuts its own shape (maskable, iOS). */
  fullBleed: { scale: 0.8, groove: 0.045, cornerRadius: 0 },
  /** Browser tabs: bigger mark, thicker grooves, so it still reads at 16-32 px. */
  favicon: { scale: 0.96, groove: 0.08, cornerRadius: 0.18 },
} as const satisfies Record<string, Variant>;

export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** Centred coordinates to the unit square (0..1). */
function place(point: Point, variant: Variant): Point {
  return [0.5 + 0.5 * variant.scale * point[0], 0.5 + 0.5 * variant.scale * point[1]];
}

export function insidePolygon(x: number, y: number, points: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function distanceToSegment(x: number, y: number, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

export function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  if (x < 0 || x > 1 || y < 0 || y > 1) return false;
  if (radius <= 0) return true;
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** Straight RGBA pixels of the mark at `size` x `size`, `samples`² samples per pixel. */
export function renderIcon(size: number, variant: Variant, samples = 4): Uint8Array {
  const background = hexToRgb(COLORS.background);
  const facets = FACETS.map((f) => ({ points: f.points.map((p) => place(p, variant)), rgb: hexToRgb(f.color) }));
  const grooves = GROOVES.map((g) => ({ from: place(g.from, variant), to: place(g.to, variant) }));
  const halfGroove = (variant.groove * variant.scale) / 4; // centred units span 2, so /2 for the unit square and /2 for half the width

  // Colour of one sample, or null outside the background tile.
  const sample = (x: number, y: number): readonly [number, number, number] | null => {
    if (!insideRoundedSquare(x, y, variant.cornerRadius)) return null;
    if (grooves.some((g) => distanceToSegment(x, y, g.from, g.to) <= halfGroove)) return background;
    const facet = facets.find((f) => insidePolygon(x, y, f.points));
    return facet ? facet.rgb : background;
  };

  const pixels = new Uint8Array(size * size * 4);
  const step = 1 / (size * samples);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const rgb = sample((px * samples + sx + 0.5) * step, (py * samples + sy + 0.5) * step);
          if (!rgb) continue;
          r += rgb[0];
          g += rgb[1];
          b += rgb[2];
          covered++;
        }
      }
      const i = (py * size + px) * 4;
      if (covered > 0) {
        // Averaging only covered samples keeps edge colours straight (not darkened by transparent ones).
        pixels[i] = Math.round(r / covered);
        pixels[i + 1] = Math.round(g / covered);
        pixels[i + 2] = Math.round(b / covered);
        pixels[i + 3] = Math.round((255 * covered) / (samples * samples));
      }
    }
  }
  return pixels;
}

/** The same mark as SVG, on a 0..100 canvas. */
export function renderSvg(variant: Variant): string {
  const n = (value: number) => Number((value * 100).toFixed(2)).toString();
  const xy = (p: Point) => {
    const [x, y] = place(p, variant);
    return `${n(x)} ${n(y)}`;
  };
  const radius = variant.cornerRadius > 0 ? ` rx="${n(variant.cornerRadius)}"` : '';
  const facets = FACETS.map((f) => `  <path fill="${f.color}" d="M${f.points.map(xy).join('L')}Z"/>`);
  const grooves = GROOVES.map((g) => `M${xy(g.from)}L${xy(g.to)}`).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    `  <rect width="100" height="100"${radius} fill="${COLORS.background}"/>`,
    ...facets,
    `  <path fill="none" stroke="${COLORS.background}" stroke-width="${n((variant.groove * variant.scale) / 2)}" stroke-linecap="round" d="${grooves}"/>`,
    '</svg>',
    '',
  ].join('\n');
}
