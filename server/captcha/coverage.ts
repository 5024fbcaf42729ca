import type { Point } from './digit-strokes';

/**
 * How much ink covers each pixel (0..1), for anti-aliased strokes: a pixel
 * takes the coverage of the nearest stroke edge, so strokes of any angle
 * keep their thickness and every edge fades over one pixel. Overlapping
 * strokes merge (max), so crossings leave no seam between glyph and noise.
 */
export class Coverage {
  readonly ink: Float32Array;
  constructor(readonly width: number, readonly height: number) {
    this.ink = new Float32Array(width * height);
  }

  /** A round-capped segment of the given radius. */
  segment([x0, y0]: Point, [x1, y1]: Point, radius: number): void {
    const reach = radius + 0.5;
    const left = Math.max(0, Math.floor(Math.min(x0, x1) - reach));
    const right = Math.min(this.width - 1, Math.ceil(Math.max(x0, x1) + reach));
    const top = Math.max(0, Math.floor(Math.min(y0, y1) - reach));
    const bottom = Math.min(this.height - 1, Math.ceil(Math.max(y0, y1) + reach));
    const [dx, dy] = [x1 - x0, y1 - y0];
    const lengthSquared = dx * dx + dy * dy || 1;
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / lengthSquared));
        const ex = x - x0 - t * dx;
        const ey = y - y0 - t * dy;
        const distance = Math.sqrt(ex * ex + ey * ey);
        const cover = Math.min(1, reach - distance);
        const i = y * this.width + x;
        if (cover > this.ink[i]!) this.ink[i] = cover;
      }
    }
  }

  /** A polyline bent by `warp`, resampled every ~2 px first so the warp bends long lines too. */
  polyline(points: readonly Point[], warp: (point: Point) => Point, radius: number): void {
    let previous: Point | null = null;
    for (let i = 1; i < points.length; i++) {
      const [x0, y0] = points[i - 1]!;
      const [x1, y1] = points[i]!;
      const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / 2));
      for (let s = i === 1 ? 0 : 1; s <= steps; s++) {
        const point = warp([x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps]);
        if (previous) this.segment(previous, point, radius);
        previous = point;
      }
    }
  }
}
