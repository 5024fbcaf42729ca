import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';
import { navigateInApp } from './helpers/navigate';
import { emulateSafeArea, hitArea, IPHONE_INSETS, pastTheRightEdge, sidewaysOverflow, smallTexts } from './helpers/look';
import { APP_PATHS } from '../../src/config/paths';
import { shot } from './helpers/shot';

/**
 * iOS web clips and small phones (docs/decisions/0069): nothing under the
 * status bar or the home indicator, no text under 12 px at 320 px wide,
 * nothing wider than the screen, and 44 × 44 px to hit on the controls the
 * UX review measured too small. One page per walk; screens are reached in
 * the app. With E2E_SHOTS_DIR set, screenshots of each screen go there.
 */

// 44 px, less the quarter pixel the probe cannot resolve (helpers/look.ts hitArea)
const TAP = 43.75;


/** Top and bottom of the visible box. */
async function edges(locator: Locator): Promise<{ top: number; bottom: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return { top: box.y, bottom: box.y + box.height };
}

async function expectBelowStatusBar(locator: Locator): Promise<void> {
  const count = await locator.count();
  expect(count, `${locator.toString()} present`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const { top } = await edges(locator.nth(i));
    expect(top, `${locator.nth(i).toString()} below the ${IPHONE_INSETS.top} px top inset`).toBeGreaterThanOrEqual(IPHONE_INSETS.top);
  }
}

async function expectAboveHomeIndicator(page: Page, locator: Locator): Promise<void> {
  const height = page.viewportSize()!.height;
  const count = await locator.count();
  expect(count, `${locator.toString()} present`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const { bottom } = await edges(locator.nth(i));
    expect(bottom, `${locator.nth(i).toString()} above the ${IPHONE_INSETS.bottom} px bottom inset`).toBeLessThanOrEqual(height - IPHONE_INSETS.bottom);
  }
}

