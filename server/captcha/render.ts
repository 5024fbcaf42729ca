import { randomBytes, randomInt } from 'node:crypto';
import { encodePng } from '../../manifest/png';
import { Coverage } from './coverage';
import { DIGIT_STROKES, DIGIT_VARIANTS, type Point } from './digit-strokes';
import { RandomSource } from './random-source';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;

export interface CaptchaPixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8Array;
}

type Warp = (point: Point) => Point;

/**
 * One warp for every stroke, glyphs and noise alike: a wavy baseline
 * (vertical sine over x) and a sway (horizontal sine over y) with random
 * phase and amplitude.
 */
function randomWarp(random: RandomSource): Warp {
  const [ay, fy, py] = [random.uniform(1.5, 3.5), random.uniform(0.04, 0.09), random.uniform(0, Math.PI * 2)];
  const [ax, fx, px] = [random.uniform(1, 2.5), random.uniform(0.1, 0.2), random.uniform(0, Math.PI * 2)];
  return ([x, y]) => [x + ax * Math.sin(y * fx + px), y + ay * Math.sin(x * fy + py)];
}

interface Glyph {
  strokes: readonly (readonly Point[])[];
  width: number;
  height: number;
  angle: number;
  shear: number;
  radius: number;
  /** The glyph's own bend, in its unit box: one sine across, one down. */
  bend: (point: Point) => Point;
}

/** The digit's strokes in one of its hands, picked at random. */
function randomHand(random: RandomSource, digit: string): readonly (readonly Point[])[] {
  const hands = [DIGIT_STROKES[digit] ?? DIGIT_STROKES['0']!, ...(DIGIT_VARIANTS[digit] ?? [])];
  return hands[random.int(0, hands.length)]!;
}

/** A gentle wobble of the glyph's own (a few % of its size): no two images of a digit share a shape. */
function randomBend(random: RandomSource): (point: Point) => Point {
  const [au, fu, pu] = [random.uniform(0.015, 0.04), random.uniform(2, 6), random.uniform(0, Math.PI * 2)];
  const [av, fv, pv] = [random.uniform(0.015, 0.04), random.uniform(2, 6), random.uniform(0, Math.PI * 2)];
  return ([u, v]) => [u + au * Math.sin(v * fu + pu), v + av * Math.sin(u * fv + pv)];
}

function randomGlyph(random: RandomSource, digit: string, slant: number): Glyph {
  const height = random.uniform(23, 29);
  return {
    strokes: randomHand(random, digit),
    height,
    width: height * random.uniform(0.55, 0.8),
    angle: random.uniform(-0.15, 0.15),
    shear: slant + random.uniform(-0.1, 0.1),
    radius: random.uniform(1.1, 1.5),
    bend: randomBend(random),
  };
}

/** Where the glyphs were drawn: the run's left and right ends. */
interface GlyphRun {
  left: number;
  right: number;
}

/**
 * Draws the glyphs side by side, each overlapping the previous one by a
 * random share of its width (-5 to 30 %), alternately above and below the
 * middle: neighbours share columns while their shapes barely touch, so no
 * column between two glyphs is empty and the cut points move from image to
 * image, yet a person still sees them apart.
 */
function drawGlyphs(coverage: Coverage, random: RandomSource, answer: string, warp: Warp): GlyphRun {
  // One slant for the whole text (italic either way): each glyph then spans the columns of its neighbours' edges.
  const slant = random.sign() * random.uniform(0.15, 0.35);
  const glyphs = [...answer].map((digit) => randomGlyph(random, digit, slant));
  const overlaps = glyphs.slice(1).map((glyph) => glyph.width * random.uniform(-0.05, 0.3));
  const total = glyphs.reduce((sum, glyph) => sum + glyph.width, 0) - overlaps.reduce((sum, overlap) => sum + overlap, 0);
  let cursor = Math.max(4, (CAPTCHA_WIDTH - total) / 2 + random.uniform(-6, 6));
  const left = cursor;
  const stagger = random.sign();
  glyphs.forEach((glyph, index) => {
    const centreX = cursor + glyph.width / 2;
    const centreY = CAPTCHA_HEIGHT / 2 + (index % 2 ? stagger : -stagger) * random.uniform(1.5, 4.5);
    const [cos, sin] = [Math.cos(glyph.angle), Math.sin(glyph.angle)];
    const place = (point: Point): Point => {
      const [u, v] = glyph.bend(point);
      const y = (v - 0.5) * glyph.height;
      const x = (u - 0.5) * glyph.width + glyph.shear * -y;
      return [centreX + x * cos - y * sin, centreY + x * sin + y * cos];
    };
    for (const line of glyph.strokes) coverage.polyline(line.map(place), warp, glyph.radius);
    cursor += glyph.width - (overlaps[index] ?? 0);
  });
  return { left, right: cursor };
}

/**
 * A wavy line across the whole text band, nearly as thick as the glyph
 * strokes, with one squiggle just beyond the first or last glyph: as heavy
 * in a column count as a glyph's edge, it passes for the start or end of
 * the text and shifts every cut a solver places by spacing. Being part of
 * the line, no size filter drops it, and a person sees a wiggle, not a digit.
 */
