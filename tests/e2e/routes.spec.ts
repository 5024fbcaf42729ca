import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROUTES, type RouteDef } from '../../src/app/routes/route-table';
import { layoutFor } from '../../src/app/layout/layout-rules';
import { BOOT_ELEMENT_ID } from '../../contract/boot';
import vi from '../../src/i18n/vi';
import { loginAs } from './helpers/login-as';
import { navigateInApp } from './helpers/navigate';

const AGENT_TYPE = 1; // any type but 0, 4, 40 is an agent

/** Who opens a route: guest routes (login, register) send members home, so they are opened as a guest. */
type Visitor = 'guest' | 'member' | 'agent';
function visitorFor(route: RouteDef): Visitor {
  if (route.access === 'agent') return 'agent';
  return route.access === 'public' || route.access === 'guest' ? 'guest' : 'member';
}

async function signIn(page: Page, request: APIRequestContext, visitor: Visitor): Promise<void> {
  if (visitor === 'agent') await loginAs(page, request, 'route_agent', { type: AGENT_TYPE });
  else if (visitor === 'member') await loginAs(page, request, 'route_member');
}

/** The layout rules of spec §2.1 for `path`, as the page shows them. */
async function expectLayout(page: Page, path: string): Promise<void> {
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
}

/**
 * One walk per kind of visitor: the first screen is loaded, every other
 * path and alias of the route table is reached in the app (as a link does),
 * and each shows the layout its path calls for; each screen is a step of its
 * own in the report. A page load per screen cost about 3 s each (60 of
 * them). That every path and alias is served as the app at all, and loads
 * on its own, is the request-level test below and the axe walk.
 */
const walks = new Map<Visitor, { route: RouteDef; path: string }[]>();
for (const route of ROUTES) {
  const visitor = visitorFor(route);
  const paths = [route.path, ...(route.aliases ?? [])].map((path) => ({ route, path }));
  walks.set(visitor, [...(walks.get(visitor) ?? []), ...paths]);
}

test.describe('every route renders with the layout rules', () => {
  for (const [visitor, paths] of walks) {
    test(`every screen as ${visitor} (${paths.length} paths)`, async ({ page, request }) => {
      // a ceiling that grows with the paths walked, not a wait
      test.setTimeout(30_000 + 5_000 * paths.length);
      await signIn(page, request, visitor);
      const [first, ...others] = paths;
      await test.step(`${first!.route.key}: ${first!.path}`, async () => {
        await page.goto(first!.path);
        await expectLayout(page, first!.path);
      });
      for (const { route, path } of others) {
        await test.step(`${route.key}: ${path}`, async () => {
          await navigateInApp(page, path);
          await expectLayout(page, path);
        });
      }
    });
  }
});

test('every path and alias of the route table is served as the app, with its boot data', async ({ request }) => {
  const boot = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">`);
  for (const route of ROUTES) {
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, `${path} carries the boot data`).toMatch(boot);
      // home and its aliases come with the server-rendered first screen
      expect(html.includes('<div id="root" data-ssr="vi">'), `${path} is server-rendered exactly when it is home`).toBe(route.key === 'home');
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
