import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from './compile-hints';

describe('withCompileHint', () => {
  it('puts the hint on the very first line, once', () => {
    const code = 'const __vite__mapDeps=1;\nexport {};';
    expect(withCompileHint(code).split('\n')[0]).toBe(COMPILE_HINT);
    expect(withCompileHint(withCompileHint(code))).toBe(withCompileHint(code));
  });
});
