import { resolve } from 'node:path';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifest } from './manifest/manifest';
import { precompress } from './build/precompress';
import { minifyPublicScripts } from './build/minify-public-scripts';
import { compileHints } from './build/compile-hints';
import { brandNameOr } from './src/config/brand';

// The build id busts persisted client caches after every deploy.
const buildId = process.env.VITE_BUILD_ID ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);

// The one brand name of what the build fixes: manifest, <title>, apple-mobile-web-app-title
// (src/config/brand.ts; the screens show the merchant's name from the status).
const brandName = brandNameOr(process.env.VITE_BRAND_NAME);
const buildDefines = {
  'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
  'import.meta.env.VITE_BRAND_NAME': JSON.stringify(brandName),
};

/** index.html's __BRAND_NAME__ placeholders, written with the build's brand name. */
function brandInIndexHtml(): Plugin {
  const escaped = brandName.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return { name: 'wps-brand-name', transformIndexHtml: (html) => html.replaceAll('__BRAND_NAME__', escaped) };
}

/**
 * After the client build, the server renderer's bundle of the same app:
 * <outDir>/server/entry-server.js, self-contained (dependencies bundled, so a
 * build folder outside the checkout still runs), loaded by
 * server/ssr/render.ts. docs/decisions/0028-server-rendered-first-screen.md.
 */
function serverEntryBuild(): Plugin {
  let outDir = '';
  let skip = false;
  return {
    name: 'wps-server-entry',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (skip) return;
      skip = true; // once, even if the hook runs again
      await build({
        configFile: false,
        logLevel: 'warn',
        plugins: [react()],
        define: buildDefines,
        ssr: { noExternal: true, target: 'node' },
        build: { ssr: resolve(import.meta.dirname, 'src/entry-server.tsx'), outDir: resolve(outDir, 'server'), emptyOutDir: true, target: 'node20', sourcemap: false, copyPublicDir: false },
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // registration and updates are ours (src/platform/service-worker.ts)
      injectRegister: false,
      registerType: 'prompt',
      manifest: webAppManifest(brandName),
      // the brand icon in the header and the download bar is a PNG: an SVG image is
      // parsed and laid out on the main thread, a PNG decodes off it
      includeAssets: ['icons/apple-touch-icon.png', 'icons/favicon-32.png', 'icons/icon.svg', 'icons/icon-192.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // the server renderer's bundle is not part of the app
        globIgnores: ['server/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    brandInIndexHtml(),
    compileHints(),
    serverEntryBuild(),
    minifyPublicScripts(['first-screen.js']),
    precompress(),
  ],
  define: buildDefines,
  build: {
    target: 'es2020',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the first screen imports statically is one chunk: over
        // HTTP/1.1 on a slow network, twenty small files cost round trips
        // that one file does not (docs/decisions/0009-boot-data-in-the-page.md).
        // React and its renderer are a chunk of their own, which the
        // server-rendered page's loader evaluates a task ahead of the app
        // (src/react-renderer.ts, public/first-screen.js).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]react-renderer\.ts$/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/wps': 'http://localhost:8080',
      '/lgw': 'http://localhost:8080',
      '/demo-game': 'http://localhost:8080',
    },
  },
});
