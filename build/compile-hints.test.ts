import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, shiftedOneLine, withCompileHint } from './compile-hints';

describe('compile hints', () => {
  it('puts the hint on the very first line, once', () => {
    const code = 'const __vite__mapDeps=1;\nexport {};';
    expect(withCompileHint(code).split('\n')[0]).toBe(COMPILE_HINT);
    expect(withCompileHint(withCompileHint(code))).toBe(withCompileHint(code));
  });

  it('moves a source map down by the line it adds', () => {
    const map = JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' });
    expect(JSON.parse(shiftedOneLine(map))).toMatchObject({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' });
  });
});
