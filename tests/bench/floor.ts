/**
 * The floor: a static page holding only /m/home's first banner (same
 * server, same image, same size on screen, same preload). No page can paint
 * that banner sooner, so /m/home's LCP, FCP and TBT are reported as ratios
 * to this page's, measured in the same run (issue 11).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onCleanup } from './cleanup';

export const FLOOR_FILE = 'bench-floor.html';

/** The head preload the server puts into /m/home for its first banner. */
export function firstBannerOf(html: string): string | null {
  return /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1] ?? null;
}

export function floorPage(image: string): string {
  const src = image.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>Floor: the first banner only</title>
<style>html,body{margin:0;background:#0a0c11}img{display:block;width:100%;height:auto;aspect-ratio:750/300}</style>
<link rel="preload" as="image" href="${src}" fetchpriority="high">
</head>
<body><img src="${src}" alt="" width="750" height="300" fetchpriority="high"></body>
</html>
`;
}

/**
 * Writes the floor page into the served build (the server's static files)
 * and returns its path on the server; removed again when the bench ends.
 * The image is made path-relative so it comes from the same origin as the page.
 */
export async function installFloorPage(probeOrigin: string, distDir: string): Promise<string> {
  const response = await fetch(`${probeOrigin}/m/home`, { signal: AbortSignal.timeout(10_000) });
  const image = firstBannerOf(await response.text());
  if (!image) throw new Error('GET /m/home has no banner preload: no first banner to build the floor page from');
  const url = new URL(image, probeOrigin);
  const file = join(distDir, FLOOR_FILE);
  writeFileSync(file, floorPage(`${url.pathname}${url.search}`));
  onCleanup(() => rmSync(file, { force: true }));
  return `/${FLOOR_FILE}`;
}
