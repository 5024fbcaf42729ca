/**
 * Vitest global set-up of the server test projects (vitest.config.ts): the
 * server's command-line entries bundled once for the run
 * (server/testing/prebuilt-entries.ts, docs/decisions/0116).
 *
 * The bundles are what tsx would run, compiled by the same esbuild: every
 * server, contract and shared source file in one module, the packages left
 * to node_modules (a link in the folder, so `node` finds them as it would
 * from the repository). A source's `import.meta.url` keeps naming the
 * source's own file, so the migrations and the icons are read from where
 * they are. The processes still start in the repository (their cwd).
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { bundleName, PREBUILT_ENTRIES_ENV, SERVER_ENTRIES } from './prebuilt-entries';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** `import.meta.url`, `.dirname`, `.filename` of a bundled source: its own file's, as under tsx. */
const sourceLocation: Plugin = {
  name: 'source-import-meta',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const contents = text
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(resolve(args.path, '..')))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

export default async function setup(): Promise<() => void> {
  const started = Date.now();
  const folder = mkdtempSync(join(tmpdir(), 'wps-server-entries-'));
  symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
  await Promise.all(
    SERVER_ENTRIES.map((entry) =>
      build({
        absWorkingDir: ROOT,
        entryPoints: [entry],
        outfile: join(folder, bundleName(entry)),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: `node${process.versions.node}`,
        packages: 'external',
        tsconfig: join(ROOT, 'tsconfig.json'),
        plugins: [sourceLocation],
        logLevel: 'warning',
      }),
    ),
  );
  // the test workers start after the global set-ups, with this environment
  process.env[PREBUILT_ENTRIES_ENV] = folder;
  console.info(`server: ${SERVER_ENTRIES.join(' and ')} bundled in ${Date.now() - started} ms`);
  return () => {
    delete process.env[PREBUILT_ENTRIES_ENV];
    rmSync(folder, { recursive: true, force: true });
  };
}
