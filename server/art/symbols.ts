/**
 * Illustrated symbols for the generated artwork, each drawn in a 200×200 box
 * around (100, 90), with its own gradients (ids prefixed with `p`, so several
 * symbols can share one image). Paths and gradients only. Gold trim is the
 * host image's gradient "au" (GOLD_DEFS), defined once per image.
 */
import { strokeText } from '../games/stroke-text';
import { linear, radial, round, sparkle } from './paint';

export type ArtSymbol = (p: string, random: () => number) => string;

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;
const defs = (...items: string[]) => `<defs>${items.join('')}</defs>`;

export const cherries: ArtSymbol = (p) =>
  defs(radial(`${p}c`, ['#ff9a9a', '#e3142f', '#6b0010']), linear(`${p}l`, ['#7be04f', '#2f8a1c']))
  + '<path d="M72 118Q86 66 122 40M122 40Q118 84 130 120" fill="none" stroke="#2c6e19" stroke-width="6" stroke-linecap="round"/>'
  + `<path d="M122 40Q150 22 168 44Q144 62 122 40Z" fill="url(#${p}l)"/>`
  + `<circle cx="72" cy="124" r="30" fill="url(#${p}c)"/><circle cx="132" cy="126" r="30" fill="url(#${p}c)"/>`
  + '<path d="M58 110q6-8 16-8M118 112q6-8 16-8" stroke="#fff" stroke-opacity=".75" stroke-width="6" stroke-linecap="round" fill="none"/>';

export const seven: ArtSymbol = (p) =>
  defs(linear(`${p}r`, ['#ff6b6b', '#e0102a', '#7a0012']))
  + `<path d="M52 40h100v24l-44 94H74l42-86H52Z" fill="url(#${p}r)" stroke="url(#au)" stroke-width="8" stroke-linejoin="round"/>`
  + '<path d="M62 50h80" stroke="#fff" stroke-opacity=".55" stroke-width="5" stroke-linecap="round"/>'
  + sparkle(150, 40, 14);

export const bars: ArtSymbol = (p) => {
  const row = (y: number, w: number) =>
    `<rect x="${100 - w / 2}" y="${y}" width="${w}" height="34" rx="9" fill="url(#${p}b)" stroke="url(#au)" stroke-width="4"/>`
    + strokeText('BAR', 100, y + 17, 16, '#ffd24a');
  return defs(linear(`${p}b`, ['#3a3a46', '#0d0d12'])) + row(34, 96) + row(74, 120) + row(114, 96);
};

export const gem: ArtSymbol = (p, random) => {
  const h = Math.floor(random() * 360);
  const c = [hsl(h, 90, 86), hsl(h, 85, 68), hsl(h, 80, 52), hsl(h, 80, 36)];
  return `<g stroke="#fff" stroke-opacity=".55" stroke-width="2" stroke-linejoin="round">`
    + `<path d="M80 46h40l-10 26H90Z" fill="${c[0]}"/><path d="M54 72l26-26 10 26Z" fill="${c[1]}"/>`
    + `<path d="M146 72l-26-26-10 26Z" fill="${c[2]}"/><path d="M54 72h36l10 84Z" fill="${c[2]}"/>`
    + `<path d="M90 72h20l-10 84Z" fill="${c[1]}"/><path d="M110 72h36l-46 84Z" fill="${c[3]}"/></g>`
    + sparkle(136, 50, 16) + sparkle(62, 120, 8, '#fff', 0.7);
};

export const bell: ArtSymbol = () =>
  `<path d="M100 38c-28 0-40 22-40 52v22l-14 18h108l-14-18V90c0-30-12-52-40-52Z" fill="url(#au)" stroke="#8a5a0c" stroke-width="3"/>`
  + '<circle cx="100" cy="36" r="7" fill="#c9861b"/><circle cx="100" cy="138" r="11" fill="#c9861b"/>'
  + '<path d="M78 66q4-14 16-18" stroke="#fff" stroke-opacity=".8" stroke-width="6" stroke-linecap="round" fill="none"/>';

