import { randomInt } from 'node:crypto';
import { encodePng } from '../../manifest/png';

/** 5×7 bitmap digits, one string of 5 pixels per row. */
const DIGITS: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
const SCALE = 4;

type Rgb = readonly [number, number, number];

class Canvas {
  readonly pixels: Uint8Array;
  constructor(readonly width: number, readonly height: number, background: Rgb) {
    this.pixels = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) this.pixels.set([...background, 255], i * 4);
  }
  set(x: number, y: number, colour: Rgb): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    this.pixels.set(colour, (py * this.width + px) * 4);
  }
  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i++) this.set(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, colour);
  }
}

const randomColour = (low: number, high: number): Rgb => [randomInt(low, high), randomInt(low, high), randomInt(low, high)];

/** Four (or more) random digits. */
export function newCaptchaAnswer(length = 4): string {
  return Array.from({ length }, () => String(randomInt(0, 10))).join('');
}

/**
 * Draws the digits with jitter, a slight slant, noise lines and dots; a
 * PNG (light background, so it reads on the dark theme's input rows).
 */
export function renderCaptcha(answer: string): Buffer {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, randomColour(225, 250));
  for (let i = 0; i < 6; i++) {
    canvas.line(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), randomColour(120, 200));
  }
  const cell = Math.floor(CAPTCHA_WIDTH / answer.length);
  [...answer].forEach((digit, index) => {
    const glyph = DIGITS[digit] ?? DIGITS['0']!;
    const colour = randomColour(10, 110);
    const left = index * cell + randomInt(2, Math.max(3, cell - 5 * SCALE - 2));
    const top = randomInt(2, CAPTCHA_HEIGHT - 7 * SCALE - 2);
    const slant = (randomInt(-3, 4) / 10) * SCALE;
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) {
            const y = top + gy * SCALE + dy;
            canvas.set(left + gx * SCALE + dx + ((7 * SCALE) / 2 - (y - top)) * (slant / SCALE), y, colour);
          }
        }
      });
    });
  });
  for (let i = 0; i < 2; i++) {
    canvas.line(0, randomInt(8, CAPTCHA_HEIGHT - 8), CAPTCHA_WIDTH, randomInt(8, CAPTCHA_HEIGHT - 8), randomColour(40, 140));
  }
  for (let i = 0; i < 160; i++) canvas.set(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), randomColour(0, 255));
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, canvas.pixels, { alpha: false });
}
