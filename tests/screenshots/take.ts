/**
 * Screenshots of the lobby at phone size (412 × 915), in both languages,
 * for the README: home (its first screen and its end), a game list, the
 * member centre and login; the manifest's screenshots (public/screenshots)
 * are copies of three of the Vietnamese ones. Then every screen of the
 * route table at 360 px as a guest, a member and an agent in both languages
 * (every-route.ts; `.screenshots/routes`, or SHOT_ROUTES_OUT, with an
 * index.md). Starts the reference server on a fresh database in test mode
 * (visitors sign in through its test session route), serving a built PWA.
 *
 *   npm run screenshots
 *   npm run screenshots -- --readme-only     # the README's set only
 *   SHOT_DIST=/tmp/my-dist SHOT_PORT=8299 SHOT_OUT=docs/screenshots npm run screenshots
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { MANIFEST_SCREENSHOTS } from '../../manifest/manifest';
import { shootEveryRoute } from './every-route';
import { imagesOnScreenLoaded, newShotPage } from './shot-page';
import { SHOTS, type Shot } from './shots';

const port = Number(process.env.SHOT_PORT ?? 8290);
const dist = resolve(process.env.SHOT_DIST ?? 'dist');
const out = resolve(process.env.SHOT_OUT ?? 'docs/screenshots');
const routesOut = resolve(process.env.SHOT_ROUTES_OUT ?? '.screenshots/routes');
const readmeOnly = process.argv.includes('--readme-only');
const origin = `http://localhost:${port}`;
const READY_MS = 90_000;

function startServer(dataDir: string): ChildProcess {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WPS_TEST_MODE: '1', DIST_DIR: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
    // its own process group, so stopping it stops npx, tsx and node together
    detached: true,
  });
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 8_000))]);
}

/** Polls the home page until the server answers (PGlite takes seconds to open and seed). */
async function waitUntilUp(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/m/home`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer on ${origin} within ${READY_MS / 1000} s`);
}

/** Scrolls down to the end of the page; lazy blocks (and the home's footer) load on the way. */
async function scrollToEnd(page: Page): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForLoadState('networkidle');
    if (done) break;
  }
}

/** Waits until the images on screen are loaded (lazy images further down need not be). */
async function settle(page: Page, bottom: boolean): Promise<void> {
  await page.waitForLoadState('networkidle');
  if (bottom) await scrollToEnd(page);
  // what the picture shows must be loaded
  await imagesOnScreenLoaded(page);
  await page.waitForLoadState('networkidle');
}

/** Member type 1 is an agent (the spec: 0, 4 and 40 are non-agents). */
const VISITOR_ACCOUNTS = { member: { username: 'demomember' }, agent: { username: 'shotagent', type: 1 } } as const;

async function signIn(page: Page, visitor: keyof typeof VISITOR_ACCOUNTS = 'member'): Promise<void> {
  const response = await page.request.post(`${origin}/__test/session`, { headers: { Merchant: 'DEMO' }, data: VISITOR_ACCOUNTS[visitor] });
  const body = (await response.json()) as { success: boolean; value: { token: string; id: number; userName: string; customerType: number } };
  if (!body.success) throw new Error(`test session refused: ${JSON.stringify(body)}`);
  const session = { token: body.value.token, id: body.value.id, userName: body.value.userName, type: body.value.customerType, merchantCode: 'DEMO' };
  await page.addInitScript((record) => localStorage.setItem('sessionInfo', JSON.stringify(record)), session);
}

async function take(browser: Browser, shot: Shot, language: 'vi' | 'en'): Promise<string> {
  const page = await newShotPage(browser, language, { width: 412, height: 915 });
  if (shot.member) await signIn(page);
  await page.goto(`${origin}${shot.path}`);
  if (shot.bottom) {
    await page.waitForLoadState('networkidle');
    await scrollToEnd(page);
  }
  await shot.ready(page, language);
  await settle(page, shot.bottom ?? false);
  const file = join(out, `${shot.name}-${language}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  await page.context().close();
  return file;
}

async function main(): Promise<void> {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no build in ${dist}: run vite build (or set SHOT_DIST)`);
  mkdirSync(out, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'wps-shots-'));
  const server = startServer(dataDir);
  let browser: Browser | undefined;
  try {
    await waitUntilUp(server);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu', '--disable-dev-shm-usage'] });
    for (const shot of SHOTS) {
      for (const language of ['vi', 'en'] as const) console.info(await take(browser, shot, language));
    }
    // The manifest's install-sheet pictures are the Vietnamese ones (the manifest's language).
    const installShots = resolve('public/screenshots');
    mkdirSync(installShots, { recursive: true });
    for (const { name } of MANIFEST_SCREENSHOTS) copyFileSync(join(out, `${name}-vi.png`), join(installShots, `${name}.png`));
    if (!readmeOnly) {
      const files = await shootEveryRoute({ browser, origin, out: routesOut, signIn });
      console.info(`${files.length} screens in ${routesOut} (index.md lists them)`);
    }
  } finally {
    await browser?.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
