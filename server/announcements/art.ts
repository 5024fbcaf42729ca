import { escapeXml, gradient, hashOf } from '../games/artwork';

const FONT = 'font-family="Arial,Helvetica,sans-serif" font-weight="700"';

/** Splits a title into at most two lines of about `width` characters. */
function lines(title: string, width: number): string[] {
  const words = title.split(/\s+/);
  const out: string[] = [''];
  for (const word of words) {
    const last = out[out.length - 1]!;
    if (last && `${last} ${word}`.length > width && out.length < 2) out.push(word);
    else out[out.length - 1] = last ? `${last} ${word}` : word;
  }
  return out;
}

/**
 * 750×300 banner or promotion artwork: a gradient, light circles, the title
 * and a ribbon. `ribbon` is the small label top left (e.g. "KHUYẾN MÃI").
 */
export function bannerSvg(seed: string, title: string, ribbon: string): string {
  const hash = hashOf(seed);
  const text = lines(title, 22);
  const size = text.some((l) => l.length > 18) ? 44 : 54;
  const y0 = text.length > 1 ? 150 : 178;
  const titleSvg = text
    .map((l, i) => `<text x="48" y="${y0 + i * (size + 10)}" ${FONT} font-size="${size}" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs>${gradient('g', hash, [40, 16])}`
    + `<radialGradient id="c"><stop offset="0" stop-color="#ffd76a" stop-opacity=".75"/><stop offset="1" stop-color="#ffd76a" stop-opacity="0"/></radialGradient></defs>`
    + `<rect width="750" height="300" fill="url(#g)"/>`
    + `<circle cx="${600 + (hash % 60)}" cy="${90 + ((hash >>> 7) % 80)}" r="170" fill="url(#c)"/>`
    + `<circle cx="640" cy="150" r="96" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="10"/>`
    + `<circle cx="640" cy="150" r="60" fill="#fff" fill-opacity=".12"/>`
    + `<rect x="48" y="40" width="${Math.max(140, ribbon.length * 15 + 36)}" height="40" rx="20" fill="#ffd76a"/>`
    + `<text x="66" y="67" ${FONT} font-size="20" fill="#3a1d00">${escapeXml(ribbon)}</text>`
    + `${titleSvg}</svg>`;
}
