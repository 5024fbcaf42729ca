import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../db/seed-data/games-catalogue';
import { artStyleOf, hasEngine, liveTableOf } from './engines';

const rows = buildCatalogue().map((g) => ({
  vendor_code: g.vendor, game_type: g.gameType, game_id: g.gameId, classifies: g.classifies, name_en: g.nameEn, room_id: g.roomId,
}));

describe('every category its engine (docs/decisions/0076)', () => {
  it('gives every game of the seeded catalogue an engine: none opens the demo page', () => {
    expect(rows.filter((g) => !hasEngine(g)).map((g) => g.game_id)).toEqual([]);
  });

  it('deals every live table of the seed: baccarat, roulette, dragon tiger, sic bo or xóc đĩa', () => {
    const tables = rows.filter((g) => g.game_type === 'LIVE' && g.room_id !== null);
    const engines = tables.map((g) => [g.name_en.replace(/ [A-Z]+ \d+$/, ''), liveTableOf(g)?.engine]);
    expect(new Map(engines as [string, string][])).toEqual(new Map([
      ['Baccarat', 'baccarat'], ['Roulette', 'roulette'], ['Speed Baccarat', 'baccarat'], ['Sic Bo', 'sic-bo'], ['Dragon Tiger', 'dragon-tiger'],
      ['Auto Roulette', 'roulette'], ['No Commission Baccarat', 'baccarat'], ['Xoc Dia', 'xoc-dia'],
    ]));
  });

  it('dresses games of one engine in different palettes', () => {
    const slots = rows.filter((g) => g.game_type === 'RNG');
    expect(new Set(slots.map(artStyleOf)).size).toBeGreaterThan(3);
  });
});
