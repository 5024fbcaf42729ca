import { describe, expect, it } from 'vitest';
import { svgToWebp } from './raster';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48"><rect width="120" height="48" fill="#0b7356"/></svg>';

describe('svgToWebp', () => {
  it('rasterises an SVG to a WebP of its own size', async () => {
    const webp = await svgToWebp(SVG);
    expect(webp).not.toBeNull();
    expect(webp!.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp!.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(webp!.readUInt16LE(26) & 0x3fff).toBe(120);
    expect(webp!.readUInt16LE(28) & 0x3fff).toBe(48);
  });

  it('renders one image once, even when asked for it concurrently', async () => {
    const svg = SVG.replace('#0b7356', '#123456');
    const [a, b] = [svgToWebp(svg), svgToWebp(svg)];
    expect(a).toBe(b);
    expect(await svgToWebp(svg)).toBe(await a);
  });

  it('answers null for markup it cannot rasterise (the caller then sends the SVG)', async () => {
    expect(await svgToWebp('<svg xmlns="http://www.w3.org/2000/svg"><unclosed')).toBeNull();
  });
});
