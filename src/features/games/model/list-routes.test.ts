import { describe, expect, it } from 'vitest';
import { filterForUrl, listGameType, listInitFor, listQueryFor, listUrlFor } from './list-routes';
import { listFilter, nextFilter, type ListAction } from './list-filter';
import { vendorGamesPath } from '../../../config/paths';

describe('games list routes', () => {
  it('fix the type, classify and vendor of each route', () => {
    expect(listInitFor('/m/slot-games', '')).toMatchObject({ gameType: 'RNG', vendor: null });
    expect(listInitFor('/m/provider', '')).toMatchObject({ gameType: 'RNG' });
    expect(listInitFor('/m/poker-games', '')).toMatchObject({ gameType: 'PVP' });
    expect(listInitFor('/m/fishing-games', '')).toMatchObject({ gameType: 'FISH' });
    expect(listInitFor('/m/roulette', '')).toMatchObject({ gameType: 'LIVE', classify: 'ROU' });
    expect(listInitFor('/m/baccarat', '')).toMatchObject({ gameType: 'LIVE', classify: 'BAC' });
    expect(listInitFor('/m/inHouse', '')).toMatchObject({ gameType: 'RNG', vendor: 'BGS' });
    expect(listInitFor('/m/pg-soft', '')).toMatchObject({ gameType: 'RNG', vendor: 'PGE' });
    expect(listInitFor('/m/fav-games', '')).toMatchObject({ mode: 'FAV' });
  });
  it('other paths read gameType and vassalage from the query, default RNG', () => {
    expect(listInitFor('/m/gameList', '')).toMatchObject({ gameType: 'RNG', vendor: null });
    expect(listInitFor('/m/gameList', '?gameType=FISH&vassalage=JDB')).toMatchObject({ gameType: 'FISH', vendor: 'JDB' });
    expect(listInitFor('/m/gameList', '?gameType=NOPE')).toMatchObject({ gameType: 'RNG' });
  });
  it('e-sports and cockfight fall back to SPORTS', () => {
    expect(listGameType('ESPORTS')).toBe('SPORTS');
    expect(listGameType('COCKFIGHT')).toBe('SPORTS');
    expect(listInitFor('/m/sport-games', '?gameType=COCKFIGHT')).toMatchObject({ gameType: 'SPORTS' });
  });
  it('round-trips the list state through the query string', () => {
    const state = listFilter({ gameType: 'LIVE', vendor: 'EVO', classify: 'BAC', search: 'speed' });
    const init = listInitFor('/m/gameList', `?${listQueryFor(state)}`);
    expect(listFilter(init)).toMatchObject({ gameType: 'LIVE', vendor: 'EVO', classify: 'BAC', search: 'speed', mode: 'SEARCH' });
    const recent = listFilter({ gameType: 'RNG', mode: 'RECENT' });
    expect(listInitFor('/m/gameList', `?${listQueryFor(recent)}`).mode).toBe('RECENT');
  });
  it('an action moves to a URL that reads back as the same filter', () => {
    const cases: [string, string, ListAction][] = [
      ['/m/slot-games', '', { type: 'vendor', vendor: 'PGE' }],
      ['/m/roulette', '', { type: 'clearFilters' }],
      ['/m/inHouse', '', { type: 'vendor', vendor: null }],
      ['/m/fav-games', '', { type: 'mode', mode: 'FAV' }],
      ['/m/fav-games', '', { type: 'search', text: 'dragon' }],
      ['/m/slot-games', '?classify=JP', { type: 'mode', mode: 'NEW' }],
      ['/m/gameList', '?gameType=SPORTS', { type: 'vendor', vendor: 'SV3' }],
    ];
    for (const [path, search, action] of cases) {
      const from = filterForUrl(path, search);
      const to = nextFilter(from, action);
      const url = new URL(listUrlFor(path, from, to), 'https://x');
      expect(filterForUrl(url.pathname, url.search), `${path}${search} ${JSON.stringify(action)}`).toEqual(to);
    }
  });
  it('a list at its route\'s defaults has a clean URL', () => {
    const from = filterForUrl('/m/roulette', '?vassalage=EVO');
    expect(listUrlFor('/m/roulette', from, nextFilter(from, { type: 'vendor', vendor: null }))).toBe('/m/roulette');
  });
  it('a tab moves to its own route, so the title follows the category', () => {
    const from = filterForUrl('/m/slot-games', '');
    const to = (gameType: 'FISH' | 'PVP' | 'RNG' | 'LIVE' | 'SPORTS') => listUrlFor('/m/slot-games', from, nextFilter(from, { type: 'tab', gameType }));
    expect(to('FISH')).toBe('/m/fishing-games');
    expect(to('PVP')).toBe('/m/poker-games');
    expect(to('LIVE')).toBe('/m/gameList?gameType=LIVE');
    expect(to('SPORTS')).toBe('/m/gameList?gameType=SPORTS');
    const fish = filterForUrl('/m/fishing-games', '');
    expect(listUrlFor('/m/fishing-games', fish, nextFilter(fish, { type: 'tab', gameType: 'RNG' }))).toBe('/m/slot-games');
  });
  it('a cockfight vendor link lists SPORTS with that vendor', () => {
    expect(filterForUrl('/m/gameList', '?gameType=COCKFIGHT&vassalage=SV3')).toMatchObject({ gameType: 'SPORTS', vendor: 'SV3' });
  });
  it("a vendor's games go to its category's path with ?vassalage= (the home's 'all games of' link, the vendor grids)", () => {
    const opened = (gameType: string, vendor: string) => {
      const url = new URL(vendorGamesPath(gameType, vendor), 'https://m.example');
      return { path: url.pathname, filter: filterForUrl(url.pathname, url.search) };
    };
    expect(vendorGamesPath('RNG', 'PGE')).toBe('/m/slot-games?vassalage=PGE');
    expect(opened('RNG', 'PGE')).toMatchObject({ path: '/m/slot-games', filter: { gameType: 'RNG', vendor: 'PGE' } });
    expect(opened('FISH', 'JDB')).toMatchObject({ path: '/m/fishing-games', filter: { gameType: 'FISH', vendor: 'JDB' } });
    expect(opened('PVP', 'KY')).toMatchObject({ path: '/m/poker-games', filter: { gameType: 'PVP', vendor: 'KY' } });
    // the types without a list route of their own name the type on the generic list
    expect(opened('LIVE', 'EVO')).toMatchObject({ path: '/m/gameList', filter: { gameType: 'LIVE', vendor: 'EVO' } });
    expect(opened('COCKFIGHT', 'SV3')).toMatchObject({ path: '/m/gameList', filter: { gameType: 'SPORTS', vendor: 'SV3' } });
    expect(opened('LOTT', 'BGS')).toMatchObject({ path: '/m/gameList', filter: { gameType: 'LOTT', vendor: 'BGS' } });
  });
});
