/**
 * Capital letters and digits drawn as strokes, for the generated artwork.
 * Text in an SVG image makes the browser load and shape fonts on the main
 * thread for every image (a lobby shows dozens); strokes are plain paths
 * (docs/decisions/0009-boot-data-in-the-page.md).
 *
 * Glyphs live on a 4×6 grid (x right, y down); "|" separates strokes.
 */
const GLYPHS: Record<string, string> = {
  A: '0,6 0,2 2,0 4,2 4,6|0,3.5 4,3.5',
  B: '0,0 0,6 3,6 4,5 4,4 3,3 0,3|0,0 3,0 4,1 4,2 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2,6 4,4 4,2 2,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2,3',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  I: '1,0 3,0|2,0 2,6|1,6 3,6',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,4|1,3 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  O: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2,4 4,6',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,3 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  '0': '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|4,1 0,5',
  '1': '1,1 2,0 2,6|1,6 3,6',
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 4,4 4,5 3,6 1,6 0,5|1,3 3,3',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0,0 0,3 3,3 4,4 4,5 3,6 0,6',
  '6': '3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 1,6',
  '8': '1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6',
  '?': '0,1 1,0 3,0 4,1 4,2 2,3 2,4|2,5.8 2,6',
};
const ADVANCE = 6;
const WIDTH = 4;
const HEIGHT = 6;

/** How wide `text` is when drawn `size` units high (for fitting it in a box). */
export function strokeWidthOf(text: string, size: number): number {
  const count = [...drawable(text)].length;
  return count === 0 ? 0 : ((count - 1) * ADVANCE + WIDTH) * size / HEIGHT;
}

/** The characters that can be drawn; anything else is dropped. */
export function drawable(text: string): string {
  return [...text.toUpperCase()].filter((c) => c in GLYPHS).join('');
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * One <path> drawing `text` centred on (cx, cy), capitals `size` units high.
 * `weight` overrides the stroke width (a wider dark copy underneath makes an
 * outline, the lettering of a logo).
 */
export function strokeText(text: string, cx: number, cy: number, size: number, colour: string, opacity = 1, weight?: number): string {
  const chars = [...drawable(text)];
  if (chars.length === 0) return '';
  const scale = size / HEIGHT;
  const left = cx - ((chars.length - 1) * ADVANCE + WIDTH) * scale / 2;
  const top = cy - size / 2;
  const d = chars
    .flatMap((c, i) =>
      GLYPHS[c]!.split('|').map((stroke) =>
        stroke
          .split(' ')
          .map((point, j) => {
            const [x, y] = point.split(',').map(Number) as [number, number];
            return `${j === 0 ? 'M' : 'L'}${round(left + (i * ADVANCE + x) * scale)} ${round(top + y * scale)}`;
          })
          .join(''),
      ),
    )
    .join('');
  const width = round(weight ?? Math.max(1.5, size / 7));
  const alpha = opacity === 1 ? '' : ` stroke-opacity="${opacity}"`;
  return `<path d="${d}" fill="none" stroke="${colour}"${alpha} stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
