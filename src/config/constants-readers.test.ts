import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 10 §14: every constant of the spec has a reader. A constant whose
 * screen does not exist yet is deleted, and comes back with its reader.
 */
const ROOT = join(__dirname, '..', '..');
const CONSTANTS = join(__dirname, 'constants.ts');
const SCANNED = ['src', 'server', 'sw'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The names imported from config/constants by one file's source. */
function importedConstants(source: string): Set<string> {
  const names = new Set<string>();
  const imports = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"][^'"]*config\/constants['"]/g;
  for (const match of source.matchAll(imports)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

describe('config/constants', () => {
  it('reads the imports of a file', () => {
    const source = "import { A, type B, C as D } from '../../config/constants';\nimport { E } from './other';";
    expect([...importedConstants(source)]).toEqual(['A', 'B', 'C']);
  });

  it('has an importer outside src/config for every exported constant', () => {
    const exported = [...readFileSync(CONSTANTS, 'utf8').matchAll(/^export const (\w+)/gm)].map((m) => m[1]!);
    expect(exported.length).toBeGreaterThan(10);
    const read = new Set<string>();
    for (const dir of SCANNED) {
      for (const file of sourceFiles(join(ROOT, dir))) {
        if (relative(ROOT, file).startsWith(join('src', 'config'))) continue;
        for (const name of importedConstants(readFileSync(file, 'utf8'))) read.add(name);
      }
    }
    expect(exported.filter((name) => !read.has(name))).toEqual([]);
  });
});