/** A round coin with a square hole (the old Vietnamese and Chinese coins). */
export function coin(cx: number, cy: number, r: number): string {
  const hole = round(r * 0.32);
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#au)" stroke="#8a5a0c" stroke-width="${round(r / 14)}"/>`
    + `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.74)}" fill="none" stroke="#a86d12" stroke-width="${round(r / 12)}"/>`
    + `<rect x="${round(cx - hole)}" y="${round(cy - hole)}" width="${round(hole * 2)}" height="${round(hole * 2)}" fill="#5a3606"/>`;
}

export const coins: ArtSymbol = () =>
  coin(62, 118, 28) + coin(140, 114, 30) + coin(100, 84, 46) + sparkle(142, 52, 14);

export const crown: ArtSymbol = () =>
  `<path d="M46 136l-8-76 36 32 26-50 26 50 36-32-8 76Z" fill="url(#au)" stroke="#8a5a0c" stroke-width="3" stroke-linejoin="round"/>`
  + '<rect x="44" y="128" width="112" height="18" rx="5" fill="#c9861b"/>'
  + '<circle cx="100" cy="108" r="10" fill="#e3142f"/><circle cx="68" cy="112" r="7" fill="#1a8cff"/><circle cx="132" cy="112" r="7" fill="#19c37d"/>'
  + '<circle cx="38" cy="58" r="7" fill="#ffd24a"/><circle cx="100" cy="40" r="7" fill="#ffd24a"/><circle cx="162" cy="58" r="7" fill="#ffd24a"/>';

export const fish: ArtSymbol = (p, random) => {
  const h = Math.floor(random() * 360);
  return defs(linear(`${p}f`, [hsl(h, 95, 70), hsl(h + 20, 90, 50), hsl(h + 40, 85, 32)]))
    + `<path d="M144 94l34-32-6 34 6 34Z" fill="${hsl(h + 30, 90, 45)}"/>`
    + `<path d="M84 62q16-30 42-8z" fill="${hsl(h + 30, 90, 45)}"/>`
    + `<path d="M34 96c22-44 86-52 116-2-30 48-94 44-116 2Z" fill="url(#${p}f)"/>`
    + '<path d="M92 70q14 24 0 50M112 68q14 26 0 52" stroke="#fff" stroke-opacity=".35" stroke-width="5" fill="none"/>'
    + `<path d="M88 104q14 10 26 0" fill="${hsl(h + 30, 90, 40)}"/>`
    + '<circle cx="62" cy="88" r="10" fill="#fff"/><circle cx="60" cy="88" r="5" fill="#111"/>'
    + '<g fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="2.5"><circle cx="38" cy="54" r="7"/><circle cx="52" cy="34" r="5"/><circle cx="164" cy="40" r="8"/></g>';
};

const SUITS = {
  heart: 'm0 10c-10-8-16-13-16-20 0-8 10-10 16-2 6-8 16-6 16 2 0 7-6 12-16 20Z',
  spade: 'm0-14c10 8 16 13 16 20 0 7-9 9-14 3l3 9H-5l3-9c-5 6-14 4-14-3 0-7 6-12 16-20Z',
  diamond: 'm0-16 12 16-12 16-12-16Z',
} as const;

export function suit(kind: keyof typeof SUITS, x: number, y: number, colour: string, scale = 1): string {
  return `<path transform="translate(${x} ${y})${scale === 1 ? '' : ` scale(${scale})`}" d="${SUITS[kind]}" fill="${colour}"/>`;
}

const CARD_FACES: readonly [string, keyof typeof SUITS, string][] = [
  ['K', 'spade', '#15151c'], ['Q', 'diamond', '#d0102a'], ['A', 'heart', '#d0102a'],
  ['J', 'spade', '#15151c'], ['9', 'heart', '#d0102a'], ['A', 'spade', '#15151c'],
];
const CHIP_COLOURS: readonly [string, string, string][] = [['#ff6b6b', '#c40f28', '#7a0012'], ['#6bb8ff', '#1456b8', '#06173a'], ['#7be0a4', '#0b7356', '#03241c']];

