/**
 * Writes the app icons into public/icons/ (committed, so a build needs no
 * image tooling). Run after changing the mark: `npx tsx manifest/generate-icons.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderIcon, renderSvg, VARIANTS, type Variant } from './icon-art';
import { encodePng } from './png';
import { renderShortcutIcon, SHORTCUT_GLYPHS, type ShortcutGlyph } from './shortcut-art';
import { SHORTCUT_ICON_SIZE } from './manifest';

const OUT_DIR = fileURLToPath(new URL('../public/icons/', import.meta.url));

interface Output {
  file: string;
  size: number;
  variant: Variant;
  /** iOS fills transparent pixels of apple-touch-icon with black, so it gets none. */
  alpha: boolean;
}

const OUTPUTS: readonly Output[] = [
  { file: 'icon-192.png', size: 192, variant: VARIANTS.standard, alpha: true },
  { file: 'icon-512.png', size: 512, variant: VARIANTS.standard, alpha: true },
  { file: 'maskable-512.png', size: 512, variant: VARIANTS.fullBleed, alpha: true },
  { file: 'apple-touch-icon.png', size: 180, variant: VARIANTS.fullBleed, alpha: false },
  { file: 'favicon-32.png', size: 32, variant: VARIANTS.favicon, alpha: true },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const { file, size, variant, alpha } of OUTPUTS) {
  const png = encodePng(size, size, renderIcon(size, variant), { alpha });
  writeFileSync(`${OUT_DIR}${file}`, png);
  console.info(`${file}  ${size}x${size}  ${png.length} bytes`);
}
for (const glyph of Object.keys(SHORTCUT_GLYPHS) as ShortcutGlyph[]) {
  const file = `shortcut-${glyph}.png`;
  const png = encodePng(SHORTCUT_ICON_SIZE, SHORTCUT_ICON_SIZE, renderShortcutIcon(glyph, SHORTCUT_ICON_SIZE));
  writeFileSync(`${OUT_DIR}${file}`, png);
  console.info(`${file}  ${SHORTCUT_ICON_SIZE}x${SHORTCUT_ICON_SIZE}  ${png.length} bytes`);
}
writeFileSync(`${OUT_DIR}icon.svg`, renderSvg(VARIANTS.favicon));
console.info('icon.svg');
