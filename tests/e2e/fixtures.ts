import { test as base, expect } from '@playwright/test';

/**
 * The shared test: the home notice popup (shown once a session when the
 * operator has popups) is pre-dismissed unless a test asks for it with
 * `test.use({ noticePopup: true })`, so journeys that are not about it are
 * not covered by its dialog.
 *
 * Every journey also fails on a Content-Security-Policy violation (a
 * `securitypolicyviolation` event in any frame): the policy must allow all
 * the app really loads, and nothing more.
 */
export const test = base.extend<{ noticePopup: boolean; cspViolations: string[] }>({
  noticePopup: [false, { option: true }],
  page: async ({ page, noticePopup }, use) => {
    if (!noticePopup) await page.addInitScript(() => sessionStorage.setItem('NOTICE_POP', '1'));
    await use(page);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__reportCspViolation', ({ frame }, text: string) => violations.push(`${frame.url()}: ${text}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