function noiseCurve(random: RandomSource, glyphs: GlyphRun): Point[] {
  // Slanted across the band, one end high and the other low: it crosses strokes instead of running along a
  // glyph's waist, and passes above or below the outer glyphs, which stretches the box a solver cuts out.
  const [high, low] = [random.uniform(3, 13), random.uniform(CAPTCHA_HEIGHT - 13, CAPTCHA_HEIGHT - 3)];
  const [y0, y1] = random.unit() < 0.5 ? [high, low] : [low, high];
  const [amplitude, frequency, phase] = [random.uniform(2, 5), random.uniform(0.03, 0.08), random.uniform(0, Math.PI * 2)];
  const side = random.sign();
  const wiggleX = (side < 0 ? glyphs.left : glyphs.right) + side * random.uniform(3, 9);
  const [wiggleHeight, wiggleWidth, wigglePace] = [random.uniform(4, 7), random.uniform(3.5, 5.5), random.uniform(0.8, 1.1)];
  return Array.from({ length: CAPTCHA_WIDTH + 1 }, (_, x) => {
    const offset = x - wiggleX;
    const wiggle = wiggleHeight * Math.exp(-((offset / wiggleWidth) ** 2)) * Math.sin(offset * wigglePace);
    return [x, y0 + ((y1 - y0) * x) / CAPTCHA_WIDTH + amplitude * Math.sin(x * frequency + phase) + wiggle] as const;
  });
}

/** A linear ramp in a random direction, -1..1 over the image, as `[per x, per y, at 0,0]`. */
function randomRamp(random: RandomSource, amplitude: number): [number, number, number] {
  const angle = random.uniform(0, Math.PI * 2);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const scale = amplitude / ((Math.abs(cos) * CAPTCHA_WIDTH + Math.abs(sin) * CAPTCHA_HEIGHT) / 2);
  return [cos * scale, sin * scale, -(cos * CAPTCHA_WIDTH + sin * CAPTCHA_HEIGHT) * scale / 2];
}

/**
 * Paper and ink are both colour fields, each channel ramping in its own
 * direction, plus grain on every pixel; coverage blends them at the
 * anti-aliased edges. No two glyphs, and no glyph and noise stroke, have a
 * colour of their own: the colour of a pixel says where it is, not what it
 * belongs to. Paper stays light and ink dark (contrast for people).
 */
function paint(coverage: Coverage, random: RandomSource): CaptchaPixels {
  const size = CAPTCHA_WIDTH * CAPTCHA_HEIGHT;
  const pixels = new Uint8Array(size * 4);
  const grain = randomBytes(size);
  for (let c = 0; c < 3; c++) {
    // Extremes: paper channels 212..252, ink 5..90, so even the palest ink on the darkest paper keeps 4.5:1.
    const [paperX, paperY, paper0] = randomRamp(random, 10);
    const [inkX, inkY, ink0] = randomRamp(random, 20);
    const [paperBase, inkBase] = [random.uniform(222, 242) + paper0, random.uniform(25, 70) + ink0];
    for (let y = 0, i = 0; y < CAPTCHA_HEIGHT; y++) {
      for (let x = 0; x < CAPTCHA_WIDTH; x++, i++) {
        const paper = paperBase + paperX * x + paperY * y;
        const ink = inkBase + inkX * x + inkY * y;
        const value = paper + (ink - paper) * coverage.ink[i]! + (grain[i]! - 128) / 18;
        pixels[i * 4 + c] = value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
      }
    }
  }
  for (let i = 0; i < size; i++) pixels[i * 4 + 3] = 255;
  return { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, pixels };
}

/** Four (or more) random digits. */
/**
 * Digits per captcha: five, not four. The segmentation solver places about
 * 44 % of the digits, so a whole answer falls from 4.8 % (four digits, 1,000
 * images) to 1.1 % (five), while a person reads one more glyph in the same
 * 120 px (docs/decisions/0066). The spec allows up to 6.
 */
export const CAPTCHA_DIGITS = 5;

export function newCaptchaAnswer(length = CAPTCHA_DIGITS): string {
  return Array.from({ length }, () => String(randomInt(0, 10))).join('');
}

/**
 * Draws the answer so that no cheap cut isolates a glyph (docs/decisions/0056):
 * not an exact colour (shared colour fields, anti-aliasing, grain), not a
 * connected component (glyphs overlap; noise curves in the same ink and
 * nearly the same thickness cross them), not an empty column or a cut by
 * spacing (italic glyphs of random size, hand, bend and overlap, staggered
 * up and down; squiggles beyond the ends move the band's edges). Light
 * paper and dark ink for people.
 */
export function drawCaptcha(answer: string): CaptchaPixels {
  const random = new RandomSource();
  const coverage = new Coverage(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const warp = randomWarp(random);
  const glyphs = drawGlyphs(coverage, random, answer, warp);
  for (let i = 0; i < 2; i++) coverage.polyline(noiseCurve(random, glyphs), warp, random.uniform(0.9, 1.3));
  return paint(coverage, random);
}

/** The captcha as a PNG (light background, so it reads on the dark theme's input rows). */
export function renderCaptcha(answer: string): Buffer {
  const { width, height, pixels } = drawCaptcha(answer);
  return encodePng(width, height, pixels, { alpha: false });
}
