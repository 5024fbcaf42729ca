import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/login-as';

/**
 * Issue 10, defects 1 and 2: every games list scrolled to its end, step by
 * step, against the reference server; the page height stays bounded, tiles
 * stay on screen, and every game of the server's list shows exactly once.
 */

const HEADERS = { Merchant: 'DEMO', Language: 'VI' };
const LIST = '/wps/relay/GCSGAME_gameList';
const HOT = '/wps/relay/GCSGAME_hotGamesV2';
/** Everything on a list page that is not a row of tiles: header, tabs, search, chips, titles, end text, footer. */
const CHROME_PX = 1200;

type Query = { gameType: string; vassalage?: string; gameClassify?: string };
interface WireGame { nodeId: string; gameType: string; vassalage: string; gameClassify: string[] }

/** Every node id of a list, as the server pages it. */
async function serverList(request: APIRequestContext, query: Query): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const params = new URLSearchParams({ ...query, pageNo: String(pageNo), pageSize: '200', language: 'VI', platform: 'html5', clientType: '2' });
    const body = (await (await request.get(`${LIST}?${params}`, { headers: HEADERS })).json()) as { value: { games: WireGame[]; totalPages: number; totalCount: number } };
    ids.push(...body.value.games.map((g) => g.nodeId));
    if (pageNo >= body.value.totalPages) return { ids, total: body.value.totalCount };
  }
}

async function hotList(request: APIRequestContext): Promise<WireGame[]> {
  const body = (await (await request.get(`${HOT}?isPlatform=2&platform=html5&language=VI&merchantCode=DEMO`, { headers: HEADERS })).json()) as { value: { list: WireGame[] } };
  return body.value.list;
}

/** Page height, rows loaded in every tile grid, the row pitch, the tiles on screen and the list's tile ids. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const grids = [...document.querySelectorAll<HTMLElement>('ul.game-grid[data-count]')];
    const rows = grids.reduce((sum, grid) => sum + Math.ceil(Number(grid.dataset.count) / 3), 0);
    let pitch = 0;
    for (const grid of grids) {
      const tops = [...grid.querySelectorAll(':scope > li')].map((li) => li.getBoundingClientRect().top);
      const next = tops.find((top) => top > tops[0]! + 1);
      if (next !== undefined) pitch = Math.max(pitch, next - tops[0]!);
      else if (tops.length) pitch = Math.max(pitch, grid.querySelector(':scope > li')!.getBoundingClientRect().height * 1.3);
    }
    const onScreen = grids
      .flatMap((grid) => [...grid.querySelectorAll(':scope > li')])
      .filter((li) => {
        const box = li.getBoundingClientRect();
        return box.bottom > 8 && box.top < innerHeight - 8 && box.height > 0;
      }).length;
    const list = document.querySelector<HTMLElement>('ul.game-grid[aria-label="Danh sách trò chơi"]');
    const ids = list ? [...list.querySelectorAll<HTMLElement>(':scope > li')].map((li) => li.dataset.nodeId ?? '') : [];
    const height = document.documentElement.scrollHeight;
    const atBottom = Math.ceil(scrollY + innerHeight) >= height - 2;
    return { height, rows, pitch, onScreen, ids, atBottom, loaded: Number(list?.dataset.count ?? 0) };
  });
}

/** Scrolls a list to its end step by step, checking the bounds at every step; returns every id the list showed. */
async function scrollToEnd(page: Page, endText: Locator): Promise<{ seen: Set<string>; unnamed: number; loaded: number; maxHeight: number; steps: number }> {
  const seen = new Set<string>();
  let unnamed = 0;
  let maxHeight = 0;
  let pitch = 0;
  for (let step = 0; step < 400; step++) {
    await expect.poll(async () => (await measure(page)).onScreen, { message: `tiles on screen at step ${step}` }).toBeGreaterThan(0);
    const m = await measure(page);
    pitch = Math.max(pitch, m.pitch);
    maxHeight = Math.max(maxHeight, m.height);
    expect(m.height, `page height at step ${step} (${m.rows} rows of ${pitch} px)`).toBeLessThanOrEqual(m.rows * pitch + CHROME_PX);
    const ids = m.ids.filter(Boolean);
    unnamed += m.ids.length - ids.length;
    expect(new Set(ids).size, `no tile twice in the DOM at step ${step}`).toBe(ids.length);
    for (const id of ids) seen.add(id);
    if (m.atBottom) {
      // the end counts only if this measurement saw it (a page may have come in since)
      if ((await endText.isVisible()) && (await measure(page)).loaded === m.loaded) return { seen, unnamed, loaded: m.loaded, maxHeight, steps: step };
      // at the bottom with more to come: the next page makes the page taller, or the end shows
      await expect.poll(async () => (await endText.isVisible()) || (await measure(page)).height > m.height, { timeout: 10_000 }).toBe(true);
    }
    await page.evaluate(() => window.scrollBy(0, Math.round(innerHeight * 0.8)));
  }
  throw new Error('the list never reached its end');
}

