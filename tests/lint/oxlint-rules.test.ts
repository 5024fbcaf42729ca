import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The rules `npm run lint` runs in oxlint (.oxlintrc.json, docs/decisions/0105)
 * bite: probes with a floating promise, a promise passed where a void
 * callback is expected, a promise used as a condition, an awaited number and
 * an import cycle are linted with the project's own configuration in a
 * TypeScript project of their own (outside the tree, so the lint that runs
 * beside these tests never sees them). A rule switched off or renamed in the
 * configuration fails here, not in a review.
 */
const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const oxlint = join(repo, 'node_modules/.bin/oxlint');
// oxlint looks for its type-aware half beside the folder it lints; the probes live outside the tree
const env = { ...process.env, OXLINT_TSGOLINT_PATH: join(repo, 'node_modules/.bin/tsgolint') };

const probes: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, target: 'ES2023', module: 'ESNext', moduleResolution: 'Bundler', noEmit: true },
    include: ['*.ts'],
  }),
  'work.ts': 'export async function work(): Promise<number> {\n  return 1;\n}\n',
  'floating.ts': "import { work } from './work';\nexport function caller(): void {\n  work();\n}\n",
  'void-callback.ts': "import { work } from './work';\nexport function each(): void {\n  [1].forEach(async () => {\n    await work();\n  });\n}\n",
  'condition.ts': "import { work } from './work';\nexport function check(): number {\n  return work() ? 1 : 0;\n}\n",
  'not-thenable.ts': 'export async function wait(): Promise<number> {\n  return await 3;\n}\n',
  'cycle-a.ts': "import { b } from './cycle-b';\nexport const a = (): number => b() + 1;\n",
  'cycle-b.ts': "import { a } from './cycle-a';\nexport const b = (): number => a() - 1;\n",
  'unused.ts': "import { readFileSync } from 'node:fs';\nexport function f(): number {\n  const left = 1;\n  return 2;\n}\n",
  'clean.ts': "import { work } from './work';\nexport async function caller(_unused: number): Promise<number> {\n  const _kept = 1;\n  void work();\n  return await work();\n}\n",
};

interface Diagnostic {
  code: string;
  filename: string;
}

let dir = '';
let diagnostics: Diagnostic[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'oxlint-probe-'));
  await Promise.all(Object.entries(probes).map(([name, text]) => writeFile(join(dir, name), text)));
  // oxlint exits 1 when it reports: the report is what is checked
  const result = await run(oxlint, ['--type-aware', '-c', join(repo, '.oxlintrc.json'), '--format', 'json', '.'], { cwd: dir, env }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  diagnostics = (JSON.parse(result.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}, 120_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

const fired = (file: string) => diagnostics.filter((d) => d.filename.endsWith(file)).map((d) => d.code);

describe('oxlint rules of .oxlintrc.json', () => {
  it.each([
    ['a promise left floating', 'floating.ts', 'typescript(no-floating-promises)'],
    ['an async callback where a void one is expected', 'void-callback.ts', 'typescript(no-misused-promises)'],
    ['a promise as a condition', 'condition.ts', 'typescript(no-misused-promises)'],
    ['a number awaited', 'not-thenable.ts', 'typescript(await-thenable)'],
    ['an import cycle', 'cycle-a.ts', 'import(no-cycle)'],
    ['an unused import and variable', 'unused.ts', 'eslint(no-unused-vars)'],
  ])('%s is refused', (_name, file, code) => {
    expect(fired(file)).toContain(code);
  });

  it('awaited and voided promises pass', () => {
    expect(fired('clean.ts')).toEqual([]);
  });
});
