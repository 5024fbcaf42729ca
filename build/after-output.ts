import type { Plugin } from 'vite';

/**
 * A build step over the written output folder, once the bundle, public/ and
 * the service worker are there; such steps run one after the other in the
 * order vite.config.ts lists them.
 */
export function afterOutputWritten(name: string, handler: (outDir: string) => Promise<void>): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => handler(outDir),
    },
  };
}
