import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minifySync, type Plugin } from 'vite';
import { afterOutputWritten } from './after-output';

/**
 * The scripts public/ ships as they are (the server-rendered page's loader,
 * public/first-screen.js) are written for people, comments and all; the
 * phone gets them minified, as it gets the bundle. Runs after the output is
 * written and before it is precompressed (plugin order in vite.config.ts).
 */
export function minifyPublicScripts(names: readonly string[]): Plugin {
  return afterOutputWritten('wps:minify-public-scripts', async (outDir) => {
    for (const name of names) {
      const path = join(outDir, name);
      const source = await readFile(path, 'utf8').catch(() => null);
      if (source === null) continue;
      const result = minifySync(name, source, { compress: true, mangle: true });
      if (result.errors.length > 0) throw new Error(`${name}: ${result.errors.map((e) => e.message).join('; ')}`);
      await writeFile(path, result.code);
    }
  });
}
