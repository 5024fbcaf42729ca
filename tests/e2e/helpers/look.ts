import type { Locator, Page } from '@playwright/test';

/** An iPhone 15's insets in portrait: the status bar with the Dynamic Island, and the home indicator. */
export const IPHONE_INSETS = { top: 59, bottom: 34, left: 0, right: 0 } as const;

/**
 * Chromium's own safe-area override (DevTools protocol), so the page's
 * env(safe-area-inset-*) are what an iOS web clip has: the test goes
 * through the same CSS a phone does, not through a stand-in variable.
 */
export async function emulateSafeArea(page: Page, insets: { top: number; bottom: number; left: number; right: number } = IPHONE_INSETS): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
}

/** The smallest font a reader must meet (docs/decisions/0069). */
export const MIN_FONT_PX = 12;

/**
 * Every visible text node, and every visible form control, whose font is
 * under `min` px, with a few words to find it by. Text hidden from sight
 * (display none, closed dialogs and details, visually-hidden labels) does
 * not count; text below the fold does.
 */
export function smallTexts(page: Page, min = MIN_FONT_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const shown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !el.closest('.visually-hidden');
    const describe = (el: Element, text: string) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''} "${text.trim().slice(0, 40)}" ${getComputedStyle(el).fontSize}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const el = node.parentElement;
      if (!text.trim() || !el || el.closest('script, style, noscript') || !shown(el)) continue;
      if (parseFloat(getComputedStyle(el).fontSize) < min) found.push(describe(el, text));
    }
    for (const el of document.querySelectorAll('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea')) {
      if (shown(el) && parseFloat(getComputedStyle(el).fontSize) < min) found.push(describe(el, (el as HTMLInputElement).placeholder || el.getAttribute('aria-label') || ''));
    }
    return found;
  }, min);
}

/** Wider than the screen: the page scrolls sideways (something overflows the column). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The elements that reach past the right edge of the page (not inside a box that scrolls or clips). */
export function pastTheRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el))
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\s+/).join('.')} (${Math.round(el.getBoundingClientRect().right)})`);
  });
}

/**
 * The size of what a finger can hit around the middle of a control: from its
 * centre, how far left, right, up and down the topmost element at a point is
 * still the control (or inside it, or its ::before/::after). Measures the
 * real hit area, whether it grew by padding or by an invisible pseudo-element,
 * and counts what a neighbour covers as lost. Accurate to a quarter pixel.
 */
export async function hitArea(control: Locator): Promise<{ width: number; height: number; blockers: string[] }> {
  await control.scrollIntoViewIfNeeded();
  return control.evaluate((el) => {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = el.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const hits = (x: number, y: number) => {
      const target = document.elementFromPoint(x, y);
      return target !== null && (target === el || el.contains(target) || (el instanceof HTMLLabelElement && target === el.control));
    };
    const blockers: string[] = [];
    const name = (node: Element | null) => (node ? `${node.tagName.toLowerCase()}.${String(node.className).trim().split(/\s+/).join('.')}` : 'nothing');
    if (!hits(cx, cy)) return { width: 0, height: 0, blockers: [name(document.elementFromPoint(cx, cy))] };
    // quarter-pixel steps: boxes sit at fractional positions, and whole-pixel
    // probes would read a 44 px box as 43
    const STEP = 0.25;
    const reach = (dx: number, dy: number) => {
      let steps = 0;
      while (steps < 400 && hits(cx + dx * STEP * (steps + 1), cy + dy * STEP * (steps + 1))) steps++;
      blockers.push(name(document.elementFromPoint(cx + dx * STEP * (steps + 1), cy + dy * STEP * (steps + 1))));
      return steps;
    };
    const width = (reach(-1, 0) + reach(1, 0) + 1) * STEP;
    const height = (reach(0, -1) + reach(0, 1) + 1) * STEP;
    return { width, height, blockers };
  });
}
