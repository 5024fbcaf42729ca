import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterOutputWritten } from './after-output';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes .br and .gz beside every compressible file of the output folder. */
export async function precompressFolder(outDir: string): Promise<number> {
  let count = 0;
  for await (const path of files(outDir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    const content = await readFile(path);
    await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
    await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    count++;
  }
  return count;
}

/**
 * The server sends the .br or .gz sibling a browser accepts (@fastify/static
 * preCompressed), so the phone downloads compressed bytes without the server
 * spending CPU on every request. Runs last, after the service worker build.
 */
export function precompress(): Plugin {
  return afterOutputWritten('wps:precompress', async (outDir) => {
    await precompressFolder(outDir);
  });
}