/** A fan of three cards (drawn from six faces) and a chip of one of three colours. */
export const cards: ArtSymbol = (p, random) => {
  const start = Math.floor(random() * CARD_FACES.length);
  const [light, body, rim] = CHIP_COLOURS[Math.floor(random() * CHIP_COLOURS.length)]!;
  const card = ([letter, kind, colour]: [string, keyof typeof SUITS, string], angle: number) =>
    `<g transform="rotate(${angle} 100 170)"><rect x="68" y="38" width="64" height="92" rx="8" fill="url(#${p}w)" stroke="#c9ccd6" stroke-width="2"/>`
    + strokeText(letter, 82, 54, 16, colour) + suit(kind, 100, 92, colour, 1.2) + '</g>';
  return defs(linear(`${p}w`, ['#ffffff', '#e6e8ef']), radial(`${p}k`, [light, body], 0.4, 0.35, 0.8))
    + [0, 1, 2].map((i) => card(CARD_FACES[(start + i * 2) % CARD_FACES.length]!, (i - 1) * 20)).join('')
    + chip(`${p}k`, 148, 136, 22, rim);
};

/** A casino chip: a disc with a dashed rim. */
export function chip(fill: string, x: number, y: number, r: number, rim = '#7a0012'): string {
  const dash = round((Math.PI * 2 * r * 0.8) / 16);
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${fill})" stroke="${rim}" stroke-width="2"/>`
    + `<circle cx="${x}" cy="${y}" r="${round(r * 0.8)}" fill="none" stroke="#fff" stroke-width="${round(r / 4)}" stroke-dasharray="${dash}"/>`
    + `<circle cx="${x}" cy="${y}" r="${round(r * 0.48)}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>`;
}

export const roulette: ArtSymbol = (p, random) => {
  const cx = 100;
  const cy = 92;
  const pockets = 18;
  const red: string[] = [];
  const black: string[] = [];
  const wedge = (i: number, r1: number, r2: number) => {
    const a = (i / pockets) * Math.PI * 2;
    const b = ((i + 1) / pockets) * Math.PI * 2;
    const pt = (r: number, t: number) => `${round(cx + Math.cos(t) * r)} ${round(cy + Math.sin(t) * r)}`;
    return `M${pt(r1, a)}L${pt(r2, a)}A${r2} ${r2} 0 0 1 ${pt(r2, b)}L${pt(r1, b)}A${r1} ${r1} 0 0 0 ${pt(r1, a)}Z`;
  };
  for (let i = 1; i < pockets; i += 1) (i % 2 ? red : black).push(wedge(i, 42, 62));
  const ball = random() * Math.PI * 2;
  return defs(radial(`${p}w`, ['#9a5a2a', '#4a230c'], 0.5, 0.5, 0.6))
    + `<circle cx="${cx}" cy="${cy}" r="72" fill="url(#${p}w)" stroke="url(#au)" stroke-width="6"/>`
    + `<path d="${red.join('')}" fill="#d0102a"/><path d="${black.join('')}" fill="#15151c"/><path d="${wedge(0, 42, 62)}" fill="#0e9f5a"/>`
    + `<circle cx="${cx}" cy="${cy}" r="42" fill="url(#${p}w)" stroke="#c9861b" stroke-width="3"/>`
    + `<path d="M${cx - 30} ${cy}h60M${cx} ${cy - 30}v60" stroke="url(#au)" stroke-width="7" stroke-linecap="round"/>`
    + `<circle cx="${cx}" cy="${cy}" r="13" fill="url(#au)"/>`
    + `<circle cx="${round(cx + Math.cos(ball) * 52)}" cy="${round(cy + Math.sin(ball) * 52)}" r="6" fill="#fff"/>`;
};

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

