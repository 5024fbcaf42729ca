/**
 * The solver of the security review's finding H2, rebuilt: segmentation
 * (segment.ts) then k nearest neighbours over each piece's bitmap scaled
 * to a 16 × 16 grid (plus its aspect ratio), trained on images of the
 * renderer under attack with known answers. Learning from the renderer
 * itself means any glyph shape is learned; only segmentation can stop it.
 */
import type { CaptchaPixels } from '../../server/captcha/render';
import { segment, type Cutter, type Piece } from './segment';

const GRID = 16;
const FEATURES = GRID * GRID + 1;
const K = 5;

export type Renderer = (answer: string) => CaptchaPixels;

/** A piece's ink density in each cell of a GRID × GRID grid over its bounding box, then its aspect ratio. */
function features(piece: Piece): Float32Array {
  const out = new Float32Array(FEATURES);
  for (let y = 0; y < piece.height; y++) {
    for (let x = 0; x < piece.width; x++) {
      if (!piece.ink[y * piece.width + x]) continue;
      const cell = Math.floor((y * GRID) / piece.height) * GRID + Math.floor((x * GRID) / piece.width);
      out[cell]! += 1;
    }
  }
  for (let gy = 0; gy < GRID; gy++) {
    for (let gx = 0; gx < GRID; gx++) {
      const cellW = (Math.floor(((gx + 1) * piece.width) / GRID) - Math.floor((gx * piece.width) / GRID)) || 1;
      const cellH = (Math.floor(((gy + 1) * piece.height) / GRID) - Math.floor((gy * piece.height) / GRID)) || 1;
      out[gy * GRID + gx]! /= cellW * cellH;
    }
  }
  out[GRID * GRID] = (4 * piece.width) / piece.height;
  return out;
}

export interface Solver {
  /** The answer read, or null when the image could not be cut into that many pieces. */
  solve(image: CaptchaPixels, length: number): string | null;
  /** How many training pieces it holds. */
  size: number;
}

export function trainSolver(samples: Iterable<{ image: CaptchaPixels; answer: string }>): Solver {
  const vectors: Float32Array[] = [];
  const labels: string[] = [];
  for (const { image, answer } of samples) {
    const cut = segment(image, answer.length);
    if (!cut) continue;
    cut.pieces.forEach((piece, i) => {
      vectors.push(features(piece));
      labels.push(answer[i]!);
    });
  }
  const classify = (vector: Float32Array): string => {
    const nearest: { distance: number; label: string }[] = [];
    vectors.forEach((known, index) => {
      let distance = 0;
      for (let i = 0; i < FEATURES; i++) distance += (known[i]! - vector[i]!) ** 2;
      if (nearest.length < K || distance < nearest.at(-1)!.distance) {
        nearest.push({ distance, label: labels[index]! });
        nearest.sort((a, b) => a.distance - b.distance);
        if (nearest.length > K) nearest.pop();
      }
    });
    const votes = new Map<string, number>();
    for (const { distance, label } of nearest) votes.set(label, (votes.get(label) ?? 0) + 1 / (distance + 1e-6));
    return [...votes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '?';
  };
  return {
    size: vectors.length,
    solve(image, length) {
      const cut = segment(image, length);
      return cut ? cut.pieces.map((piece) => classify(features(piece))).join('') : null;
    },
  };
}

export interface ReadRate {
  read: number;
  total: number;
  /** Digits read right in their place, over all test images (a solver's partial success). */
  digits: number;
  /** How many test images each cutter handled. */
  cutters: Partial<Record<Cutter | 'none', number>>;
}

/** Trains on `train` fresh images of `render`, then reads `test` fresh ones. */
export function measureReadRate(render: Renderer, newAnswer: () => string, train: number, test: number): ReadRate {
  const labelled = function* (n: number) {
    for (let i = 0; i < n; i++) {
      const answer = newAnswer();
      yield { image: render(answer), answer };
    }
  };
  const solver = trainSolver(labelled(train));
  const rate: ReadRate = { read: 0, total: test, digits: 0, cutters: {} };
  for (const { image, answer } of labelled(test)) {
    const cutter = segment(image, answer.length)?.cutter ?? 'none';
    rate.cutters[cutter] = (rate.cutters[cutter] ?? 0) + 1;
    const read = solver.solve(image, answer.length) ?? '';
    if (read === answer) rate.read++;
    rate.digits += [...answer].filter((digit, i) => read[i] === digit).length / answer.length / test;
  }
  return rate;
}