test.describe('iOS safe area (59 px top, 34 px bottom)', () => {
  test('headers, the back arrow, the side menu, a dialog and the bottom bar keep clear of the insets', async ({ page, request }) => {
    await emulateSafeArea(page);
    await loginAs(page, request, 'look_safe_member');
    await test.step('home: the main header below the status bar, the bottom bar above the home indicator', async () => {
      await page.goto(APP_PATHS.home);
      const header = page.locator('header.app-header');
      await expect(header.getByRole('link', { name: 'Nạp tiền' })).toBeVisible();
      await expectBelowStatusBar(header.locator('button, a'));
      await expectAboveHomeIndicator(page, page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link'));
      await shot(page, 'safe-area-home');
    });
    await test.step('side menu: its close button below the status bar', async () => {
      await page.getByRole('button', { name: 'Mở menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expectBelowStatusBar(menu.getByRole('button', { name: 'Đóng' }));
      await shot(page, 'safe-area-menu');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });
    await test.step('a list page: the back arrow below the status bar', async () => {
      await navigateInApp(page, APP_PATHS.notice);
      const back = page.getByRole('button', { name: 'Quay lại' });
      await expect(back).toBeVisible();
      await expectBelowStatusBar(back);
      await shot(page, 'safe-area-list');
    });
    await test.step('settings: the sign-out confirmation between the insets', async () => {
      await navigateInApp(page, APP_PATHS.set);
      await page.getByRole('button', { name: 'Đăng xuất' }).click();
      const confirm = page.getByRole('dialog', { name: 'Xác nhận' });
      await expect(confirm).toBeVisible();
      await expectBelowStatusBar(confirm.locator('.dialog'));
      await expectAboveHomeIndicator(page, confirm.locator('.dialog'));
      await shot(page, 'safe-area-dialog');
      await confirm.getByRole('button', { name: 'Hủy' }).click();
      await expect(confirm).toBeHidden();
    });
    await test.step('a screen without the header: its way back below the status bar', async () => {
      await navigateInApp(page, APP_PATHS.app);
      const home = page.getByRole('link', { name: /Về trang chủ/ });
      await expect(home).toBeVisible();
      await expectBelowStatusBar(home);
    });
  });
});

/** At 320, 360 and 412 px wide: nothing sideways; at 320 (the smallest text) nothing under 12 px. */
async function expectReadable(page: Page, name: string): Promise<void> {
  for (const width of [412, 360, 320]) {
    await page.setViewportSize({ width, height: 760 });
    expect(await sidewaysOverflow(page), `${name} at ${width} px scrolls sideways (past the right edge: ${(await pastTheRightEdge(page)).join(', ')})`).toBeLessThanOrEqual(0);
  }
  expect(await smallTexts(page), `${name}: text under 12 px at 320 px wide`).toEqual([]);
  await shot(page, `320-${name}`);
}

test.describe('small phones: text at 320 px', () => {
  test('a guest: home, login and register', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 760 });
    await page.goto(APP_PATHS.home);
    await expect(page.locator('.home-games').first()).toBeVisible();
    await test.step('home', () => expectReadable(page, 'home-guest'));
    await test.step('login', async () => {
      await navigateInApp(page, APP_PATHS.login);
      await expect(page.getByRole('button', { name: 'Đăng nhập' }).last()).toBeVisible();
      await expectReadable(page, 'login');
    });
    await test.step('register', async () => {
      await navigateInApp(page, APP_PATHS.register);
      await expect(page.getByRole('button', { name: 'Đăng ký' }).last()).toBeVisible();
      await expectReadable(page, 'register');
    });
  });

  test('a member: home, member centre, deposit and records', async ({ page, request }) => {
    await loginAs(page, request, 'look_small_member');
    await page.setViewportSize({ width: 320, height: 760 });
    await page.goto(APP_PATHS.home);
    await expect(page.locator('.member-banner__balance')).toBeVisible();
    await test.step('home', () => expectReadable(page, 'home-member'));
    await test.step('member centre', async () => {
      await navigateInApp(page, APP_PATHS.memberHome);
      await expect(page.locator('.member-balance__value')).toBeVisible();
      await expectReadable(page, 'member-centre');
    });
    await test.step('deposit', async () => {
      await navigateInApp(page, APP_PATHS.deposit);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.wallet-choice, .empty-state').first()).toBeVisible();
      await expectReadable(page, 'deposit');
    });
    await test.step('records', async () => {
      await navigateInApp(page, APP_PATHS.transactionRecord);
      await expect(page.locator('.date-filter__preset').first()).toBeVisible();
      await expectReadable(page, 'records');
    });
  });
});

async function expectTappable(controls: Locator, what: string): Promise<void> {
  await expect(controls.first(), `${what} shown`).toBeVisible();
  const count = await controls.count();
  for (let i = 0; i < count; i++) {
    const area = await hitArea(controls.nth(i));
    // the blockers: what is hit just past each edge (left, right, up, down)
    expect(area.width, `${what} #${i + 1}: width to hit (then ${area.blockers.join(', ')})`).toBeGreaterThanOrEqual(TAP);
    expect(area.height, `${what} #${i + 1}: height to hit (then ${area.blockers.join(', ')})`).toBeGreaterThanOrEqual(TAP);
  }
}

