import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL } from './tests/e2e/helpers/browsers';

// The built PWA under test (E2E_DIST_DIR lets parallel runs use their own build).
process.env.E2E_DIST_DIR ??= 'dist';

/**
 * Each worker starts a server of its own with a fresh database
 * (tests/e2e/fixtures.ts, docs/decisions/0045-per-worker-e2e-servers.md),
 * so workers never share operator state. One worker per core by default:
 * a single worker spends most of its time waiting (browser, server, runner
 * take turns), so a second one on this 2-core machine nearly halves the run
 * (docs/decisions/0070); a third made the service worker's installs and
 * other heavy journeys miss their ceilings (docs/decisions/0084). E2E_WORKERS sets it.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || availableParallelism());

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
    // Recording a trace for every journey cost about 20% of the suite's time: CI records the retry of a failed one.
    trace: 'on-first-retry',
    // The service worker installs and precaches the whole app in every new
    // context: journeys about it (offline, updates, push, the kept first
    // screen) allow it with `test.use({ serviceWorkers: 'allow' })`; the others
    // load the app from the network as a first visit does, about 12% faster.
    serviceWorkers: 'block',
    // A player who asked for less motion: no autoplaying banner, ticker or
    // shimmer repainting the page while a journey waits. The app's motion
    // is a preference it honours (src/platform/reduced-motion.ts), and the
    // motion itself is checked where it is the subject (the banner's
    // autoplay in games-lobby.spec.ts emulates no preference; the carousels'
    // timings in their component tests). On the fault matrix's 77 journeys
    // the browser's work fell by about a sixth (202 CPU-s to 170;
    // docs/decisions/0106).
    reducedMotion: 'reduce',
    // The Pixel 7's viewport, touch and user agent at one device pixel per CSS
    // pixel: software rendering of 2.6x the pixels cost about 9% of the
    // suite's time and changes nothing a journey checks (as the screenshot
    // script, tests/screenshots/take.ts).
    deviceScaleFactor: 1,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS },
  },
  // Workers take journeys in this order: files by name. The longest journeys
  // go first, so the two workers end together instead of one finishing a
  // long journey alone while the other core idles (docs/decisions/0113): the
  // axe walks (a11y.spec.ts) lead the files, and the update journeys are
  // named app-update.spec.ts to follow them within the first minute. One
  // project: the push journey launches the full browser it needs itself
  // (tests/e2e/helpers/browsers.ts), where a project of its own cost a
  // Playwright worker and a test server more (docs/decisions/0117).
  projects: [{ name: 'phone-chromium' }],
});
