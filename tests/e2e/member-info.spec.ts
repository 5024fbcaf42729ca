import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, logInWithForm } from './auth-support';
import { loginAs } from './helpers/login-as';

async function useEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
}

test('after logging in, the home greets the demo member by nickname with the VIP label; the menu and member centre name them too', async ({ page, request }) => {
  // a real login and three screens: more than the default 30 s on a loaded machine
  test.slow();
  await logInWithForm(page, request, DEMO.username, DEMO.password);

  const banner = page.locator('.member-banner--member');
  await expect(banner.getByText('Xin chào, Người chơi Demo')).toBeVisible();
  await expect(banner.getByText('VIP 0')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('member-greeting-vi.png') });

  await page.getByRole('button', { name: 'Mở menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByText('Xin chào, Người chơi Demo')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/m/member/home');
  const card = page.getByRole('region', { name: 'Tài khoản của bạn' });
  await expect(card.getByText('Người chơi Demo', { exact: true })).toBeVisible();
  await expect(card.getByText('VIP 0')).toBeVisible();
  const progress = card.getByRole('progressbar', { name: 'Tiến độ lên VIP 1' });
  await expect(progress).toHaveAttribute('aria-valuenow', /^(0|50|100)$/);
  await page.screenshot({ path: test.info().outputPath('member-centre-vi.png') });
});

test('a member without a nickname is named by account, and starts at the bottom of the VIP bar', async ({ page, request }) => {
  await loginAs(page, request, 'named_by_account', { balance: 50 });
  await page.goto('/m/home');
  await expect(page.locator('.member-banner--member').getByText('Xin chào, named_by_account')).toBeVisible();
  await page.goto('/m/member/home');
  await expect(page.getByRole('progressbar', { name: 'Tiến độ lên VIP 1' })).toHaveAttribute('aria-valuenow', '0');
});

test('money shows with Vietnamese grouping in VI and English grouping in EN, 2 decimals for a fraction and the merchant’s ₫ after it', async ({ page, request }) => {
  await loginAs(page, request, 'format_member', { balance: 1234567.5 });
  await page.goto('/m/home');
  await expect(page.getByTestId('home-balance')).toHaveText('1.234.567,50 ₫');
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-balance')).toHaveText('1.234.567,50 ₫');
  // the jackpot too: Vietnamese grouping, always 2 decimals (it ticks through fractions; docs/decisions/0088)
  await page.goto('/m/home');
  // a member's home replaces the server's guest markup: scroll once the app has rendered its own
  await expect(page.locator('html[data-app-ready="1"]')).toBeAttached();
  await page.locator('.home-extras-slot').scrollIntoViewIfNeeded();
  const jackpot = page.getByLabel('Giá trị jackpot');
  await expect(jackpot).toHaveText(/^5\.[4-8]\d\d\.\d{3},\d{2}\s₫$/);
});

test('in English the greeting, member centre and money follow the language', async ({ page, request }) => {
  await useEnglish(page);
  await loginAs(page, request, 'demomember');
  await page.goto('/m/home');
  await expect(page.locator('.member-banner--member').getByText('Hello, Người chơi Demo')).toBeVisible();
  await expect(page.getByTestId('home-balance')).toHaveText(/^\d{1,3}(,\d{3})*(\.\d{2})?\s₫$/);
  await page.screenshot({ path: test.info().outputPath('member-greeting-en.png') });
  await page.goto('/m/member/home');
  const card = page.getByRole('region', { name: 'Your account' });
  await expect(card.getByText('Người chơi Demo', { exact: true })).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Progress to VIP 1' })).toBeVisible();
  await expect(page.getByTestId('member-balance')).toHaveText(/^\d{1,3}(,\d{3})*(\.\d{2})?\s₫$/);
  await page.screenshot({ path: test.info().outputPath('member-centre-en.png') });
});