function die(p: string, x: number, y: number, size: number, angle: number, face: number): string {
  const s = size / 2;
  const pips = PIPS[face]!.map(([dx, dy]) => `<circle cx="${round(dx * s * 0.5)}" cy="${round(dy * s * 0.5)}" r="${round(size / 11)}"/>`).join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="${-s + 5}" y="${-s + 6}" width="${size}" height="${size}" rx="${round(size / 5)}" fill="#000" fill-opacity=".3"/>`
    + `<rect x="${-s}" y="${-s}" width="${size}" height="${size}" rx="${round(size / 5)}" fill="url(#${p}d)" stroke="#c9ccd6" stroke-width="2"/>`
    + `<g fill="${face === 1 || face === 4 ? '#d0102a' : '#15151c'}">${pips}</g></g>`;
}

export const dice: ArtSymbol = (p, random) => {
  const a = 1 + Math.floor(random() * 6);
  const b = 1 + Math.floor(random() * 6);
  return defs(radial(`${p}d`, ['#ffffff', '#dde1ea'], 0.3, 0.25, 0.9))
    + die(p, 72, 76, 62, -14, a) + die(p, 128, 114, 62, 12, b) + sparkle(150, 46, 12);
};

/** Xóc đĩa: a bowl's plate with four two-coloured discs. */
export const plate: ArtSymbol = (p, random) => {
  const bits = Math.floor(random() * 16);
  const discs = [[78, 86], [118, 82], [84, 116], [124, 112]]
    .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="16" fill="${(bits >> i) & 1 ? '#e3142f' : '#f4f4f7'}" stroke="#7a0012" stroke-width="2"/>`)
    .join('');
  return defs(radial(`${p}p`, ['#ffffff', '#cfd5e2'], 0.5, 0.4, 0.7))
    + `<ellipse cx="100" cy="100" rx="76" ry="58" fill="url(#${p}p)" stroke="url(#au)" stroke-width="6"/>`
    + discs;
};

export const rooster: ArtSymbol = (p) =>
  defs(linear(`${p}b`, ['#ffb347', '#e0531f', '#8a1f08']), linear(`${p}t`, ['#1fa37a', '#0c3d5e']))
  + '<g fill="none" stroke-linecap="round" stroke-width="9">'
  + `<path d="M118 100Q150 30 178 70" stroke="url(#${p}t)"/><path d="M122 106Q164 56 182 102" stroke="#0c5e8a"/>`
  + '<path d="M122 112Q160 86 170 128" stroke="#1fa37a"/></g>'
  + '<path d="M104 146l-6 22M124 146l4 22M90 168h16M120 168h16" stroke="#f0b429" stroke-width="5" stroke-linecap="round"/>'
  + `<path d="M62 74c-6 30 6 66 50 72 34 4 50-22 40-44-10-20-40-12-52-24-8-8-4-20-8-26Z" fill="url(#${p}b)"/>`
  + '<circle cx="70" cy="60" r="20" fill="#f07a2a"/>'
  + '<path d="M56 44q2-16 12-8 4-14 14-4 10-8 10 8Z" fill="#e3142f"/>'
  + '<path d="M52 58l-18 6 18 6Z" fill="#f0b429"/><ellipse cx="56" cy="78" rx="6" ry="10" fill="#e3142f"/>'
  + '<circle cx="66" cy="56" r="5" fill="#fff"/><circle cx="65" cy="56" r="2.6" fill="#111"/>'
  + '<path d="M92 112q26-20 50 2-22 22-50-2Z" fill="#8a1f08" fill-opacity=".7"/>';

export const football: ArtSymbol = (p) => {
  const cx = 100;
  const cy = 92;
  const pent = (r: number, turn: number, ox = 0, oy = 0) =>
    Array.from({ length: 5 }, (_, i) => {
      const a = turn + (i * Math.PI * 2) / 5;
      return `${i ? 'L' : 'M'}${round(cx + ox + Math.cos(a) * r)} ${round(cy + oy + Math.sin(a) * r)}`;
    }).join('') + 'Z';
  const outer = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI * 2) / 5;
    return pent(16, a + Math.PI, Math.cos(a) * 56, Math.sin(a) * 56);
  }).join('');
  const seams = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI * 2) / 5;
    return `M${round(cx + Math.cos(a) * 22)} ${round(cy + Math.sin(a) * 22)}L${round(cx + Math.cos(a) * 42)} ${round(cy + Math.sin(a) * 42)}`;
  }).join('');
  return defs(radial(`${p}w`, ['#ffffff', '#d5dbe6', '#8e98aa'], 0.38, 0.3, 0.85), `<clipPath id="${p}c"><circle cx="${cx}" cy="${cy}" r="64"/></clipPath>`)
    + `<circle cx="${cx}" cy="${cy}" r="64" fill="url(#${p}w)"/>`
    + `<g clip-path="url(#${p}c)" fill="#1b1e27"><path d="${pent(22, -Math.PI / 2)}"/><path d="${outer}"/></g>`
    + `<path d="${seams}" stroke="#1b1e27" stroke-width="3"/>`;
};

