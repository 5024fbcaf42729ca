import { describe, expect, it } from 'vitest';
import { listGameType, listInitFor, listQueryFor } from './list-routes';
import { initialListState } from './list-state';

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
    const state = initialListState({ gameType: 'LIVE', vendor: 'EVO', classify: 'BAC', search: 'speed' });
    const init = listInitFor('/m/gameList', `?${listQueryFor(state)}`);
    expect(initialListState(init)).toMatchObject({ gameType: 'LIVE', vendor: 'EVO', classify: 'BAC', search: 'speed', mode: 'SEARCH' });
    const recent = initialListState({ gameType: 'RNG', mode: 'RECENT' });
    expect(listInitFor('/m/gameList', `?${listQueryFor(recent)}`).mode).toBe('RECENT');
  });
});
