import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// The built PWA under test (E2E_DIST_DIR lets parallel runs use their own build).
process.env.E2E_DIST_DIR ??= 'dist';

/**
 * Each worker starts a server of its own with a fresh database
 * (tests/e2e/fixtures.ts, docs/decisions/0045-per-worker-e2e-servers.md),
 * so workers never share operator state. One by default: on this 2-core
 * machine two workers ran about 9 journeys a minute against about 24 for one
 * (each worker's Chromium and server compete for the same cores); set
 * E2E_WORKERS (up to the cores) on a bigger machine.
 */
const workers = Math.min(Number(process.env.E2E_WORKERS) || 1, availableParallelism());

export default defineConfig({
  testDir: 'tests/e2e',
  workers,
  fullyParallel: true,
  // A flaky journey is a defect to fix (wait for the real condition), not to retry.
  // One retry on CI while the suite still has load-sensitive waits on this 2-core machine (the goal is none).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    ...devices['Pixel 7'],
    locale: 'vi-VN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
        '--disable-gpu',
      ],
    },
  },
  projects: [{ name: 'phone-chromium' }],
});
