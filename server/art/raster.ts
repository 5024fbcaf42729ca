import { createHash } from 'node:crypto';
import type SharpDefault from 'sharp';
import { ByteBudgetCache } from './byte-budget-cache';

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
/**
 * Bytes of images kept rasterised in memory: the whole catalogue's icons and
 * the banners fit (a few MB). The art is deterministic, so a miss only costs time.
 */
const CACHE_BYTES = 24 * 1024 * 1024;

type Sharp = typeof SharpDefault;
let sharpModule: Promise<Sharp | null> | null = null;

/** sharp ships a native binary per platform; where it is missing the art stays SVG. */
function loadSharp(): Promise<Sharp | null> {
  sharpModule ??= import('sharp').then((module) => module.default, () => null);
  return sharpModule;
}

const cache = new ByteBudgetCache<Buffer | null>(CACHE_BYTES);

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
  if (known) return known;
  const rendering = render(svg);
  cache.set(key, rendering);
  return rendering;
}
