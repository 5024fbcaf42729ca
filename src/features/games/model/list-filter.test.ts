import { describe, expect, it } from 'vitest';
import type { Game } from '../../../../contract';
import { testGame } from '../testing/test-game';
import { nextPageOf } from '../../../api/games/queries';
import { hottestOf, listFilter, modeForClassify, nextFilter, requestFor, uniqueGames, type ListAction, type ListFilter } from './list-filter';

const game = (n: number, patch: Partial<Game> = {}): Game => testGame(n, { iconUrl: '', ...patch });
const games = (from: number, count: number) => Array.from({ length: count }, (_, i) => game(from + i));
const run = (state: ListFilter, ...actions: ListAction[]) => actions.reduce(nextFilter, state);
const rng = () => listFilter({ gameType: 'RNG' });

describe('the filter from a route', () => {
  it('starts in ALL and asks for the whole list', () => {
    const s = rng();
    expect(s).toEqual({ gameType: 'RNG', vendor: null, classify: null, minBet: null, minLine: null, search: '', mode: 'ALL' });
    expect(requestFor(s)).toEqual({ kind: 'list', params: { gameType: 'RNG', vassalage: undefined, gameClassify: undefined } });
  });
  it('takes HOT and FAV from the classify, SEARCH from a text, filter from a min bet; an explicit mode wins', () => {
    expect(listFilter({ gameType: 'RNG', classify: 'HOT' }).mode).toBe('HOT');
    expect(listFilter({ gameType: 'RNG', classify: 'FAV' }).mode).toBe('FAV');
    expect(listFilter({ gameType: 'LIVE', classify: 'ROU' }).mode).toBe('ALL');
    expect(listFilter({ gameType: 'RNG', search: 'dragon' }).mode).toBe('SEARCH');
    expect(listFilter({ gameType: 'RNG', minBet: 5 }).mode).toBe('filter');
    expect(listFilter({ gameType: 'RNG', mode: 'RECENT' }).mode).toBe('RECENT');
  });
  it('HOT asks for no list', () => {
    expect(requestFor(listFilter({ gameType: 'RNG', classify: 'HOT' }))).toBeNull();
  });
  it('maps HOT and FAV classifies to their modes, the rest to ALL', () => {
    expect(modeForClassify('HOT')).toBe('HOT');
    expect(modeForClassify('FAV')).toBe('FAV');
    expect(modeForClassify('JP')).toBe('ALL');
    expect(modeForClassify(null)).toBe('ALL');
  });
});

