import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ROUTES, type RouteDef } from '../../src/app/routes/route-table';
import { APP_PATHS, appPath } from '../../src/config/paths';
import { imagesOnScreenLoaded, newShotPage } from './shot-page';

/**
 * Every screen of the route table as each kind of visitor sees it, in both
 * languages: a guest, a member and an agent (`npm run screenshots`, written
 * under `.screenshots/routes/<language>/<visitor>/`, git-ignored; README
 * shows a representative set from docs/screenshots). A guest opening a
 * member screen sees what a guest gets there (the login), which is the point.
 */
export const VISITORS = ['guest', 'member', 'agent'] as const;
export type Visitor = (typeof VISITORS)[number];

/** Screens that show their content for a query string (without one they say what is missing). */
const OPEN_WITH: Readonly<Record<string, string>> = {
  [APP_PATHS.activityDetail]: appPath('activityDetail', { id: 1 }),
  // seeded tiles: the fast lottery, SABA's sportsbook and SV388's pit (server/db/seed-data)
  [APP_PATHS.fastLottery]: `${APP_PATHS.fastLottery}?nodeId=90001`,
  [APP_PATHS.sportsbook]: `${APP_PATHS.sportsbook}?nodeId=10587`,
  [APP_PATHS.cockfightPit]: `${APP_PATHS.cockfightPit}?nodeId=10604`,
};

/** One path per screen component, in route-table order (the game lists share a screen). */
export function screensToShoot(): RouteDef[] {
  return ROUTES.filter((route, index) => ROUTES.findIndex((r) => r.screen === route.screen) === index);
}

/** A file name from a route's key (letters and digits only). */
export function shotName(route: RouteDef): string {
  return route.key.replace(/[^A-Za-z0-9]+/g, '-');
}

/** Waits until nothing on screen is loading: no busy skeleton or spinner, the network quiet, visible images decoded. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined); // a screen that stays busy (a live round) is shot as it is
  await imagesOnScreenLoaded(page);
}

export interface EveryRouteOptions {
  browser: Browser;
  origin: string;
  out: string;
  /** Stores a session for the visitor before the app starts (none for a guest). */
  signIn: (page: Page, visitor: Exclude<Visitor, 'guest'>) => Promise<void>;
}

/** Shoots every screen for every visitor and language; returns the files written and writes an index. */
export async function shootEveryRoute({ browser, origin, out, signIn }: EveryRouteOptions): Promise<string[]> {
  const files: string[] = [];
  const screens = screensToShoot();
  for (const language of ['vi', 'en'] as const) {
    for (const visitor of VISITORS) {
      const folder = join(out, language, visitor);
      mkdirSync(folder, { recursive: true });
      // one context per visitor and language: the session and language stay, the app is loaded anew per screen
      const page = await newShotPage(browser, language, { width: 360, height: 780 });
      if (visitor !== 'guest') await signIn(page, visitor);
      for (const route of screens) {
        await page.goto(`${origin}${OPEN_WITH[route.path] ?? route.path}`);
        await settled(page);
        const file = join(folder, `${shotName(route)}.png`);
        await page.screenshot({ path: file, animations: 'disabled' });
        files.push(file);
      }
      await page.context().close();
    }
  }
  const index = screens.map((route) => `| ${route.key} | \`${route.path}\` | ${VISITORS.map((v) => `[vi](vi/${v}/${shotName(route)}.png) [en](en/${v}/${shotName(route)}.png)`).join(' | ')} |`);
  writeFileSync(
    join(out, 'index.md'),
    ['| screen | path | guest | member | agent |', '|---|---|---|---|---|', ...index, ''].join('\n'),
  );
  return files;
}
