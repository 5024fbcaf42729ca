/**
 * Small building blocks of the generated artwork: seeded choices, palettes
 * and gradients. Only gradients and paths: no filters (a blur or a drop
 * shadow per tile costs the browser a raster pass per image, and a lobby
 * shows dozens).
 */

/** The same choices for the same id, every time. */
export { seededRandom as seeded } from '../util/seeded-random';

export function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length) % items.length]!;
}

/** Background palettes: [deep, mid, glow]; the dark, saturated casino look. */
export const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#3d0710', '#a3122a', '#ff5a6a'],
  ['#1c0836', '#5a1ea0', '#b07cff'],
  ['#03241c', '#0b7356', '#3ee0a4'],
  ['#06173a', '#1552b0', '#57b0ff'],
  ['#2e1000', '#a8470c', '#ffae47'],
  ['#032329', '#0c7483', '#4be6ee'],
  ['#33052b', '#9c1468', '#ff6cc8'],
  ['#17120a', '#57421a', '#f0c24b'],
];

export const round = (n: number) => Math.round(n * 10) / 10;

/** A vertical linear gradient. */
export function linear(id: string, stops: readonly string[], x2 = 0, y2 = 1): string {
  const last = stops.length - 1;
  return `<linearGradient id="${id}" x2="${x2}" y2="${y2}">${stops
    .map((c, i) => `<stop offset="${round(i / last)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

/** A radial gradient, lit from (cx, cy) in the box's fractions. */
export function radial(id: string, stops: readonly string[], cx = 0.35, cy = 0.3, r = 0.8): string {
  const last = stops.length - 1;
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map((c, i) => `<stop offset="${round(i / last)}" stop-color="${c}"/>`)
    .join('')}</radialGradient>`;
}

/**
 * The gold every piece of trim uses. Images that hold symbols define it once
 * as the gradient "au" (GOLD_DEFS); symbols refer to it.
 */
export const GOLD = ['#fff4b8', '#ffd24a', '#c9861b'] as const;
export const GOLD_DEFS = linear('au', GOLD);

/** Light rays from (cx, cy): one path of thin wedges. */
export function rays(cx: number, cy: number, length: number, count: number, colour: string, opacity: number, turn = 0): string {
  const parts: string[] = [];
  const step = (Math.PI * 2) / count;
  for (let i = 0; i < count; i += 1) {
    const a = turn + i * step;
    const b = a + step * 0.35;
    // whole pixels: the rays are soft light, and every digit is sent per tile
    parts.push(`M${cx} ${cy}L${Math.round(cx + Math.cos(a) * length)} ${Math.round(cy + Math.sin(a) * length)}L${Math.round(cx + Math.cos(b) * length)} ${Math.round(cy + Math.sin(b) * length)}Z`);
  }
  return `<path d="${parts.join('')}" fill="${colour}" fill-opacity="${opacity}"/>`;
}

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number, colour = '#fff', opacity = 0.9): string {
  const k = r * 0.22;
  return `<path d="M${x} ${round(y - r)}Q${round(x + k)} ${round(y - k)} ${round(x + r)} ${y}Q${round(x + k)} ${round(y + k)} ${x} ${round(y + r)}Q${round(x - k)} ${round(y + k)} ${round(x - r)} ${y}Q${round(x - k)} ${round(y - k)} ${x} ${round(y - r)}Z" fill="${colour}" fill-opacity="${opacity}"/>`;
}
