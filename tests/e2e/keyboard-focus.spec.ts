import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';

/**
 * Issue 27 (the UX review's keyboard findings), in a real browser: a ring
 * on every control a Tab reaches, off-screen carousel slides are no tab
 * stops, focus after the notice popup closes.
 */

/** The dark theme's text colour (--text) and gold (--accent), as computed colours. */
const TEXT = 'rgb(233, 237, 245)';
const ACCENT = 'rgb(245, 185, 66)';

interface Ring {
  control: string;
  ring: string;
  /** Boxes that cut part of the ring off (an ancestor that clips), or the ring lying off screen. */
  cut: string[];
}

/**
 * The focused control's ring as drawn: its outline (for a visually hidden
 * input, the label that draws the ring for it), and what clips it.
 */
function focusRing(page: Page): Promise<Ring> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\s+/).join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24)}"`;
    const drawn = getComputedStyle(active).opacity === '0' ? (active.closest('label') ?? active) : active;
    const style = getComputedStyle(drawn);
    const width = parseFloat(style.outlineWidth);
    const reach = width + parseFloat(style.outlineOffset);
    const box = drawn.getBoundingClientRect();
    const ring = { left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach };
    const cut: string[] = [];
    for (let up = drawn.parentElement; up && up !== document.documentElement; up = up.parentElement) {
      const s = getComputedStyle(up);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const r = up.getBoundingClientRect();
      const inner = { left: r.left + up.clientLeft, top: r.top + up.clientTop, right: r.left + up.clientLeft + up.clientWidth, bottom: r.top + up.clientTop + up.clientHeight };
      if (ring.left < inner.left - 0.5 || ring.top < inner.top - 0.5 || ring.right > inner.right + 0.5 || ring.bottom > inner.bottom + 0.5) cut.push(name(up));
    }
    if (ring.left < -0.5 || ring.right > innerWidth + 0.5) cut.push('the screen');
    return { control: name(active), ring: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, cut };
  });
}

/** Presses Tab `count` times; every control reached must show the ring, uncut. */
async function everyStopShowsTheRing(page: Page, count: number, colours: Record<string, string> = {}) {
  const problems: string[] = [];
  const seen: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press('Tab');
    const { control, ring, cut } = await focusRing(page);
    // past the page's last control the browser's own controls have focus (the next Tab comes back)
    if (control.startsWith('body.')) continue;
    seen.push(control);
    const expected = `solid 2px ${Object.entries(colours).find(([start]) => control.startsWith(start))?.[1] ?? TEXT}`;
    if (ring !== expected) problems.push(`${control}: ${ring}, not ${expected}`);
    if (cut.length) problems.push(`${control}: ring cut by ${cut.join(', ')}`);
  }
  expect(problems, seen.join('\n')).toEqual([]);
  return seen;
}

test.describe('the focus ring', () => {
  test('a guest tabbing through home: header, download bar, banner, ticker, tabs, lobby', async ({ page }) => {
    test.slow();
    await page.goto('/m/home');
    await expect(page.locator('.home-banner__swiper')).toHaveClass(/swiper-initialized/);
    const seen = await everyStopShowsTheRing(page, 22);
    // what was reached: the gold "Đăng ký" button and a category tab among them
    expect(seen).toContain('a.button.button--small "Đăng ký"');
    expect(seen).toContain('button.home-tabs__tab "HOT"');
  });

  test('the login page: links, tabs, fields, checkbox, buttons', async ({ page }) => {
    await page.goto('/m/login');
    await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
    // the fields keep their gold ring (they had one)
    await everyStopShowsTheRing(page, 10, { 'input.auth-field__input': ACCENT });
  });

  test('a member: member centre and settings', async ({ page, request }) => {
    test.slow();
    await loginAs(page, request, 'demomember');
    await page.goto('/m/member/home');
    await expect(page.getByRole('link', { name: 'Nạp tiền' }).first()).toBeVisible();
    // on past the tiles to the hot strip's games (a carousel that clips)
    const seen = await everyStopShowsTheRing(page, 45);
    expect(seen.filter((control) => control.startsWith('button.game-tile__launch')).length).toBeGreaterThan(0);
    await page.goto('/m/set');
    await expect(page.getByRole('radio', { name: 'English' })).toBeVisible();
    await everyStopShowsTheRing(page, 5, { 'input.': ACCENT });
  });

  test('rows that scroll and lists that clip: promotion categories, the message centre, the search\'s categories', async ({ page, request }) => {
    test.slow();
    await loginAs(page, request, 'demomember');
    await page.goto('/m/activity');
    await expect(page.getByRole('button', { name: 'Tất cả', pressed: true })).toBeVisible();
    expect(await everyStopShowsTheRing(page, 12)).toContain('button.promo-category "Sự kiện"');
    await page.goto('/m/message');
    await expect(page.getByRole('link', { name: /^Tin nhắn/ })).toBeVisible();
    await everyStopShowsTheRing(page, 10);
    await page.goto('/m/search');
    await expect(page.getByRole('navigation', { name: 'Danh mục trò chơi' })).toBeVisible();
    expect(await everyStopShowsTheRing(page, 9)).toContain('button.tab-menu__item "Thể thao"');
    // a game list's category row: a half-visible tab reached by Tab scrolls whole into its row
    await page.goto('/m/slot-games');
    await expect(page.getByRole('navigation', { name: 'Danh mục trò chơi' })).toBeVisible();
    expect(await everyStopShowsTheRing(page, 12)).toContain('button.tab-menu__item "Thể thao"');
  });
});

