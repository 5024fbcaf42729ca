import { test as base, expect } from '@playwright/test';

/**
 * The shared test: the home notice popup (shown once a session when the
 * operator has popups) is pre-dismissed unless a test asks for it with
 * `test.use({ noticePopup: true })`, so journeys that are not about it are
 * not covered by its dialog.
 */
export const test = base.extend<{ noticePopup: boolean }>({
  noticePopup: [false, { option: true }],
  page: async ({ page, noticePopup }, use) => {
    if (!noticePopup) await page.addInitScript(() => sessionStorage.setItem('NOTICE_POP', '1'));
    await use(page);
  },
});

export { expect };
