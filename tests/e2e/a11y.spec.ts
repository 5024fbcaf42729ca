import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROUTES } from '../../src/app/routes/route-table';
import { loginAs } from './helpers/login-as';
import { navigateInApp } from './helpers/navigate';

/**
 * axe-core on every route of the route table, as a guest and as a member:
 * no serious or critical violation (issue 10). axe's source is evaluated in
 * the page rather than added as a <script>: the coming CSP would block an
 * injected script tag, and @axe-core/playwright needs Node 22.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Settled: the route's data has arrived (no busy region, no loading spinner left). */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"], .spinner-block')).toHaveCount(0, { timeout: 15_000 });
}

const PATHS = [...new Set(ROUTES.map((route) => route.path))];

// One page per role walks every route, reached in the app as a link does
// (a fresh context per route took ~10 s each on the shared machine, a page
// load per route about 3 s, and axe is evaluated once a page).
for (const role of ['guest', 'member'] as const) {
  test(`axe: every route as ${role}, no serious or critical violation`, async ({ page, request }) => {
    test.setTimeout(PATHS.length * 20_000);
    if (role === 'member') await loginAs(page, request, 'a11y_member');
    const problems: string[] = [];
    // Routes a role may not open land on the same screen (login, home):
    // that screen is checked once, which halves the walk's time.
    const checkedScreens = new Set<string>();
    for (const [index, path] of PATHS.entries()) {
      if (index === 0) await page.goto(path);
      else await navigateInApp(page, path);
      await settle(page);
      const landed = page.url().replace(/^https?:\/\/[^/]+/, '');
      const screen = new URL(page.url()).pathname;
      if (screen !== path && checkedScreens.has(screen)) continue;
      checkedScreens.add(screen);
      const found = await seriousViolations(page);
      // one line per page: the report's before/after counts come from here
      console.info(`axe ${role} ${path} -> ${landed}: ${found.length} serious/critical`);
      for (const v of found) {
        problems.push(`${path}: ${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
