import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// One fresh database per run. Set here, in the runner process, so the web
// server and the workers (which inherit the environment) share the folder.
process.env.E2E_PORT ??= '8181';
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'wps-e2e-'));
// The built PWA under test (E2E_DIST_DIR lets parallel runs use their own build).
process.env.E2E_DIST_DIR ??= 'dist';
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  // The operator state (maintenance, flags) is global to the server: one worker.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://localhost:${port}`,
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
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://localhost:${port}/m/home`,
    reuseExistingServer: false,
    // A ceiling for a slow start (a busy CI machine), not a wait: it returns as soon as the URL answers.
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      WPS_TEST_MODE: '1',
      DIST_DIR: process.env.E2E_DIST_DIR,
    },
  },
});
