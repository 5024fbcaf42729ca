/**
 * The captcha renderer the security review's solver read (finding H2),
 * kept verbatim from commit 90cf4dd as the solver's control: a solver
 * that cannot read these is not competent, and its figure on the current
 * renderer would prove nothing. Not used by the server.
 */
import { randomInt } from 'node:crypto';
import type { CaptchaPixels } from '../../server/captcha/render';
import { DIGIT_STROKES, type Point } from './previous-digit-strokes';

const CAPTCHA_WIDTH = 120;
const CAPTCHA_HEIGHT = 44;

type Rgb = readonly [number, number, number];

/** Uniform random float in [low, high) from the crypto generator (the image must not be predictable). */
const uniform = (low: number, high: number) => low + (randomInt(0, 1_000_000) / 1_000_000) * (high - low);

class Canvas implements CaptchaPixels {
  readonly pixels: Uint8Array;
  constructor(readonly width: number, readonly height: number) {
    this.pixels = new Uint8Array(width * height * 4);
  }
  set(x: number, y: number, colour: Rgb): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    this.pixels.set([...colour, 255], (py * this.width + px) * 4);
  }
  /** A round brush: strokes of any angle keep their thickness. */
  dab(x: number, y: number, radius: number, colour: Rgb): void {
    const r = Math.ceil(radius);
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) if (dx * dx + dy * dy <= radius * radius) this.set(x + dx, y + dy, colour);
    }
  }
}

/**
 * The warp every stroke passes through: a wavy baseline (vertical sine
 * over x) and a horizontal sway (sine over y), with random phase and
 * amplitude, so glyphs are bent differently in every image.
 */
function randomWarp(): (x: number, y: number) => Point {
  const [ay, fy, py] = [uniform(2, 4), uniform(0.04, 0.09), uniform(0, Math.PI * 2)];
  const [ax, fx, px] = [uniform(1, 2.5), uniform(0.1, 0.2), uniform(0, Math.PI * 2)];
  return (x, y) => [x + ax * Math.sin(y * fx + px), y + ay * Math.sin(x * fy + py)];
}

/** Draws a polyline through the warp with a brush, sampling every half pixel. */
function stroke(canvas: Canvas, points: readonly Point[], warp: (x: number, y: number) => Point, radius: number, colour: Rgb): void {
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2));
    for (let s = 0; s <= steps; s++) {
      const [x, y] = warp(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps);
      canvas.dab(x, y, radius, colour);
    }
  }
}

/** A wavy line across the whole text band: same colours and thickness as the glyphs, so no filter tells them apart. */
function noiseCurve(top: number, bottom: number): Point[] {
  const [y0, y1] = [uniform(top, bottom), uniform(top, bottom)];
  const [amplitude, frequency, phase] = [uniform(2, 5), uniform(0.03, 0.08), uniform(0, Math.PI * 2)];
  return Array.from({ length: 41 }, (_, i) => {
    const x = (CAPTCHA_WIDTH * i) / 40;
    return [x, y0 + ((y1 - y0) * i) / 40 + amplitude * Math.sin(x * frequency + phase)] as const;
  });
}

/**
 * Draws the answer to resist a segmentation solver (which cuts the image at
 * empty columns, filters thin noise, then matches each piece to a font):
 * vector glyphs of varied size, width and rotation, packed so neighbours
 * touch or overlap (no empty column between them); one warp bends the
 * baseline and the glyphs together; noise curves as thick as the strokes,
 * in the same ink, run through the glyphs; speckles on a mottled
 * background. Still a light background with dark ink for people.
 */
export function drawPreviousCaptcha(answer: string): CaptchaPixels {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const paper: Rgb = [randomInt(218, 244), randomInt(218, 244), randomInt(218, 244)];
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const shade = randomInt(-10, 11);
      canvas.set(x, y, [paper[0] + shade, paper[1] + shade, paper[2] + shade]);
    }
  }
  const warp = randomWarp();
  // One ink family for glyphs and noise alike: colour gives no way to separate them.
  const ink = (): Rgb => {
    const base = randomInt(20, 90);
    return [base + randomInt(0, 40), base + randomInt(0, 40), base + randomInt(0, 40)];
  };
  const glyphs = [...answer].map((digit) => ({
    strokes: DIGIT_STROKES[digit] ?? DIGIT_STROKES['0']!,
    height: uniform(23, 30),
    widthRatio: uniform(0.55, 0.78),
    angle: uniform(-0.35, 0.35),
    radius: uniform(1.4, 2),
    colour: ink(),
  }));
  // Advance less than a glyph's width: neighbours overlap by a random margin.
  const advances = glyphs.map((glyph) => glyph.height * glyph.widthRatio * uniform(0.8, 0.95));
  const total = advances.reduce((sum, advance) => sum + advance, 0) + glyphs.at(-1)!.height * glyphs.at(-1)!.widthRatio * 0.2;
  let cursor = Math.max(3, (CAPTCHA_WIDTH - total) / 2 + uniform(-8, 8));
  glyphs.forEach((glyph, index) => {
    const width = glyph.height * glyph.widthRatio;
    const centreX = cursor + width / 2;
    const centreY = CAPTCHA_HEIGHT / 2 + uniform(-3, 3);
    const [cos, sin] = [Math.cos(glyph.angle), Math.sin(glyph.angle)];
    const place = ([u, v]: Point): Point => {
      const x = (u - 0.5) * width;
      const y = (v - 0.5) * glyph.height;
      return [centreX + x * cos - y * sin, centreY + x * sin + y * cos];
    };
    for (const line of glyph.strokes) stroke(canvas, line.map(place), warp, glyph.radius, glyph.colour);
    cursor += advances[index]!;
  });
  for (let i = 0; i < 2; i++) stroke(canvas, noiseCurve(12, CAPTCHA_HEIGHT - 12), warp, uniform(0.8, 1.3), ink());
  for (let i = 0; i < 120; i++) canvas.set(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), ink());
  return canvas;
}
