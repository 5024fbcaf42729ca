import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../src/app/routes/route-table';
import { webAppManifest } from './manifest';

const PUBLIC = fileURLToPath(new URL('../public', import.meta.url));

/** Width and height from a PNG's IHDR. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app manifest', () => {
  const manifest = webAppManifest('Brand');

  it('offers shortcuts to deposit, promotions and the message centre, each a screen of the app with a 96 px icon', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/m/voucherCenter', '/m/activity', '/m/message']);
    for (const shortcut of manifest.shortcuts) {
      expect(paths.has(shortcut.url), shortcut.url).toBe(true);
      expect(shortcut.name.length).toBeGreaterThan(0);
      for (const icon of shortcut.icons) {
        const file = `${PUBLIC}${icon.src}`;
        expect(existsSync(file), icon.src).toBe(true);
        const { width, height } = pngSize(file);
        expect(`${width}x${height}`).toBe(icon.sizes);
        expect(width).toBe(96);
      }
    }
  });

  it('has narrow screenshots of the size it declares, within the ratio an install sheet takes (at most 2.3)', () => {
    expect(manifest.screenshots.length).toBeGreaterThanOrEqual(1);
    for (const shot of manifest.screenshots) {
      const file = `${PUBLIC}${shot.src}`;
      expect(existsSync(file), shot.src).toBe(true);
      const { width, height } = pngSize(file);
      expect(`${width}x${height}`, shot.src).toBe(shot.sizes);
      expect(shot.form_factor).toBe('narrow');
      expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(2.3);
      expect(shot.label.length).toBeGreaterThan(0);
    }
  });
});
