import { randomBytes } from 'node:crypto';

/**
 * Unpredictable numbers for one image, drawn from the crypto generator in
 * blocks: one `randomInt` call per pixel cost more than the whole drawing
 * (the previous renderer spent about 12 ms per image on them).
 */
export class RandomSource {
  private bytes = randomBytes(0);
  private at = 0;

  /** Uniform in [0, 1), 32 bits. */
  unit(): number {
    if (this.at + 4 > this.bytes.length) [this.bytes, this.at] = [randomBytes(1024), 0];
    const value = this.bytes.readUInt32LE(this.at);
    this.at += 4;
    return value / 2 ** 32;
  }

  uniform(low: number, high: number): number {
    return low + this.unit() * (high - low);
  }

  /** An integer in [low, high). */
  int(low: number, high: number): number {
    return Math.floor(this.uniform(low, high));
  }

  /** -1 or 1. */
  sign(): number {
    return this.unit() < 0.5 ? -1 : 1;
  }
}
