/**
 * The kind of solver that read 500 of 500 of the old captchas, for tests:
 * threshold the ink, erode away thin noise, cut the image at empty
 * columns, and classify each piece by the nearest template. Templates are
 * learned from labelled images of the same renderer, so the solver adapts
 * to any font; only segmentation can defeat it.
 */
import type { CaptchaPixels } from '../captcha/render';

const GRID_W = 8;
const GRID_H = 10;

type Mask = (x: number, y: number) => boolean;

function inkMask({ width, height, pixels }: CaptchaPixels): Mask {
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const luminance = 0.299 * pixels[i * 4]! + 0.587 * pixels[i * 4 + 1]! + 0.114 * pixels[i * 4 + 2]!;
    dark[i] = luminance < 150 ? 1 : 0;
  }
  const at = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && dark[y * width + x] === 1;
  // Erosion: a pixel stays only with all four neighbours inked, which removes 1-2 px lines and dots.
  return (x, y) => at(x, y) && at(x - 1, y) && at(x + 1, y) && at(x, y - 1) && at(x, y + 1);
}

/** Column ranges of ink separated by empty columns; forced to `count` by splitting the widest or dropping the narrowest. */
function segments(image: CaptchaPixels, mask: Mask, count: number): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= image.width; x++) {
    let inked = false;
    for (let y = 0; x < image.width && y < image.height && !inked; y++) inked = mask(x, y);
    if (inked && start < 0) start = x;
    if (!inked && start >= 0) {
      if (x - start >= 2) runs.push([start, x]);
      start = -1;
    }
  }
  while (runs.length > count) runs.splice(runs.indexOf(runs.reduce((a, b) => (b[1] - b[0] < a[1] - a[0] ? b : a))), 1);
  while (runs.length > 0 && runs.length < count) {
    const widest = runs.reduce((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a));
    const middle = Math.floor((widest[0] + widest[1]) / 2);
    runs.splice(runs.indexOf(widest), 1, [widest[0], middle], [middle, widest[1]]);
  }
  return runs;
}

/** A piece as a GRID_W × GRID_H vector of ink density over its bounding box. */
function features(image: CaptchaPixels, mask: Mask, [left, right]: [number, number]): number[] {
  let [top, bottom] = [image.height, 0];
  for (let y = 0; y < image.height; y++) {
    for (let x = left; x < right; x++) {
      if (mask(x, y)) [top, bottom] = [Math.min(top, y), Math.max(bottom, y + 1)];
    }
  }
  if (bottom <= top) return new Array<number>(GRID_W * GRID_H).fill(0);
  const cells: number[] = [];
  for (let gy = 0; gy < GRID_H; gy++) {
    for (let gx = 0; gx < GRID_W; gx++) {
      const [x0, x1] = [left + Math.floor(((right - left) * gx) / GRID_W), left + Math.ceil(((right - left) * (gx + 1)) / GRID_W)];
      const [y0, y1] = [top + Math.floor(((bottom - top) * gy) / GRID_H), top + Math.ceil(((bottom - top) * (gy + 1)) / GRID_H)];
      let [inked, total] = [0, 0];
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++, total++) if (mask(x, y)) inked++;
      cells.push(total ? inked / total : 0);
    }
  }
  return cells;
}

export interface Solver {
  solve(image: CaptchaPixels): string;
}

/** Learns one mean template per digit from labelled images whose segmentation gave one piece per character. */
export function trainSolver(samples: readonly { image: CaptchaPixels; answer: string }[]): Solver {
  const sums = new Map<string, { total: number[]; n: number }>();
  for (const { image, answer } of samples) {
    const mask = inkMask(image);
    const pieces = segments(image, mask, answer.length);
    pieces.forEach((piece, index) => {
      const digit = answer[index]!;
      const entry = sums.get(digit) ?? { total: new Array<number>(GRID_W * GRID_H).fill(0), n: 0 };
      features(image, mask, piece).forEach((value, i) => (entry.total[i]! += value));
      entry.n++;
      sums.set(digit, entry);
    });
  }
  const templates = [...sums].map(([digit, { total, n }]) => ({ digit, mean: total.map((value) => value / n) }));
  return {
    solve(image) {
      const mask = inkMask(image);
      return segments(image, mask, 4)
        .map((piece) => {
          const vector = features(image, mask, piece);
          let best = { digit: '?', distance: Infinity };
          for (const { digit, mean } of templates) {
            const distance = mean.reduce((sum, value, i) => sum + (value - vector[i]!) ** 2, 0);
            if (distance < best.distance) best = { digit, distance };
          }
          return best.digit;
        })
        .join('');
    },
  };
}

/** Share of images the solver reads right, after training on `train` labelled images. */
export function solverAccuracy(draw: (answer: string) => CaptchaPixels, answer: () => string, train: number, test: number): number {
  const labelled = (n: number) => Array.from({ length: n }, () => {
    const text = answer();
    return { image: draw(text), answer: text };
  });
  const solver = trainSolver(labelled(train));
  const trials = labelled(test);
  return trials.filter(({ image, answer: text }) => solver.solve(image) === text).length / test;
}
