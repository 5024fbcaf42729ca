import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ICON_FILE = 'apple-touch-icon.png';
// The committed icon, for a server run without a build (tests, `tsx server/main.ts` in a fresh clone).
const PUBLIC_ICONS = fileURLToPath(new URL('../../public/icons/', import.meta.url));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The web clip icon: the built copy first (what the deployed site serves
 * at /icons/apple-touch-icon.png), else the source one; null when neither
 * is a PNG. Read on each call: it is a few KB and changes with a deploy.
 */
export async function loadWebclipIcon(distDir: string): Promise<Buffer | null> {
  for (const dir of [join(distDir, 'icons'), PUBLIC_ICONS]) {
    const bytes = await readFile(join(dir, ICON_FILE)).catch(() => null);
    if (bytes && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return bytes;
  }
  return null;
}
