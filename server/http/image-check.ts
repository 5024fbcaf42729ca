import type { ImageContentType } from '../../contract/uploads';

export interface ImageFacts {
  contentType: ImageContentType;
  width: number;
  height: number;
}

/** Larger sides than this are not a receipt photo but a decompression bomb. */
const MAX_SIDE = 20_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let crcTable: Uint32Array | null = null;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const sane = (width: number, height: number) => width > 0 && height > 0 && width <= MAX_SIDE && height <= MAX_SIDE;

/** PNG: signature, then an IHDR chunk of 13 bytes whose CRC is right and whose fields are legal. */
function checkPng(bytes: Buffer): ImageFacts | null {
  if (bytes.length < 8 + 8 + 13 + 4 + 12 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const depth = bytes[24]!;
  const colour = bytes[25]!;
  const legalDepths: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
  if (!legalDepths[colour]?.includes(depth) || bytes[26] !== 0 || bytes[27] !== 0 || bytes[28]! > 1) return null;
  return sane(width, height) ? { contentType: 'image/png', width, height } : null;
}

/** JPEG: SOI, then segments walked by their lengths until a start-of-frame that names the size. */
function checkJpeg(bytes: Buffer): ImageFacts | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (length < 8) return null;
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      return sane(width, height) ? { contentType: 'image/jpeg', width, height } : null;
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * What an uploaded file really is, read from its bytes (never from its name
 * or the client's content type): a PNG or JPEG whose header decodes, or null.
 */
export function checkImage(bytes: Buffer): ImageFacts | null {
  return checkPng(bytes) ?? checkJpeg(bytes);
}
