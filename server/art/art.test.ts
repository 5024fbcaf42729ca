import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { buildCatalogue, VENDORS } from '../db/seed-data/games-catalogue';
import { gameIconSvg, titleWordOf, vendorLogoSvg } from '../games/artwork';
import { bannerSvg } from '../announcements/art';
import { acceptsGzip, sendSvg } from '../games/svg-reply';
import { sceneOf } from './game-scenes';
import { seeded } from './paint';
import { cards, dice, fish, lotteryBalls, rooster, roulette, shark } from './symbols';

/** Well-formed XML as far as tags go: every element closed, in order; no broken numbers. */
function expectWellFormedSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (close) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(svg.replace(/<[^<>]*>/g, '')).not.toMatch(/[<>]/);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
  // cheap to render: no filters, no script, no font work in the tiles
  expect(svg).not.toMatch(/<filter|<script|<image|<foreignObject/);
}

const games = buildCatalogue();
const icon = (g: (typeof games)[number]) => gameIconSvg(g.vendor, g.gameId, g.nameVi, { gameType: g.gameType, nameEn: g.nameEn, classifies: g.classifies });

describe('game icons', () => {
  it('are well-formed, letter-free of fonts and small, for every game of the catalogue', () => {
    for (const game of games) {
      const svg = icon(game);
      expectWellFormedSvg(svg);
      expect(svg).not.toContain('<text');
      // a few KB each (about a third of that gzipped): one is fetched per tile
      expect(Buffer.byteLength(svg), game.gameId).toBeLessThan(9 * 1024);
    }
  });

  it('are the same for the same game, and vary from game to game', () => {
    const [a] = games;
    expect(icon(a!)).toBe(icon(a!));
    const distinct = new Set(games.slice(0, 60).map(icon));
    expect(distinct.size).toBe(60);
  });

  it('draw the illustration of the category and of the name', () => {
    const scene = (type: string, text: string, classifies: string[] = [], seed = 7) => sceneOf(type, text, classifies, seeded(seed));
    const draw = (symbol: typeof rooster, seed = 7) => symbol('s', seeded(seed));
    expect(scene('COCKFIGHT', 'sv388')).toBe(draw(rooster));
    expect(scene('FISH', 'ban ca')).toBe(draw(fish));
    expect(scene('FISH', 'san ca map shark hunter')).toBe(draw(shark));
    expect(scene('LOTT', 'xo so')).toBe(draw(lotteryBalls));
    expect(scene('LIVE', 'auto roulette')).toBe(draw(roulette));
    expect(scene('LIVE', 'speed', ['ROU'])).toBe(draw(roulette));
    expect(scene('PVP', 'tai xiu sic bo')).toBe(draw(dice));
    expect(scene('PVP', 'tien len')).toBe(draw(cards));
  });

  it('letter a telling word of the English name', () => {
    expect(titleWordOf('Dragon King Fishing')).toBe('DRAGON');
    expect(titleWordOf('AV Esports')).toBe('AV');
    expect(titleWordOf('Phỏm')).toBe('PHOM');
  });
});

describe('vendor wordmarks', () => {
  it('are well-formed, small and lettered with the code, for every vendor', () => {
    for (const vendor of VENDORS) {
      const svg = vendorLogoSvg(vendor.code);
      expectWellFormedSvg(svg);
      expect(svg).toContain('width="240" height="120"');
      expect(svg).not.toContain('<text');
      expect(svg).toMatch(/<path d="M[^"]+" fill="none" stroke="url\(#au\)"/);
      expect(Buffer.byteLength(svg)).toBeLessThan(4 * 1024);
      expect(vendorLogoSvg(vendor.code)).toBe(svg);
    }
    expect(vendorLogoSvg('PGE')).not.toBe(vendorLogoSvg('JILI'));
  });
});

describe('banners', () => {
  it('carry the title, the ribbon and a call to action in the language asked for', () => {
    const vi = bannerSvg('promotion-cover/1', 'Thưởng nạp đầu 100%', 'KHUYẾN MÃI', 'VI');
    const en = bannerSvg('promotion-cover/1', 'First deposit bonus 100%', 'PROMOTION', 'EN');
    for (const svg of [vi, en]) {
      expectWellFormedSvg(svg);
      expect(svg).toContain('width="750" height="300"');
      expect(Buffer.byteLength(svg)).toBeLessThan(10 * 1024);
    }
    expect(vi).toContain('NHẬN NGAY');
    expect(vi).toContain('Thưởng nạp');
    expect(en).toContain('CLAIM NOW');
    expect(bannerSvg('banner/2', 'Help centre', 'FEATURED', 'EN')).toContain('EXPLORE NOW');
  });

  it('escape the title and keep long titles to two lines', () => {
    const svg = bannerSvg('banner/1', 'Tom & <Jerry> "quoted" title that goes on and on and on', 'X');
    expectWellFormedSvg(svg);
    expect(svg).toContain('Tom &amp; &lt;Jerry&gt; &quot;quoted&quot;');
    expect(svg.match(/fill="url\(#tt\)"/g)).toHaveLength(2);
  });

  it('are the same picture for the same seed', () => {
    expect(bannerSvg('banner/5', 'Baccarat', 'NỔI BẬT')).toBe(bannerSvg('banner/5', 'Baccarat', 'NỔI BẬT'));
  });
});

describe('sendSvg', () => {
  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
  });

  it('gzips for clients that take it, with the cache and safety headers either way', async () => {
    const app = Fastify();
    const svg = vendorLogoSvg('PGE');
    app.get('/x.svg', (_request, reply) => sendSvg(reply, svg));
    const zipped = await app.inject({ method: 'GET', url: '/x.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(svg);
    expect(zipped.rawPayload.length).toBeLessThan(Buffer.byteLength(svg) / 2);
    const plain = await app.inject({ method: 'GET', url: '/x.svg' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(svg);
    for (const res of [zipped, plain]) {
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    }
    await app.close();
  });
});

describe('banner layout', () => {
  it('keeps the call to action inside the band a 3:1 promotion cover shows', () => {
    for (const title of ['Vòng quay may mắn', 'Chính sách hoa hồng đại lý mới', 'VIP']) {
      const svg = bannerSvg('promotion-cover/3', title, 'KHUYẾN MÃI', 'VI');
      const [, y, height] = /<rect x="40" y="(\d+)" width="\d+" height="(\d+)" rx="24" fill="#e3142f"/.exec(svg) ?? [];
      expect(Number(y)).toBeGreaterThan(30);
      expect(Number(y) + Number(height)).toBeLessThanOrEqual(270);
    }
  });
});
