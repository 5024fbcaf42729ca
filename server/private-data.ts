import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** New files 0600, new folders 0700, whatever mode a library asks for. */
export const PRIVATE_UMASK = 0o077;

/**
 * Called by main.ts and ops.ts at start and again after PGlite has written.
 * DATA_DIR holds the database (password hashes, the WAL), the RSA private
 * key and the operator token: no other local user may read or change any
 * of it. The folder's 0700 is what protects files created in between; the
 * umask covers what Node creates; chmod repairs what PGlite (which sets
 * 0666 on its files itself), an older version, or a lax umask left behind.
 */
export function makeDataDirPrivate(dataDir: string): void {
  process.umask(PRIVATE_UMASK);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrict(dataDir);
}

function restrict(path: string): void {
  let stat;
  try {
    stat = lstatSync(path);
  } catch (error) {
    // A file the database removed between listing its folder and reading it (its temporary and free-space files come and go) has no mode to fix.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  // A symbolic link's own mode means nothing, and following it could chmod files outside DATA_DIR.
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
    let names: string[];
    try {
      names = readdirSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) restrict(join(path, name));
  } else if ((stat.mode & 0o777) !== 0o600) {
    try {
      chmodSync(path, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
