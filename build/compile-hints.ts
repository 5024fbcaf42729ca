import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk's code with the hint as its very first line (where V8 looks for it). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/** A source map whose generated code gained one line at the top. */
export function shiftedOneLine(mapJson: string): string {
  const map = JSON.parse(mapJson) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * V8's explicit compile hint on the entry chunk: nearly every function in it
 * runs on load, so Chrome (136+) compiles it eagerly on a background thread
 * while it downloads, instead of function by function on the main thread
 * during the first render. Other engines ignore the comment. Runs last, as
 * the hint must be the first line and Vite prepends its own helpers.
 */
export function compileHints(): Plugin {
  return {
    name: 'wps:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !file.isEntry || file.code.startsWith(COMPILE_HINT)) continue;
          file.code = withCompileHint(file.code);
          // keep a source map (when one is built) pointing at the right lines
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') map.source = shiftedOneLine(map.source);
        }
      },
    },
  };
}