const ROUTES: { path: string; query: Query }[] = [
  { path: '/m/slot-games', query: { gameType: 'RNG' } },
  { path: '/m/provider', query: { gameType: 'RNG' } },
  { path: '/m/poker-games', query: { gameType: 'PVP' } },
  { path: '/m/fishing-games', query: { gameType: 'FISH' } },
  { path: '/m/roulette', query: { gameType: 'LIVE', gameClassify: 'ROU' } },
  { path: '/m/baccarat', query: { gameType: 'LIVE', gameClassify: 'BAC' } },
  { path: '/m/inHouse', query: { gameType: 'RNG', vassalage: 'BGS' } },
  { path: '/m/pg-soft', query: { gameType: 'RNG', vassalage: 'PGE' } },
  { path: '/m/gameList?gameType=SPORTS', query: { gameType: 'SPORTS' } },
  { path: '/m/gameList?gameType=LIVE', query: { gameType: 'LIVE' } },
  { path: '/m/gameList?gameType=PVP', query: { gameType: 'PVP' } },
];

for (const { path, query } of ROUTES) {
  test(`${path}: scrolled to the end, bounded height, tiles on screen, every game once`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const expected = await serverList(request, query);
    expect(expected.ids.length).toBe(expected.total);
    await page.goto(path);
    const list = page.getByRole('list', { name: 'Danh sách trò chơi' });
    await expect(list.locator('li').first()).toBeVisible();
    const { seen, unnamed, loaded, maxHeight, steps } = await scrollToEnd(page, page.getByText('Đã hiển thị tất cả trò chơi'));
    // the figure the issue asks for (list heights before and after)
    console.info(`${path}: ${expected.total} games, max page height ${maxHeight} px over ${steps} steps`);
    expect(unnamed, 'every tile names its game').toBe(0);
    expect(loaded).toBe(expected.total);
    expect([...seen].sort()).toEqual([...expected.ids].sort());
  });
}

test('the hottest section follows the classify: roulette shows no baccarat table', async ({ page, request }) => {
  const wanted = (await hotList(request)).filter((g) => g.gameType === 'LIVE' && g.gameClassify.includes('ROU')).map((g) => g.nodeId);
  await page.goto('/m/roulette');
  const hottest = page.getByRole('list', { name: 'Trò chơi hot nhất' });
  await expect(page.getByRole('list', { name: 'Danh sách trò chơi' }).locator('li').first()).toBeVisible();
  if (wanted.length === 0) {
    await expect(hottest).toHaveCount(0);
    return;
  }
  await expect(hottest).toHaveAttribute('data-count', String(wanted.length));
  const shown = await hottest.locator(':scope > li').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.nodeId));
  expect(shown.length).toBeGreaterThan(0);
  for (const id of shown) expect(wanted).toContain(id);
});

test('the fishing tab on the slots list takes the fishing title', async ({ page }) => {
  await page.goto('/m/slot-games');
  await expect(page.getByRole('heading', { level: 1, name: 'Nổ hũ' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Danh mục trò chơi' }).getByRole('button', { name: 'Bắn cá' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bắn cá' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Nổ hũ' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Danh sách trò chơi' }).locator('li').first()).toBeVisible();
});

test('one "new" control, one query', async ({ page }) => {
  await page.goto('/m/slot-games');
  await expect(page.getByRole('list', { name: 'Danh sách trò chơi' }).locator('li').first()).toBeVisible();
  const controls = page.getByRole('button', { name: 'Mới', exact: true });
  await expect(controls).toHaveCount(1);
  const asked = page.waitForRequest((r) => r.url().includes(LIST) && new URL(r.url()).searchParams.get('isNew') === '1');
  await controls.click();
  const url = new URL((await asked).url());
  expect(url.searchParams.get('gameClassify')).toBeNull();
  await expect(controls).toHaveAttribute('aria-pressed', 'true');
});

