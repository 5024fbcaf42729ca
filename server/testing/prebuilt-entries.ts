/**
 * How a test runs one of the server's command-line entries in a process of
 * its own: `server/main.ts` (startServerProcess) and `server/ops.ts` (the
 * ops command's tests).
 *
 * Under tsx (`npm run serve`, `npm run ops`) each process loads tsx and
 * compiles the entry's module graph through its loader: about 1.5 CPU-s
 * before the entry's own first line, in each of the twenty-odd processes
 * the server tests start (docs/decisions/0116). The server test projects'
 * global set-up (prebuilt-entries.setup.ts) bundles both entries once for
 * the run with esbuild, tsx's own compiler, and names the folder in
 * WPS_TEST_PREBUILT_ENTRIES; a process then runs `node <bundle>`. Without
 * it (the journeys, the benches, a file run outside vitest) the entry runs
 * under tsx as before.
 */
import { join } from 'node:path';

/** The environment variable naming the folder of the run's bundles. */
export const PREBUILT_ENTRIES_ENV = 'WPS_TEST_PREBUILT_ENTRIES';

export const SERVER_ENTRIES = ['server/main.ts', 'server/ops.ts'] as const;
export type ServerEntry = (typeof SERVER_ENTRIES)[number];

/** The bundle's file name in the folder: `server-main.mjs`. */
export function bundleName(entry: ServerEntry): string {
  return `${entry.replace(/\.ts$/, '').replaceAll('/', '-')}.mjs`;
}

/** Node's arguments (after its flags) that run `entry`: the run's bundle, or the source under tsx. */
export function entryArgs(entry: ServerEntry): string[] {
  const folder = process.env[PREBUILT_ENTRIES_ENV];
  return folder ? [join(folder, bundleName(entry))] : ['--import', 'tsx', entry];
}