describe('actions', () => {
  it('a tab starts over in ALL; the same tab changes nothing', () => {
    const before = run(rng(), { type: 'vendor', vendor: 'PGE' }, { type: 'mode', mode: 'NEW' });
    expect(run(before, { type: 'tab', gameType: 'FISH' })).toEqual({ gameType: 'FISH', vendor: null, classify: null, minBet: null, minLine: null, search: '', mode: 'ALL' });
    expect(run(before, { type: 'tab', gameType: 'RNG' })).toBe(before);
  });
  it('a vendor keeps the mode', () => {
    const s = run(rng(), { type: 'mode', mode: 'NEW' }, { type: 'vendor', vendor: 'BGS' });
    expect(requestFor(s)).toEqual({ kind: 'list', params: { gameType: 'RNG', vassalage: 'BGS', isNew: true } });
    expect(run(s, { type: 'vendor', vendor: 'BGS' })).toBe(s);
  });
  it('a classify sets HOT, FAV or ALL', () => {
    expect(requestFor(run(rng(), { type: 'classify', classify: 'HOT' }))).toBeNull();
    expect(requestFor(run(rng(), { type: 'classify', classify: 'FAV' }))).toEqual({ kind: 'favourites', params: { gameType: 'RNG', vendor: undefined } });
    expect(requestFor(run(rng(), { type: 'classify', classify: 'JP' }))).toEqual({ kind: 'list', params: { gameType: 'RNG', vassalage: undefined, gameClassify: 'JP' } });
  });
  it('a min bet filters; clearing returns to ALL', () => {
    const filtered = run(rng(), { type: 'filter', minBet: 10, minLine: null });
    expect(requestFor(filtered)).toEqual({ kind: 'list', params: { gameType: 'RNG', vassalage: undefined, minBet: 10 } });
    expect(run(filtered, { type: 'clearFilters' })).toMatchObject({ mode: 'ALL', minBet: null });
    expect(run(filtered, { type: 'filter', minBet: null, minLine: null }).mode).toBe('ALL');
    // min lines alone is a filter too, and asks with minLine; a tab change drops it
    const lined = run(rng(), { type: 'filter', minBet: null, minLine: 25 });
    expect(lined.mode).toBe('filter');
    expect(requestFor(lined)).toEqual({ kind: 'list', params: { gameType: 'RNG', vassalage: undefined, minLine: 25 } });
    expect(run(lined, { type: 'tab', gameType: 'FISH' }).minLine).toBeNull();
  });
  it('search asks with the trimmed name; only spaces added keeps the same request', () => {
    const s = run(rng(), { type: 'search', text: ' dragon ' });
    expect(requestFor(s)).toEqual({ kind: 'list', params: { gameType: 'RNG', vassalage: undefined, gameName: 'dragon' } });
    expect(requestFor(run(s, { type: 'search', text: 'dragon  ' }))).toEqual(requestFor(s));
    expect(run(s, { type: 'search', text: '' }).mode).toBe('ALL');
  });
  it('mode buttons toggle; NEW is one request (isNew), never a classify', () => {
    const recent = run(rng(), { type: 'mode', mode: 'RECENT' });
    expect(requestFor(recent)).toEqual({ kind: 'recent', params: { gameType: 'RNG', vendor: undefined } });
    expect(run(recent, { type: 'mode', mode: 'RECENT' }).mode).toBe('ALL');
    expect(run(rng(), { type: 'mode', mode: 'HOT' })).toMatchObject({ mode: 'HOT', classify: 'HOT' });
    expect(requestFor(run(rng(), { type: 'classify', classify: 'JP' }, { type: 'mode', mode: 'NEW' }))).toEqual({
      kind: 'list',
      params: { gameType: 'RNG', vassalage: undefined, isNew: true },
    });
  });
});

describe('paging', () => {
  it('asks for the next page while pageNum < totalPages', () => {
    expect(nextPageOf({ pageNum: 1, totalPages: 3 })).toBe(2);
    expect(nextPageOf({ pageNum: 3, totalPages: 3 })).toBeUndefined();
    expect(nextPageOf({ pageNum: 1, totalPages: 0 })).toBeUndefined();
  });
  it('lists each game once, in page order, even when the list shifted between pages', () => {
    const listed = uniqueGames([{ games: games(0, 35) }, { games: games(30, 10) }]);
    expect(listed).toHaveLength(40);
    expect(listed.map((g) => g.nodeId)).toEqual(games(0, 40).map((g) => g.nodeId));
    expect(uniqueGames(undefined)).toEqual([]);
  });
});

describe('the hottest section', () => {
  const hot = [
    game(1, { gameType: 'LIVE', gameClassify: ['HOT', 'ROU'], vassalage: 'EVO' }),
    game(2, { gameType: 'LIVE', gameClassify: ['HOT', 'BAC'], vassalage: 'EVO' }),
    game(3, { gameType: 'RNG', gameClassify: ['HOT'], vassalage: 'PGE' }),
    game(4, { gameType: 'COCKFIGHT', gameClassify: ['HOT'], vassalage: 'SV3' }),
  ];
  it('follows the classify: roulette shows no baccarat table', () => {
    expect(hottestOf(hot, { gameType: 'LIVE', vendor: null, classify: 'ROU' }).map((g) => g.nodeId)).toEqual(['n1']);
    expect(hottestOf(hot, { gameType: 'LIVE', vendor: null, classify: 'BAC' }).map((g) => g.nodeId)).toEqual(['n2']);
    expect(hottestOf(hot, { gameType: 'LIVE', vendor: null, classify: null })).toHaveLength(2);
    expect(hottestOf(hot, { gameType: 'LIVE', vendor: null, classify: 'HOT' })).toHaveLength(2);
  });
  it('follows the type and the vendor; SPORTS holds cockfight', () => {
    expect(hottestOf(hot, { gameType: 'RNG', vendor: 'EVO', classify: null })).toEqual([]);
    expect(hottestOf(hot, { gameType: 'SPORTS', vendor: 'SV3', classify: null }).map((g) => g.nodeId)).toEqual(['n4']);
    expect(hottestOf(undefined, { gameType: 'RNG', vendor: null, classify: null })).toEqual([]);
  });
});