test('the banner: only the slide in view is a tab stop, and it holds still while focused', async ({ page }) => {
  // with autoplay (the journeys' default reduces motion, which has none), on a clock the test moves
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.clock.install();
  await page.goto('/m/home');
  await expect(page.locator('.home-banner__swiper')).toHaveClass(/swiper-initialized/);
  // paused a moment ahead of the page's clock (it keeps running while the call travels), before autoplay's first change
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const slides = page.locator('.home-banner__slide');
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  // one slide takes part; the others (off to the sides) are inert
  await expect(page.locator('.home-banner__slide:not([inert])')).toHaveCount(1);
  await expect(page.locator('.home-banner__slide[inert]')).toHaveCount(count - 1);
  // from the download bar's button, one Tab reaches the banner and the next the notice ticker
  await page.getByRole('link', { name: 'Tải về' }).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator('.home-banner__slide:not([inert]) .banner__button');
  await expect(focused).toBeFocused();
  const name = await focused.getAttribute('aria-label');
  const box = await focused.boundingBox();
  expect(box?.x).toBe(0);
  // longer than autoplay's 5 s: the focused banner stays (a change would leave focus on an inert slide)
  await page.clock.runFor(6_000);
  await expect(page.locator('.home-banner__slide:not([inert]) .banner__button')).toHaveAttribute('aria-label', name!);
  await expect(page.locator('.home-banner__slide:not([inert]) .banner__button')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('a.notice-ticker')).toBeFocused();
  // focus gone from the banner, autoplay goes on: the next banner 5 s later
  const active = page.locator('.home-banner__slide.swiper-slide-active');
  const before = await active.getAttribute('data-swiper-slide-index');
  await page.clock.runFor(4_900);
  expect(await active.getAttribute('data-swiper-slide-index')).toBe(before);
  await page.clock.runFor(200);
  expect(await active.getAttribute('data-swiper-slide-index')).not.toBe(before);
});

test('the member centre\'s hot strip: the four games in view are its tab stops', async ({ page, request }) => {
  await loginAs(page, request, 'demomember');
  await page.goto('/m/member/home');
  const strip = page.locator('.hot-strip__swiper');
  await expect(strip).toHaveClass(/swiper-initialized/);
  await expect(strip.locator('.game-tile:not([inert])')).toHaveCount(4);
  await strip.getByRole('button').first().focus();
  for (let i = 1; i < 4; i += 1) await page.keyboard.press('Tab');
  await expect(strip.locator('.game-tile:not([inert])').last().getByRole('button')).toBeFocused();
  await page.keyboard.press('Tab');
  // past the fourth game, focus has left the strip
  expect(await strip.evaluate((el) => el.contains(document.activeElement))).toBe(false);
});

test.describe('the notice popup', () => {
  test.use({ noticePopup: true });

  test('closed with Escape, it leaves focus on the page\'s main heading, where the next Tab starts', async ({ page }) => {
    await page.goto('/m/home');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    const heading = page.getByRole('heading', { level: 1, name: 'Trang chủ' });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('region', { name: 'Tin nổi bật' }).getByRole('button').first()).toBeFocused();
  });
});
