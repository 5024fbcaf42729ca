import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: pure logic and the server in Node; React components in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'sw/**/*.test.ts', 'manifest/**/*.test.ts', 'build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          // opening PGlite takes seconds on a busy two-core machine
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'component',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/component.ts'],
        },
      },
    ],
  },
});
