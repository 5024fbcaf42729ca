/**
 * The segmentation half of the solver the security review built (finding
 * H2), made as strong as we could: three cutters tried in turn, each one
 * an attack a captcha must survive.
 * 1. Exact colour: pixels of one RGB value that form a glyph-sized blob.
 * 2. Connectivity: connected components of the ink, minus speckles.
 * 3. Column projection: cut the inked band at the emptiest columns near
 *    the evenly spaced positions (what is left when glyphs touch).
 */
import type { CaptchaPixels } from '../../server/captcha/render';

/** A cut-out piece: a binary bitmap of its bounding box, left to right order by `left`. */
export interface Piece {
  left: number;
  width: number;
  height: number;
  ink: Uint8Array;
}

/**
 * Tuned against the current renderer, as an attacker would: blobs under 50
 * pixels are dropped (isolated dots and specks; every glyph is part of a
 * larger blob), and the text band starts where a column holds 6 pixels
 * more than the noise curves' floor (2 let flourishes beyond the ends pass
 * for text; 6 read the most, 10 and 12 fewer).
 */
const SPECKLE = 50;
const BAND_MARGIN = 6;

const luminance = (p: Uint8Array, i: number) => 0.299 * p[i * 4]! + 0.587 * p[i * 4 + 1]! + 0.114 * p[i * 4 + 2]!;

/** Otsu's threshold over the luminance histogram: the split that best separates ink from paper. */
function otsuInk({ width, height, pixels }: CaptchaPixels): Uint8Array {
  const n = width * height;
  const lum = new Uint8Array(n);
  const histogram = new Array<number>(256).fill(0);
  for (let i = 0; i < n; i++) histogram[(lum[i] = Math.round(luminance(pixels, i)))]!++;
  let [sum, sumBelow, countBelow, best, threshold] = [0, 0, 0, -1, 128];
  for (let t = 0; t < 256; t++) sum += t * histogram[t]!;
  for (let t = 0; t < 256; t++) {
    countBelow += histogram[t]!;
    sumBelow += t * histogram[t]!;
    const countAbove = n - countBelow;
    if (countBelow === 0 || countAbove === 0) continue;
    const between = countBelow * countAbove * (sumBelow / countBelow - (sum - sumBelow) / countAbove) ** 2;
    if (between > best) [best, threshold] = [between, t];
  }
  const ink = new Uint8Array(n);
  for (let i = 0; i < n; i++) ink[i] = lum[i]! <= threshold ? 1 : 0;
  return ink;
}

