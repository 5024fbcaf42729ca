import { crc32 as zlibCrc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderIcon, VARIANTS } from './icon-art';
import { crc32, encodePng, PNG_SIGNATURE } from './png';

function chunks(png: Buffer): { type: string; data: Buffer; crcOk: boolean }[] {
  const out = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    const crcOk = png.readUInt32BE(at + 8 + length) === zlibCrc32(png.subarray(at + 4, at + 8 + length));
    out.push({ type, data, crcOk });
    at += 12 + length;
  }
  return out;
}

describe('encodePng', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('writes signature, IHDR, IDAT and IEND with valid CRCs and the given pixels', () => {
    const pixels = renderIcon(24, VARIANTS.standard);
    const png = encodePng(24, 24, pixels);
    expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(parts.every((c) => c.crcOk)).toBe(true);
    const ihdr = parts[0]!.data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([24, 24, 8, 6]);
    const raw = inflateSync(parts[1]!.data);
    expect(raw.length).toBe((24 * 4 + 1) * 24);
    expect(raw.subarray(1, 1 + 24 * 4).equals(Buffer.from(pixels.subarray(0, 24 * 4)))).toBe(true);
  });

  it('drops alpha for an opaque icon', () => {
    const png = encodePng(8, 8, renderIcon(8, VARIANTS.fullBleed), { alpha: false });
    const [ihdr, idat] = chunks(png);
    expect(ihdr!.data[9]).toBe(2);
    expect(inflateSync(idat!.data).length).toBe((8 * 3 + 1) * 8);
  });
});

describe('renderIcon', () => {
  it('fills a full-bleed icon edge to edge and leaves rounded corners clear', () => {
    const alphaAt = (pixels: Uint8Array, size: number, x: number, y: number) => pixels[(y * size + x) * 4 + 3];
    const full = renderIcon(64, VARIANTS.fullBleed);
    expect(alphaAt(full, 64, 0, 0)).toBe(255);
    const rounded = renderIcon(64, VARIANTS.standard);
    expect(alphaAt(rounded, 64, 0, 0)).toBe(0);
    expect(alphaAt(rounded, 64, 32, 0)).toBe(255);
  });
});
