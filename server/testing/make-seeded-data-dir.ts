/**
 * `tsx server/testing/make-seeded-data-dir.ts`: makes the migrated, seeded
 * PGlite folder test servers start from (seeded-data-dir.ts), ahead of the
 * tests, on a core the static checks leave free (tests/static-checks.sh).
 */
import { seededTemplate } from './seeded-data-dir';

const started = Date.now();
const folder = await seededTemplate();
console.info(`seeded PGlite folder ready in ${Date.now() - started} ms: ${folder}`);