/** 8-connected components of the set pixels, each a list of pixel indices. */
function components(mask: Uint8Array, width: number, height: number): number[][] {
  const seen = new Uint8Array(mask.length);
  const out: number[][] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const stack = [start];
    const members: number[] = [];
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      members.push(i);
      const [x, y] = [i % width, Math.floor(i / width)];
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (mask[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    out.push(members);
  }
  return out;
}

/** The piece made of the given pixel indices. */
function pieceOf(indices: readonly number[], width: number): Piece {
  let [left, right, top, bottom] = [Infinity, -1, Infinity, -1];
  for (const i of indices) {
    const [x, y] = [i % width, Math.floor(i / width)];
    [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
  }
  const [w, h] = [right - left + 1, bottom - top + 1];
  const ink = new Uint8Array(w * h);
  for (const i of indices) ink[(Math.floor(i / width) - top) * w + (i % width) - left] = 1;
  return { left, width: w, height: h, ink };
}

/** A blob the size of a glyph: tall enough, not spanning the image like a noise curve, not a speckle. */
function glyphSized(piece: Piece, image: CaptchaPixels, pixels: number): boolean {
  return pixels >= 25 && piece.height >= image.height * 0.35 && piece.width <= image.width * 0.45 && piece.width >= 3;
}

/** Cutter 1: group the ink by exact colour. */
function byColour(image: CaptchaPixels, ink: Uint8Array, count: number): Piece[] | null {
  const groups = new Map<number, number[]>();
  const { pixels } = image;
  for (let i = 0; i < ink.length; i++) {
    if (!ink[i]) continue;
    const key = (pixels[i * 4]! << 16) | (pixels[i * 4 + 1]! << 8) | pixels[i * 4 + 2]!;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  }
  const pieces = [...groups.values()]
    .map((indices) => ({ indices, piece: pieceOf(indices, image.width) }))
    .filter(({ indices, piece }) => glyphSized(piece, image, indices.length))
    .map(({ piece }) => piece);
  return pieces.length === count ? pieces.sort((a, b) => a.left - b.left) : null;
}

/** The ink without blobs smaller than a glyph's dot (speckles). */
function withoutSpeckles(ink: Uint8Array, width: number, height: number): { mask: Uint8Array; blobs: number[][] } {
  const mask = new Uint8Array(ink.length);
  const blobs = components(ink, width, height).filter((blob) => blob.length >= SPECKLE);
  for (const blob of blobs) for (const i of blob) mask[i] = 1;
  return { mask, blobs };
}

/** Cutter 2: connected components of the ink. */
function byComponents(image: CaptchaPixels, blobs: number[][], count: number): Piece[] | null {
  const pieces = blobs
    .map((indices) => ({ indices, piece: pieceOf(indices, image.width) }))
    .filter(({ indices, piece }) => glyphSized(piece, image, indices.length))
    .map(({ piece }) => piece);
  return pieces.length === count ? pieces.sort((a, b) => a.left - b.left) : null;
}

/** Cutter 3: the inked band cut at the lowest column counts near evenly spaced positions. */
function byProjection(image: CaptchaPixels, mask: Uint8Array, count: number): Piece[] | null {
  const { width, height } = image;
  const columns = Array.from({ length: width }, (_, x) => {
    let n = 0;
    for (let y = 0; y < height; y++) n += mask[y * width + x]!;
    return n;
  });
  // Noise curves put a few pixels in every column: the band is where columns rise above that floor.
  const floor = [...columns].sort((a, b) => a - b)[Math.floor(width * 0.2)]! + BAND_MARGIN;
  const left = columns.findIndex((n) => n > floor);
  const right = width - 1 - [...columns].reverse().findIndex((n) => n > floor);
  if (left < 0 || right - left < count * 3) return null;
  const smooth = columns.map((_, x) => (columns[x - 1] ?? 0) + 2 * columns[x]! + (columns[x + 1] ?? 0));
  const cuts = [left];
  const span = (right + 1 - left) / count;
  for (let i = 1; i < count; i++) {
    const target = Math.round(left + span * i);
    let best = target;
    for (let x = Math.round(target - span * 0.3); x <= target + span * 0.3; x++) if (smooth[x]! < smooth[best]!) best = x;
    cuts.push(Math.max(best, cuts.at(-1)! + 2));
  }
  cuts.push(right + 1);
  const pieces: Piece[] = [];
  for (let i = 0; i < count; i++) {
    const [x0, x1] = [cuts[i]!, cuts[i + 1]!];
    // Rows where the slice holds more than a curve's crossing: the glyph's own extent.
    const rows = Array.from({ length: height }, (_, y) => {
      let n = 0;
      for (let x = x0; x < x1; x++) n += mask[y * width + x]!;
      return n;
    });
    const inked = rows.map((n, y) => (n >= 2 ? y : -1)).filter((y) => y >= 0);
    const [top, bottom] = [inked[0] ?? 0, inked.at(-1) ?? height - 1];
    const indices: number[] = [];
    for (let y = top; y <= bottom; y++) for (let x = x0; x < x1; x++) if (mask[y * width + x]) indices.push(y * width + x);
    if (indices.length === 0) return null;
    pieces.push(pieceOf(indices, width));
  }
  return pieces;
}

export type Cutter = 'colour' | 'components' | 'projection';

/** The image cut into `count` pieces by the first cutter that yields exactly that many. */
export function segment(image: CaptchaPixels, count: number): { pieces: Piece[]; cutter: Cutter } | null {
  const ink = otsuInk(image);
  const colour = byColour(image, ink, count);
  if (colour) return { pieces: colour, cutter: 'colour' };
  const { mask, blobs } = withoutSpeckles(ink, image.width, image.height);
  const connected = byComponents(image, blobs, count);
  if (connected) return { pieces: connected, cutter: 'components' };
  const projected = byProjection(image, mask, count);
  return projected ? { pieces: projected, cutter: 'projection' } : null;
}
