import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// The committed output of manifest/generate-icons.ts; the web clip embeds apple-touch-icon.png.
const ICONS = new URL('../../public/icons/', import.meta.url);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function header(file: string) {
  const png = readFileSync(new URL(file, ICONS));
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.toString('ascii', 12, 16)).toBe('IHDR');
  const stored = png.readUInt32BE(29);
  expect(crc32(png.subarray(12, 29))).toBe(stored);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colourType: png[25] };
}

describe('committed app icons', () => {
  it.each([
    ['icon-192.png', 192, 6],
    ['icon-512.png', 512, 6],
    ['maskable-512.png', 512, 6],
    // iOS paints transparency black, so the touch icon is RGB without alpha.
    ['apple-touch-icon.png', 180, 2],
    ['favicon-32.png', 32, 6],
  ])('%s is a %ipx PNG of colour type %i', (file, size, colourType) => {
    expect(header(file)).toEqual({ width: size, height: size, colourType });
  });

  it('has an SVG drawn from the same geometry', () => {
    const svg = readFileSync(new URL('icon.svg', ICONS), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 100 100">/);
    expect(svg).toContain('#f5b942');
  });
});
