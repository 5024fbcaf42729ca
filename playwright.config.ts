import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

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

/**
 * Debian's chromium-headless-shell (tests/ensure-chromium.sh installs it):
 * the same Chromium build without the desktop browser around it, which drove
 * the journeys in about three quarters of the full browser's time
 * (docs/decisions/0095). It has no Push API: the journeys about push
 * notifications run in Debian's full Chromium (project phone-chromium-push).
 */
const HEADLESS_SHELL = process.env.E2E_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NEEDS_FULL_BROWSER = /messages-push\.spec\.ts$/;
const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  // V8's two optimising compilers (Maglev, TurboFan) off: a journey's page
  // lives for seconds, mostly running code once, and compiling it again
  // optimised cost about 6% of the browser's CPU on the fault matrix's 77
  // journeys (195 CPU-s to 183). Sparkplug's baseline code stays, and
  // WebAssembly is untouched (unlike --jitless).
  '--js-flags=--max-opt=1',
];

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
  // Workers take journeys in this order: projects as listed, then files by
  // name. The longest journeys go first, so the two workers end together
  // instead of one finishing a long journey alone while the other core idles
  // (docs/decisions/0113): the push journey's worker (the full browser, a
  // worker and server of its own whenever it runs) starts with the run, the
  // axe walks (a11y.spec.ts) lead the files, and the update journeys are
  // named app-update.spec.ts to follow them within the first minute.
  projects: [
    { name: 'phone-chromium-push', testMatch: NEEDS_FULL_BROWSER, use: { launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } } },
    { name: 'phone-chromium', testIgnore: NEEDS_FULL_BROWSER },
  ],
});
