import { test as base, expect, type Page } from '@playwright/test';
import { startWorkerServer, type WorkerServer } from './helpers/worker-server';

/**
 * The shared test.
 *
 * Each worker has a server of its own (own process, port and fresh
 * database; helpers/worker-server.ts), and `baseURL`, `request` and the
 * operator commands (helpers/ops.ts) point at it: workers run side by side
 * although the operator state is global to a server.
 *
 * The home notice popup (shown once a session when the operator has popups)
 * is pre-dismissed unless a test asks for it with
 * `test.use({ noticePopup: true })`, so journeys that are not about it are
 * not covered by its dialog.
 *
 * Every journey also fails on a Content-Security-Policy violation (a
 * `securitypolicyviolation` event in any frame): the policy must allow all
 * the app really loads, and nothing more.
 */
export const test = base.extend<{ noticePopup: boolean; cspViolations: string[]; serverLogOnFailure: void }, { workerServer: WorkerServer }>({
  workerServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startWorkerServer();
      await use(server);
      await server.stop();
    },
    // the ceiling of a start on a busy machine (helpers/worker-server.ts), not a wait
    { scope: 'worker', auto: true, timeout: 330_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
  serverLogOnFailure: [
    async ({ workerServer }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server log (end)', { body: workerServer.output(), contentType: 'text/plain' });
    },
    { auto: true },
  ],
  noticePopup: [false, { option: true }],
  page: async ({ page, noticePopup }, use) => {
    if (!noticePopup) await dismissNoticePopup(page);
    await use(page);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations = await watchCspViolations(page);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** The home notice popup counts as seen this session (the `page` fixture's default). */
export async function dismissNoticePopup(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('NOTICE_POP', '1'));
}

/**
 * Collects the page's Content-Security-Policy violations (any frame) into
 * the returned list, which a journey must find empty at its end. The
 * `cspViolations` fixture does it for `page`; a journey with a page of its
 * own (another browser: messages-push.spec.ts) calls it itself.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', ({ frame }, text: string) => violations.push(`${frame.url()}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

export { expect };