export const basketball: ArtSymbol = (p) =>
  defs(radial(`${p}o`, ['#ffb067', '#f06a0c', '#8a3000'], 0.38, 0.3, 0.85))
  + '<circle cx="100" cy="92" r="64" fill="url(#' + p + 'o)"/>'
  + '<path d="M36 92h128M100 28v128M56 44q30 48 0 96M144 44q-30 48 0 96" fill="none" stroke="#3a1500" stroke-width="4"/>';

export const gamepad: ArtSymbol = (p) =>
  defs(linear(`${p}b`, ['#5b6275', '#1b1e27']))
  + `<path d="M60 62h80c22 0 34 18 38 44l4 28c2 16-16 24-28 12l-16-18H62l-16 18c-12 12-30 4-28-12l4-28c4-26 16-44 38-44Z" fill="url(#${p}b)" stroke="#9aa3b5" stroke-width="3"/>`
  + '<path d="M58 84v28M44 98h28" stroke="#e8ecf4" stroke-width="9" stroke-linecap="round"/>'
  + '<circle cx="140" cy="86" r="7" fill="#ffd24a"/><circle cx="154" cy="100" r="7" fill="#e3142f"/><circle cx="126" cy="100" r="7" fill="#1a8cff"/><circle cx="140" cy="114" r="7" fill="#19c37d"/>'
  + sparkle(100, 40, 12, '#4be6ee');

/** Lottery balls with numbers drawn from the seed. */
export const lotteryBalls: ArtSymbol = (p, random) => {
  const ball = (i: number, x: number, y: number, r: number) => {
    const h = Math.floor(random() * 360);
    const n = String(1 + Math.floor(random() * 45)).padStart(2, '0');
    return defs(radial(`${p}${i}`, [hsl(h, 90, 78), hsl(h, 85, 50), hsl(h, 80, 26)], 0.35, 0.3, 0.85))
      + `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${p}${i})"/><circle cx="${x}" cy="${y}" r="${round(r * 0.52)}" fill="#fff"/>`
      + strokeText(n, x, y, round(r * 0.44), '#15151c');
  };
  return ball(0, 64, 118, 32) + ball(1, 136, 118, 32) + ball(2, 100, 66, 36) + sparkle(150, 50, 12);
};

export const gift: ArtSymbol = (p) =>
  defs(linear(`${p}x`, ['#ff5a6a', '#c40f28', '#7a0012']))
  + `<rect x="46" y="78" width="108" height="76" rx="8" fill="url(#${p}x)"/><rect x="38" y="60" width="124" height="26" rx="6" fill="#e3142f" stroke="#7a0012" stroke-width="2"/>`
  + `<path d="M88 60h24v94H88Z" fill="url(#au)"/>`
  + `<path d="M100 60C80 26 52 40 66 58ZM100 60c20-34 48-20 34-2Z" fill="url(#au)" stroke="#8a5a0c" stroke-width="2"/>`
  + sparkle(156, 44, 12) + sparkle(42, 120, 8, '#fff', 0.7);

export const shark: ArtSymbol = (p) =>
  defs(linear(`${p}s`, ['#9fb4cc', '#4f6a8a', '#24344a']))
  + `<path d="M92 72l20-40 14 42Z" fill="#3b5270"/><path d="M150 84l34-26-10 38 12 34-36-24Z" fill="#3b5270"/>`
  + `<path d="M24 102c22-34 88-46 132-14 4 10 4 22 0 28-44 26-108 24-132-14Z" fill="url(#${p}s)"/>`
  + '<path d="M34 110c34 18 84 20 120 4-34 20-90 20-120-4Z" fill="#eef3f8"/>'
  + '<path d="M32 106l6 7 6-6 6 7 6-6 6 6" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>'
  + '<path d="M84 90q-5 10 0 20M94 90q-5 10 0 20M104 90q-5 10 0 20" fill="none" stroke="#24344a" stroke-width="3" stroke-linecap="round"/>'
  + '<circle cx="52" cy="94" r="6" fill="#fff"/><circle cx="51" cy="94" r="3.5" fill="#111"/>'
  + '<g fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="2.5"><circle cx="40" cy="56" r="6"/><circle cx="56" cy="38" r="4"/><circle cx="168" cy="150" r="6"/></g>';
