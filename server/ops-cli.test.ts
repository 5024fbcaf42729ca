import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './db/pglite';
import { holdsTerminalControl } from './ops/terminal-text';
import { TEST_NODE_FLAGS } from './testing/node-flags';
import { entryArgs } from './testing/prebuilt-entries';
import { seedDataDir } from './testing/seeded-data-dir';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'wps-ops-cli-'));
// Each command is a new Node process (the run's bundle of server/ops.ts with the
// test processes' flags: prebuilt-entries.ts, node-flags.ts) that loads PGlite
// and opens the database: seconds each on a busy two-core machine. These are ceilings for
// a hung process, not waits: a passing run takes what it takes, well below.
const PROCESS_CEILING_MS = 90_000;
const TEST_CEILING_MS = 3 * PROCESS_CEILING_MS;

/** Runs `npm run ops -- …` as an operator would, without npm's own output (or tsx's compilation). */
async function ops(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [...TEST_NODE_FLAGS, ...entryArgs('server/ops.ts'), ...args], {
      cwd: ROOT,
      // A port nothing listens on: the command must fall back to the database.
      env: { ...process.env, DATA_DIR: dataDir, PORT: '1', DATABASE_URL: '' },
      timeout: PROCESS_CEILING_MS,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// A migrated, seeded database, as a server leaves it (docs/decisions/0095): each test reads or writes it alone.
beforeAll(() => seedDataDir(dataDir), TEST_CEILING_MS);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The parsing, the commands and their refusals are tested in-process in
// server/ops/ops.test.ts; here only what needs the real command line: exit
// codes, messages, and the fallback to the database when no server answers.
// Each database-opening command is a process, so there are as few as that needs.
describe('npm run ops', { timeout: TEST_CEILING_MS }, () => {
  it('exits non-zero with usage on a bad argument', async () => {
    const result = await ops('status', 'down');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/status needs one of normal\|maintenance\|blocked[\s\S]*usage:/);
  });

  it('applies to the database when no server runs, and refuses unknown flags', async () => {
    const set = await ops('status', 'maintenance', '--end-minutes', '10');
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toMatch(/applied directly[\s\S]*maintenance until/);
    const unknown = await ops('flag', 'NOPE3', 'on');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown flag NOPE3/);

    const db = await openPglite(dataDir);
    try {
      const [m] = await db.query<{ maintenance: boolean }>("select maintenance from merchants where code = 'DEMO'");
      expect(m?.maintenance).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('prints member text without its terminal controls (security review M2)', async () => {
    // The review's payer name: moves the cursor and repaints the amount column.
    const payer = '\u001b[51G   50,000.00\u001b[97GNguyen Van A';
    const db = await openPglite(dataDir);
    try {
      await db.query(
        `insert into deposit_orders (order_no, member_id, merchant_code, account_id, amount, payer_name, idempotency_key)
         select 'DSPOOF000001', m.id, 'DEMO', a.id, 9000000, $1, 'spoof' from members m, deposit_accounts a
          where m.merchant_code = 'DEMO' and a.merchant_code = 'DEMO' order by m.id, a.id limit 1`,
        [payer],
      );
    } finally {
      await db.close();
    }
    const listed = await ops('deposits');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('9,000,000.00');
    expect(listed.stdout).toContain('\\x1b[51G');
    expect(holdsTerminalControl(listed.stdout)).toBe(false);
  });
});
