import { RE2JS } from 're2js';

/**
 * Patterns from configuration (registration field rules) are untrusted:
 * a backtracking engine took 29 s on a 35-character email against the
 * seeded email rule. They run on RE2 (linear time in the input) and only
 * over bounded input.
 */

/** Longer values are refused before any pattern runs (RFC 5321 caps an email at 254). */
export const PATTERN_INPUT_MAX = 256;
/** Longer pattern sources are not compiled (a settings typo or an attack, not a field rule). */
export const PATTERN_SOURCE_MAX = 1000;

type Tester = ((text: string) => boolean) | null;

// Compiled once per source: settings rarely change and RE2 compilation is the costly part.
const compiled = new Map<string, Tester>();
const COMPILED_MAX = 200;

function compile(source: string): Tester {
  if (source.length > PATTERN_SOURCE_MAX) return null;
  try {
    const re = RE2JS.compile(RE2JS.translateRegExp(source));
    return (text) => re.test(text);
  } catch {
    // Not valid for RE2 (a backreference, a lookahead) or not valid at all.
    return null;
  }
}

/**
 * Whether text matches the configured pattern, searched like RegExp#test.
 * '*' and '' accept anything; a pattern RE2 cannot compile accepts anything
 * too (a broken rule in the settings must not lock everyone out; the
 * length bounds still apply); over-long text never matches.
 */
export function matchesConfigPattern(source: string, text: string): boolean {
  if (source === '*' || source === '') return true;
  if (text.length > PATTERN_INPUT_MAX) return false;
  let tester = compiled.get(source);
  if (tester === undefined) {
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    tester = compile(source);
    compiled.set(source, tester);
  }
  return tester === null ? true : tester(text);
}
