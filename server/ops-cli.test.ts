import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './db/pglite';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'wps-ops-cli-'));

/** Runs `npm run ops -- …` as an operator would, without npm's own output. */
async function ops(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/ops.ts', ...args], {
      cwd: ROOT,
      // A port nothing listens on: the command must fall back to the database.
      env: { ...process.env, DATA_DIR: dataDir, PORT: '1', DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run ops', () => {
  it('exits non-zero with usage on a bad argument', async () => {
    const result = await ops('status', 'down');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/status needs one of normal\|maintenance\|blocked[\s\S]*usage:/);
  });

  it('applies to the database when no server runs, and refuses unknown flags', async () => {
    const set = await ops('status', 'maintenance', '--end-minutes', '10');
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toMatch(/applied directly[\s\S]*maintenance until/);
    const flag = await ops('flag', 'FREEPLAY3', 'off');
    expect(flag.stdout).toMatch(/off FREEPLAY3/);
    const unknown = await ops('flag', 'NOPE3', 'on');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown flag NOPE3/);

    const db = await openPglite(dataDir);
    try {
      const [m] = await db.query<{ maintenance: boolean }>("select maintenance from merchants where code = 'DEMO'");
      const [f] = await db.query<{ enabled: boolean }>("select enabled from whitelabel_modules where mod_id = 'FREEPLAY3'");
      expect(m?.maintenance).toBe(true);
      expect(f?.enabled).toBe(false);
    } finally {
      await db.close();
    }
  });
});
