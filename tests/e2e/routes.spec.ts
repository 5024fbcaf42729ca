import { expect, test } from './fixtures';
import { ROUTES } from '../../src/app/routes/route-table';
import { layoutFor } from '../../src/app/layout/layout-rules';
import vi from '../../src/i18n/vi';
import { loginAs } from './helpers/login-as';

const AGENT_TYPE = 1; // any type but 0, 4, 40 is an agent

test.describe('every route renders with the layout rules', () => {
  for (const route of ROUTES) {
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      test(`${path}`, async ({ page, request }) => {
        if (route.access === 'agent') await loginAs(page, request, 'route_agent', { type: AGENT_TYPE });
        // guest routes (login, register) send members home: they are opened as a guest
        else if (route.access !== 'public' && route.access !== 'guest') await loginAs(page, request, 'route_member');
        await page.goto(path);
        const layout = layoutFor(path);
        // the layout's key: /m/member/notice without ?types=A is titled for members
        const title = vi.titles[layout.titleKey];

        await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
        await expect(page.locator('header.app-header')).toHaveCount(layout.header === 'none' ? 0 : 1);
        await expect(page.locator('.app-header--main')).toHaveCount(layout.header === 'main' ? 1 : 0);
        await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toHaveCount(layout.footer ? 1 : 0);
        await expect(page.locator('.top-banner')).toHaveCount(layout.topBanner ? 1 : 0);
        if (layout.header === 'title') {
          await expect(page.locator('.app-header--title [role="heading"]')).toHaveText(title);
        }
      });
    }
  }
});

test('unknown paths land on /m/home', async ({ page }) => {
  for (const path of ['/m/does-not-exist', '/m/member/nothing', '/something']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('.top-banner')).toBeVisible();
  }
});

test('guests are sent to login from member routes and home from popups and the agent area', async ({ page }) => {
  await page.goto('/m/webEmail');
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FwebEmail$/);
  await page.goto('/m/favorite');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/agent');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('members who are not agents are sent home from the agent area', async ({ page, request }) => {
  await loginAs(page, request, 'route_member');
  await page.goto('/m/agent/team/overview');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the back arrow goes home from activity and back one step elsewhere', async ({ page }) => {
  await page.goto('/m/help');
  await page.goto('/m/hot-games');
  await page.getByRole('button', { name: 'Quay lại' }).click();
  await expect(page).toHaveURL(/\/m\/help$/);
  await page.goto('/m/activity');
  await page.getByRole('button', { name: 'Quay lại' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a rightward swipe of more than 100 px goes back', async ({ page }) => {
  await page.goto('/m/help');
  await expect(page.locator('.app-header--title [role="heading"]')).toHaveText('Trung tâm trợ giúp');
  await page.goto('/m/search');
  await expect(page.locator('.app-header--title [role="heading"]')).toHaveText('Tìm kiếm');
  await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const swipe = async (dx: number) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 30, y: 400 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 30 + dx / 2, y: 402 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 30 + dx, y: 404 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await swipe(80);
  await expect(page).toHaveURL(/\/m\/search$/);
  await swipe(180);
  await expect(page).toHaveURL(/\/m\/help$/);
});
