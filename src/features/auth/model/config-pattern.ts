/**
 * Registration patterns come from the server's settings and run in the
 * browser too: on a backtracking engine the seeded email rule freezes the
 * tab on a long non-matching input. They run on RE2 (re2js, linear time),
 * over input capped at PATTERN_INPUT_MAX.
 *
 * re2js is loaded on demand, when a form first builds a rule from the
 * settings, so it stays out of the home screen's bundle. Until it arrives
 * (moments after the form opens) a pattern check passes: the server
 * checks every field again with the same engine.
 */
import type * as Re2js from 're2js';

type Engine = typeof Re2js;

/** Longer values never match (the server refuses them too; an email is at most 254). */
export const PATTERN_INPUT_MAX = 256;

let engine: Engine | null = null;
let loading: Promise<void> | null = null;

export function loadPatternEngine(): Promise<void> {
  loading ??= import('re2js').then(
    (module) => {
      engine = module;
    },
    () => {
      loading = null; // offline or a failed chunk: the next rule built retries
    },
  );
  return loading;
}

/** A tester for a configured pattern, searched like RegExp#test; null for '*' or ''. */
export function compileConfigPattern(source: string): ((text: string) => boolean) | null {
  if (source === '*' || source === '') return null;
  void loadPatternEngine();
  let tester: ((text: string) => boolean) | null | undefined;
  return (text) => {
    if (text.length > PATTERN_INPUT_MAX) return false;
    if (!engine) return true;
    if (tester === undefined) {
      try {
        const re = engine.RE2JS.compile(engine.RE2JS.translateRegExp(source));
        tester = (value) => re.test(value);
      } catch {
        tester = null; // a broken (or RE2-incompatible) server pattern must not block registration
      }
    }
    return tester === null ? true : tester(text);
  };
}
