import { createHash } from 'node:crypto';
import type SharpDefault from 'sharp';

/**
 * Generated artwork as WebP, the way a real deployment's CDN serves its
 * banners and icons (docs/decisions/0041-artwork-as-webp.md). A browser
 * decodes a raster image off the main thread, while an SVG image is parsed,
 * laid out (its text shaped) and painted on it: a home with five banners and
 * a dozen icons spent several hundred ms of a slow phone's main thread on
 * the reference server's placeholders alone.
 */
export const WEBP_CONTENT_TYPE = 'image/webp';

/** Enough for banners with gradients and text; about 20 KB for a 750×300 banner. */
const WEBP_QUALITY = 80;
/** Images kept rasterised in memory (a few MB at most); the art is deterministic, so a miss only costs time. */
const CACHE_LIMIT = 400;

type Sharp = typeof SharpDefault;
let sharpModule: Promise<Sharp | null> | null = null;

/** sharp ships a native binary per platform; where it is missing the art stays SVG. */
function loadSharp(): Promise<Sharp | null> {
  sharpModule ??= import('sharp').then((module) => module.default, () => null);
  return sharpModule;
}

const cache = new Map<string, Promise<Buffer | null>>();

function remember(key: string, value: Promise<Buffer | null>): void {
  cache.set(key, value);
  if (cache.size <= CACHE_LIMIT) return;
  const oldest = cache.keys().next().value;
  if (oldest !== undefined) cache.delete(oldest);
}

async function render(svg: string): Promise<Buffer | null> {
  const sharp = await loadSharp();
  if (!sharp) return null;
  try {
    return await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toBuffer();
  } catch {
    return null;
  }
}

/**
 * The SVG rasterised to WebP at its own size, or null when it cannot be
 * (no sharp on this platform, or an SVG it refuses): callers then send the SVG.
 * Concurrent asks for one image share one rendering.
 */
export function svgToWebp(svg: string): Promise<Buffer | null> {
  const key = createHash('sha1').update(svg).digest('base64url');
  const known = cache.get(key);
  if (known) {
    // most recently used last, so the oldest is evicted first
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const rendering = render(svg);
  remember(key, rendering);
  return rendering;
}