test.describe('tap targets of at least 44 × 44 px', () => {
  test('a guest: header, download bar, tabs, login dialog, login and register pages, announcements, search', async ({ page }) => {
    await page.goto(APP_PATHS.home);
    await test.step('home header, download bar and category tabs', async () => {
      await expect(page.locator('.home-tabs__tab').first()).toBeVisible();
      await expectTappable(page.locator('header.app-header').locator('a, button'), 'header control');
      const bar = page.getByRole('complementary', { name: /ứng dụng|Tải/ });
      await expectTappable(bar.locator('button, a'), 'download bar control');
      await expectTappable(page.locator('.home-tabs__tab'), 'category tab');
      await expectTappable(page.locator('a.notice-ticker'), 'notice ticker');
    });
    await test.step('the login dialog over a game', async () => {
      await page.locator('.home-game__button').first().click();
      const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
      await expect(dialog).toBeVisible();
      await expectTappable(dialog.getByRole('button', { name: 'Quên mật khẩu?' }), '"Quên mật khẩu?" (dialog)');
      await expectTappable(dialog.getByRole('link', { name: 'Chăm sóc khách hàng' }), '"Chăm sóc khách hàng" (dialog)');
      await expectTappable(dialog.getByRole('button', { name: /Chưa có tài khoản/ }), '"Chưa có tài khoản? Đăng ký" (dialog)');
      await expectTappable(dialog.locator('label.auth-check'), 'remember-me (dialog)');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
    await test.step('the login page', async () => {
      await navigateInApp(page, APP_PATHS.login);
      await expectTappable(page.getByRole('link', { name: 'Quên mật khẩu?' }), '"Quên mật khẩu?"');
      await expectTappable(page.getByRole('link', { name: 'Chăm sóc khách hàng' }), '"Chăm sóc khách hàng"');
      await expectTappable(page.getByRole('link', { name: /Chưa có tài khoản/ }), '"Chưa có tài khoản? Đăng ký"');
      await expectTappable(page.locator('label.auth-check'), 'remember-me');
      await expectTappable(page.getByRole('link', { name: /Về trang chủ/ }), 'back home');
      await expect(page.locator('.auth-tabs__tab')).toHaveCount(2);
      await expectTappable(page.locator('.auth-tabs__tab'), 'login method tab');
      await expectTappable(page.locator('input.auth-field__input:visible'), 'login field');
    });
    await test.step('the register page', async () => {
      await navigateInApp(page, APP_PATHS.register);
      await expectTappable(page.locator('.auth-terms-row').locator('a, button, label'), 'terms link or checkbox');
      await expectTappable(page.getByRole('link', { name: /Đã có tài khoản/ }), '"Đã có tài khoản? Đăng nhập"');
    });
    await test.step('announcements', async () => {
      await navigateInApp(page, APP_PATHS.announcement);
      await expectTappable(page.locator('.announcement-table__title'), 'announcement title');
    });
    await test.step('settings and help', async () => {
      await navigateInApp(page, APP_PATHS.set);
      await expect(page.locator('.language-switcher__option')).toHaveCount(2);
      await expectTappable(page.locator('.language-switcher__option'), 'language option');
      await navigateInApp(page, APP_PATHS.help);
      await expect(page.locator('.accordion__summary').first()).toBeVisible();
      await expectTappable(page.locator('.accordion__summary'), 'help entry');
    });
    await test.step('search', async () => {
      await navigateInApp(page, APP_PATHS.search);
      await expectTappable(page.getByRole('searchbox'), 'search input');
    });
  });

  test('a member: balance refresh, quick links, promotion pills, date presets', async ({ page, request }) => {
    await loginAs(page, request, 'look_tap_member');
    await page.goto(APP_PATHS.home);
    await test.step('member banner', async () => {
      await expect(page.locator('.member-banner__balance')).toBeVisible();
      await expectTappable(page.getByRole('button', { name: 'Làm mới số dư' }), 'balance refresh');
      await expectTappable(page.locator('.member-banner__shortcuts a'), 'member quick link');
    });
    await test.step('promotion pills', async () => {
      await navigateInApp(page, APP_PATHS.activity);
      await expectTappable(page.locator('.promo-category'), 'promotion pill');
    });
    await test.step('date presets', async () => {
      await navigateInApp(page, APP_PATHS.transactionRecord);
      await expectTappable(page.locator('.date-filter__preset'), 'date preset');
    });
    await test.step('deposit amount presets and fields', async () => {
      await navigateInApp(page, APP_PATHS.deposit);
      await expect(page.locator('.wallet-preset')).toHaveCount(6);
      await expectTappable(page.locator('.wallet-preset'), 'amount preset');
      await expectTappable(page.locator('input.wallet-input:visible'), 'deposit field');
    });
  });

  test('an agent: team search input and button', async ({ page, request }) => {
    await loginAs(page, request, 'look_tap_agent', { type: 1 });
    await page.goto(APP_PATHS.teamManagement);
    const search = page.getByRole('search');
    await expect(search).toBeVisible();
    await expectTappable(search.locator('input, button'), 'agent search control');
  });
});
