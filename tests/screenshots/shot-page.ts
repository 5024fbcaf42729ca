import type { Browser, Page } from '@playwright/test';

export type ShotLanguage = 'vi' | 'en';

/**
 * A phone page for screenshots: one device pixel per CSS pixel, touch, no
 * motion, the app's language stored before it starts and the once-a-session
 * notice popup (which would cover the screen) already dismissed.
 */
export async function newShotPage(browser: Browser, language: ShotLanguage, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: language === 'vi' ? 'vi-VN' : 'en-GB',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.addInitScript((lang) => {
    localStorage.setItem('language', lang);
    sessionStorage.setItem('NOTICE_POP', '1');
  }, language);
  return page;
}

/**
 * Resolves once every image inside the viewport is loaded: lazy images
 * further down, or beside it (a carousel's other slides), need not be.
 */
export async function imagesOnScreenLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth && box.width > 0;
      })
      .every((img) => img.complete),
  );
}
