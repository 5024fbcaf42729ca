import { randomBytes, randomInt } from 'node:crypto';
import { encodePng } from '../../manifest/png';
import { Coverage } from './coverage';
import { DIGIT_STROKES, type Point } from './digit-strokes';
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
}

function randomGlyph(random: RandomSource, digit: string): Glyph {
  const height = random.uniform(23, 29);
  return {
    strokes: DIGIT_STROKES[digit] ?? DIGIT_STROKES['0']!,
    height,
    width: height * random.uniform(0.55, 0.8),
    angle: random.uniform(-0.25, 0.25),
    shear: random.uniform(-0.2, 0.2),
    radius: random.uniform(1.1, 1.5),
  };
}

/**
 * Draws the glyphs side by side, each overlapping the previous one by a
 * random share of its width (5-35 %), so no column between two glyphs is
 * empty and the cut points move from image to image.
 */
function drawGlyphs(coverage: Coverage, random: RandomSource, answer: string, warp: Warp): { left: number; right: number } {
  const glyphs = [...answer].map((digit) => randomGlyph(random, digit));
  const overlaps = glyphs.slice(1).map((glyph) => glyph.width * random.uniform(0.05, 0.25));
  const total = glyphs.reduce((sum, glyph) => sum + glyph.width, 0) - overlaps.reduce((sum, overlap) => sum + overlap, 0);
  let cursor = Math.max(4, (CAPTCHA_WIDTH - total) / 2 + random.uniform(-6, 6));
  const left = cursor;
  const stagger = random.sign();
  glyphs.forEach((glyph, index) => {
    const centreX = cursor + glyph.width / 2;
    const centreY = CAPTCHA_HEIGHT / 2 + (index % 2 ? stagger : -stagger) * random.uniform(1.5, 4.5);
    const [cos, sin] = [Math.cos(glyph.angle), Math.sin(glyph.angle)];
    const place = ([u, v]: Point): Point => {
      const y = (v - 0.5) * glyph.height;
      const x = (u - 0.5) * glyph.width + glyph.shear * -y;
      return [centreX + x * cos - y * sin, centreY + x * sin + y * cos];
    };
    for (const line of glyph.strokes) coverage.polyline(line.map(place), warp, glyph.radius);
    cursor += glyph.width - (overlaps[index] ?? 0);
  });
  return { left, right: cursor };
}

/** A wavy line across the whole text band, as thick as the glyph strokes. */
function noiseCurve(random: RandomSource): Point[] {
  // Slanted across the band (one end high, the other low): it crosses strokes instead of running along a glyph's waist.
  const [high, low] = [random.uniform(8, 17), random.uniform(CAPTCHA_HEIGHT - 17, CAPTCHA_HEIGHT - 8)];
  const [y0, y1] = random.unit() < 0.5 ? [high, low] : [low, high];
  const [amplitude, frequency, phase] = [random.uniform(2, 5), random.uniform(0.03, 0.08), random.uniform(0, Math.PI * 2)];
  return Array.from({ length: 31 }, (_, i) => {
    const x = (CAPTCHA_WIDTH * i) / 30;
    return [x, y0 + ((y1 - y0) * i) / 30 + amplitude * Math.sin(x * frequency + phase)] as const;
  });
}

/**
 * A short arc just beyond either end of the glyphs: ink a solver takes for
 * the start or end of the text, which shifts every cut it places by
 * spacing; a person sees a flourish, not a digit.
 */
function noiseHook(random: RandomSource, glyphs: { left: number; right: number }): Point[] {
  const side = random.sign();
  const cx = (side < 0 ? glyphs.left : glyphs.right) + side * random.uniform(2, 9);
  const cy = random.uniform(12, CAPTCHA_HEIGHT - 12);
  const [rx, ry] = [random.uniform(3, 7), random.uniform(4, 9)];
  const from = random.unit();
  const to = from + random.sign() * random.uniform(0.15, 0.35);
  return Array.from({ length: 9 }, (_, i) => {
    const angle = (from + ((to - from) * i) / 8) * Math.PI * 2;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
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
export function newCaptchaAnswer(length = 4): string {
  return Array.from({ length }, () => String(randomInt(0, 10))).join('');
}

/**
 * Draws the answer so that no cheap cut isolates a glyph (docs/decisions/0056):
 * not an exact colour (shared colour fields, anti-aliasing, grain), not a
 * connected component (glyphs overlap; noise curves and hooks in the same
 * ink and thickness cross them), not an empty column (overlaps of random
 * size, glyphs of random size, rotation and shear, hooks beyond the ends
 * shift the inked band). Light paper and dark ink for people.
 */
export function drawCaptcha(answer: string): CaptchaPixels {
  const random = new RandomSource();
  const coverage = new Coverage(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const warp = randomWarp(random);
  const glyphs = drawGlyphs(coverage, random, answer, warp);
  for (let i = 0; i < 2; i++) coverage.polyline(noiseCurve(random), warp, random.uniform(0.9, 1.3));
  for (let i = 0; i < 2; i++) coverage.polyline(noiseHook(random, glyphs), warp, random.uniform(0.9, 1.3));
  return paint(coverage, random);
}

/** The captcha as a PNG (light background, so it reads on the dark theme's input rows). */
export function renderCaptcha(answer: string): Buffer {
  const { width, height, pixels } = drawCaptcha(answer);
  return encodePng(width, height, pixels, { alpha: false });
}
