import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The build id busts persisted client caches after every deploy.
const buildId = process.env.VITE_BUILD_ID ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);

export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
  },
  build: {
    target: 'es2020',
    sourcemap: false,
  },
  server: {
    proxy: {
      '/wps': 'http://localhost:8080',
      '/lgw': 'http://localhost:8080',
    },
  },
});