test('a cockfight vendor link shows that vendor, selected, in the side menu', async ({ page, request }) => {
  const expected = await serverList(request, { gameType: 'SPORTS', vassalage: 'SV3' });
  expect(expected.total).toBeGreaterThan(0);
  await page.goto('/m/gameList?gameType=COCKFIGHT&vassalage=SV3');
  const menu = page.getByRole('navigation', { name: 'Nhà cung cấp' });
  await expect(menu.getByRole('button', { name: /SV3/i })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Danh sách trò chơi' })).toHaveAttribute('data-count', String(Math.min(expected.total, 35)));
});

test('the lottery page looks like every vendor grid: the title bar leads back, the bottom bar and the other categories are there', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/m/home');
  await page.goto('/m/lottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Xổ số' }).first()).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
  const more = page.getByRole('navigation', { name: 'Danh mục khác' });
  await expect(more.getByRole('link', { name: 'Thể thao', exact: true })).toBeVisible();
  // the vendor cards and the category links are large enough to hit
  for (const target of [...(await page.locator('.vendor-tile').all()), ...(await more.getByRole('link').all())]) {
    const box = (await target.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await page.getByRole('button', { name: 'Quay lại' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/lottery');
  await more.getByRole('link', { name: 'Thể thao', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/sport-games$/);
  await expect(page.getByRole('button', { name: 'SABA Sports' })).toBeVisible();
});

for (const width of [412, 360]) {
  test(`a list at ${width} px: legible names, 44 px touch targets`, async ({ page, request }, info) => {
    await loginAs(page, request, `shots${width}`);
    await page.setViewportSize({ width, height: 860 });
    await page.goto('/m/slot-games');
    const list = page.getByRole('list', { name: 'Danh sách trò chơi' });
    await expect(list.locator('li').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Trò chơi hot nhất' }).locator('li').first()).toBeVisible();
    // the tiles on screen have their art, so the picture shows the list as a player sees it
    await expect.poll(() => page.locator('.game-tile__icon').evaluateAll((imgs) => imgs.slice(0, 9).every((i) => (i as HTMLImageElement).complete))).toBe(true);
    await page.screenshot({ path: info.outputPath(`slot-games-${width}.png`) });
    const name = await list.locator('.game-tile__name').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(name).toBeGreaterThanOrEqual(12);
    const star = await list.getByRole('button', { name: /^Yêu thích / }).first().boundingBox();
    expect(Math.min(star!.width, star!.height)).toBeGreaterThanOrEqual(44);
    for (const chip of await page.locator('.chip').all()) expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('a game tile: pressed look while held, no launch when the finger moved, a launch on a tap', async ({ page, request }) => {
  await loginAs(page, request, 'presser1');
  await page.goto('/m/slot-games');
  const tile = page.getByRole('list', { name: 'Danh sách trò chơi' }).locator('.game-tile__launch').first();
  await expect(tile).toBeVisible();
  const launches: string[] = [];
  page.on('request', (r) => r.url().includes('launchGame') && launches.push(r.url()));
  const box = (await tile.boundingBox())!;
  const at = (dx: number, dy: number) => ({ clientX: box.x + box.width / 2 + dx, clientY: box.y + box.height / 2 + dy, isPrimary: true, pointerType: 'touch', bubbles: true });

  // held still: the pressed look comes (after the spec's 130 ms) ...
  await tile.dispatchEvent('pointerdown', at(0, 0));
  await expect(tile).toHaveAttribute('data-pressed', 'true');
  // ... and a move past 30 px (a scroll) takes it away; the click that follows launches nothing
  await tile.dispatchEvent('pointermove', at(0, 40));
  await expect(tile).not.toHaveAttribute('data-pressed');
  await tile.dispatchEvent('pointerup', at(0, 40));
  await tile.dispatchEvent('click', { detail: 1 });

  // a real tap launches: exactly one launch request in all
  const launched = page.waitForRequest((r) => r.url().includes('launchGame'));
  await tile.dispatchEvent('pointerdown', at(0, 0));
  await tile.dispatchEvent('pointerup', at(0, 0));
  await tile.dispatchEvent('click', { detail: 1 });
  await launched;
  expect(launches).toHaveLength(1);
});
