import { useId } from 'react';

/**
 * Service icons drawn like the lobby's art (server/art/paint.ts): a rounded
 * tile lit by a radial gradient of one of the lobby's palettes, a gold glyph
 * and a sparkle. Inline SVG: no image request, works offline, sharp at any
 * density. Gradients only, no filters (docs/decisions/0079).
 */

/** The lobby's palettes, [deep, mid, glow] (server/art/paint.ts PALETTES). */
const TONES = {
  red: ['#3d0710', '#a3122a', '#ff5a6a'],
  violet: ['#1c0836', '#5a1ea0', '#b07cff'],
  green: ['#03241c', '#0b7356', '#3ee0a4'],
  blue: ['#06173a', '#1552b0', '#57b0ff'],
  orange: ['#2e1000', '#a8470c', '#ffae47'],
  teal: ['#032329', '#0c7483', '#4be6ee'],
  pink: ['#33052b', '#9c1468', '#ff6cc8'],
  gold: ['#17120a', '#57421a', '#f0c24b'],
} as const;

/** The lobby's gold trim (server/art/paint.ts GOLD). */
const GOLD = ['#fff4b8', '#ffd24a', '#c9861b'] as const;

/** Glyphs on a 24 × 24 grid, stroked. */
const GLYPHS = {
  deposit: 'M4 9h16v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM4 9l2-4h12l2 4M12 11.5v5.5m-2.6-2.6L12 17l2.6-2.6',
  withdraw: 'M4 9h16v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM4 9l2-4h12l2 4M12 17v-5.5m-2.6 2.6L12 11.5l2.6 2.6',
  envelope: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
  ticket: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2.5a2.5 2.5 0 0 0 0 5V17a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2.5a2.5 2.5 0 0 0 0-5zM14.5 5.5v2M14.5 11v2M14.5 16.5v2',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3.5',
  gift: 'M4 11h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zm-1-4h18v4H3zm9 0v14M12 7c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1',
  star: 'M12 3.2l2.7 5.5 6 .9-4.3 4.2 1 6L12 17l-5.4 2.8 1-6-4.3-4.2 6-.9z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-4.5',
  megaphone: 'M3.5 10v4h3l6.5 4.5v-13L6.5 10zM16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11',
  rebate: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4m4 0v4l3 2',
  coins: 'M5 7c0-1.7 3.1-3 7-3s7 1.3 7 3-3.1 3-7 3-7-1.3-7-3zm0 0v5c0 1.7 3.1 3 7 3s7-1.3 7-3V7M5 12v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5',
  team: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c0-3.5 2.9-5.5 6.5-5.5s6.5 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.8c2.1.6 3.5 2.3 3.5 5.2',
  invite: 'M15 19c0-3-2.7-5-6-5s-6 2-6 5M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm10-3v6m3-3h-6',
  phone: 'M7.5 2.5h9a1 1 0 0 1 1 1v17a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1v-17a1 1 0 0 1 1-1zM11 18.5h2M12 7v6m-2.5-2.5L12 13l2.5-2.5',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zm16 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zm-3 2c0 2-2 4-5 4',
  plane: 'M21 4L3 11l6 2.5M21 4l-3 16-9-6.5M21 4L9 13.5V19l3-3.5',
  chat: 'M4 5h16v11H9.5L4 20zM8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01',
  whatsapp: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.8-2-1-1 1a5 5 0 0 1-2.7-2.7l1-1-1-2z',
  feedback: 'M4 4h11l5 5v11H4zM14.5 4v5h5.5M8 13h8M8 17h5',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zm4 4a2 2 0 0 0 4 0M12 3v2',
  // game categories (the vendor grids' "more categories")
  lottery: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM12 3v2.5M12 18.5V21',
  sports: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5l4 3-1.5 4.5h-5L8 10.5zM12 3v4.5M16 10.5l4.5-1.5M14.5 15l2.5 4M9.5 15L7 19M8 10.5L3.5 9',
  cards: 'M4 6.5l7-2.5 3 9-7 2.5zM13 5h6a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1h-8',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4v3h-4z',
  gamepad: 'M7 8h10a4 4 0 0 1 4 4v3a3 3 0 0 1-5.5 1.6L14 15h-4l-1.5 1.6A3 3 0 0 1 3 15v-3a4 4 0 0 1 4-4zM7.5 10.5v3M6 12h3M15.5 11.5h.01M17.5 13h.01',
} as const;

export type ArtGlyph = keyof typeof GLYPHS;
export type ArtTone = keyof typeof TONES;

export function ArtIcon({ glyph, tone, size = 44 }: { glyph: ArtGlyph; tone: ArtTone; size?: number }) {
  // ids unique per icon: a page shows many, and a gradient id is document-wide
  const id = useId().replace(/:/g, '');
  const [deep, mid, glow] = TONES[tone];
  return (
    <svg className="art-icon" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`${id}b`} cx="0.35" cy="0.3" r="0.85">
          <stop offset="0" stopColor={glow} />
          <stop offset="0.5" stopColor={mid} />
          <stop offset="1" stopColor={deep} />
        </radialGradient>
        <linearGradient id={`${id}g`} x2="0" y2="1">
          <stop offset="0" stopColor={GOLD[0]} />
          <stop offset="0.5" stopColor={GOLD[1]} />
          <stop offset="1" stopColor={GOLD[2]} />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="46" height="46" rx="13" fill={`url(#${id}b)`} stroke={`url(#${id}g)`} strokeOpacity="0.55" strokeWidth="1.5" />
      {/* the gloss of the lobby's tiles: a soft light across the top */}
      <path d="M3 15C3 7 8 3 15 3h18c7 0 12 4 12 12-7-4-14-5-21-5S10 11 3 15z" fill="#fff" fillOpacity="0.12" />
      <g transform="translate(10 10) scale(1.1667)">
        <path d={GLYPHS[glyph]} fill="none" stroke="#2a1600" strokeOpacity="0.55" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" />
        <path d={GLYPHS[glyph]} fill="none" stroke={`url(#${id}g)`} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <path d="M39 5.5q.7 2.8 3.5 3.5-2.8.7-3.5 3.5-.7-2.8-3.5-3.5 2.8-.7 3.5-3.5z" fill="#fff" fillOpacity="0.85" />
    </svg>
  );
}

/** A glyph alone, in the text's colour: for a gold button, where the tile would be too much. */
export function GlyphIcon({ glyph, size = 22 }: { glyph: ArtGlyph; size?: number }) {
  return (
    <svg className="glyph-icon" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={GLYPHS[glyph]} />
    </svg>
  );
}
