import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifest } from './manifest/manifest';
import { precompress } from './build/precompress';
import { compileHints } from './build/compile-hints';

// The build id busts persisted client caches after every deploy.
const buildId = process.env.VITE_BUILD_ID ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);

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
      manifest: webAppManifest,
      includeAssets: ['icons/apple-touch-icon.png', 'icons/favicon-32.png', 'icons/icon.svg'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    compileHints(),
    precompress(),
  ],
  resolve: {
    // The app is written against React; it ships on preact/compat, which
    // keeps that API at a fraction of react-dom's size (the /m/home budget is
    // 120 KB gzip). See docs/decisions/0007-preact-compat.md.
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the first screen imports statically is one chunk: over
        // HTTP/1.1 on a slow network, twenty small files cost round trips
        // that one file does not (docs/decisions/0009-boot-data-in-the-page.md).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
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
