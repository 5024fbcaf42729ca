import { spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port';
import { TEST_NODE_FLAGS } from './testing/node-flags';
import { entryArgs, type ServerEntry } from './testing/prebuilt-entries';
import { seedDataDir } from './testing/seeded-data-dir';

const ROOT = resolve(import.meta.dirname, '..');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wps-private-data-'));
  made.push(dir);
  return dir;
}

/** Every entry under root whose mode lets anyone but the owner in, as "path mode". */
function exposed(root: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${path.slice(root.length) || '/'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) readdirSync(path).forEach((name) => walk(join(path, name)));
  };
  walk(root);
  return found;
}

function countFiles(root: string): number {
  return readdirSync(root, { recursive: true }).length;
}


/**
 * Runs a server entry with umask 000 (as on the host where 0666 files were found) until `until` matches its output, then stops it.
 * The run's bundle of the entry, with the test processes' flags (prebuilt-entries.ts, node-flags.ts).
 */
function runLax(entry: ServerEntry, args: string[], env: Record<string, string>, until: RegExp, onReady?: () => void): Promise<string> {
  return new Promise((done, fail) => {
    const command = [process.execPath, ...TEST_NODE_FLAGS, ...entryArgs(entry), ...args].map((arg) => `'${arg}'`).join(' ');
    const child = spawn('sh', ['-c', `umask 000 && exec ${command}`], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!until.test(output) || child.killed) return;
      onReady?.();
      child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', fail);
    child.on('exit', () => (until.test(output) ? done(output) : fail(new Error(`no ${until} in:\n${output}`))));
  });
}

/** Every entry under root opened to everyone, as an older server or a lax copy left it. */
function openToAll(root: string): void {
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    chmodSync(path, stat.isDirectory() ? 0o777 : 0o666);
    if (stat.isDirectory()) readdirSync(path).forEach((name) => walk(join(path, name)));
  };
  walk(root);
}

describe('DATA_DIR permissions', () => {
  it('the server keeps the folder 0700 and every file 0600, repairing an older folder', async () => {
    // An older folder: a database (the seeded copy every test server starts from,
    // so this start need not migrate) and a stray key, all open to everyone.
    // A folder the server creates itself is the ops case below.
    const dataDir = tempDir();
    await seedDataDir(dataDir);
    openToAll(dataDir);
    expect(exposed(dataDir).length).toBeGreaterThan(20);
    mkdirSync(join(dataDir, 'old'), { mode: 0o777 });
    writeFileSync(join(dataDir, 'old', 'left-behind.key'), 'secret', { mode: 0o666 });
    chmodSync(join(dataDir, 'old', 'left-behind.key'), 0o666);

    const port = await freePort();
    let whileServing: string[] = [];
    await runLax('server/main.ts', [], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', WPS_TEST_MODE: '0' }, /WPS server ready/, () => {
      whileServing = exposed(dataDir);
    });
    expect(whileServing).toEqual([]);

    expect(countFiles(dataDir)).toBeGreaterThan(20);
    expect(exposed(dataDir)).toEqual([]);
  }, 120_000);

  it('the ops command, applying to the database itself, creates private files too', async () => {
    const dataDir = join(tempDir(), 'fresh');
    await runLax('server/ops.ts', ['show'], { DATA_DIR: dataDir, PORT: '1' }, /applied directly/);

    expect(countFiles(dataDir)).toBeGreaterThan(20);
    expect(exposed(dataDir)).toEqual([]);
  }, 120_000);
});
