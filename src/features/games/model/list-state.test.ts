import { describe, expect, it } from 'vitest';
import type { Game } from '../../../api/contract';
import { hasMore, initialListState, listReducer, modeForClassify, requestFor, type ListAction, type ListState } from './list-state';

const game = (n: number): Game => ({
  gameId: `g${n}`,
  nodeId: `n${n}`,
  gameName: `Game ${n}`,
  nodeName: `Game ${n}`,
  vassalage: 'PGE',
  gameType: 'RNG',
  gameClassify: [],
  iconUrl: '',
  showIcon: true,
  roomId: null,
  supportPlay: true,
  minBet: 1,
  isNew: false,
});
const games = (from: number, count: number) => Array.from({ length: count }, (_, i) => game(from + i));

const run = (state: ListState, ...actions: ListAction[]) => actions.reduce(listReducer, state);
const loaded = (state: ListState, list: Game[], totalPages: number): ListAction => ({
  type: 'loaded',
  generation: state.generation,
  page: state.page,
  games: list,
  totalPages,
});

function readyWithTwoPages(): ListState {
  const s = initialListState({ gameType: 'RNG' });
  return run(s, loaded(s, games(0, 35), 3), { type: 'loadMore' }, { type: 'loaded', generation: 0, page: 2, games: games(35, 35), totalPages: 3 });
}

describe('initial state', () => {
  it('starts in ALL on page 1, loading', () => {
    const s = initialListState({ gameType: 'RNG' });
    expect(s).toMatchObject({ mode: 'ALL', page: 1, games: [], status: 'loading', vendor: null, classify: null });
    expect(requestFor(s)).toEqual({ kind: 'list', params: { gameType: 'RNG', vassalage: undefined, gameClassify: undefined } });
  });
  it('takes HOT and FAV from the classify', () => {
    expect(initialListState({ gameType: 'RNG', classify: 'HOT' }).mode).toBe('HOT');
    expect(initialListState({ gameType: 'RNG', classify: 'FAV' }).mode).toBe('FAV');
    expect(initialListState({ gameType: 'LIVE', classify: 'ROU' }).mode).toBe('ALL');
  });
  it('takes SEARCH from a search text and filter from a min bet', () => {
    expect(initialListState({ gameType: 'RNG', search: 'dragon' }).mode).toBe('SEARCH');
    expect(initialListState({ gameType: 'RNG', minBet: 5 }).mode).toBe('filter');
  });
  it('an explicit mode wins', () => {
    expect(initialListState({ gameType: 'RNG', mode: 'RECENT' }).mode).toBe('RECENT');
  });
  it('HOT mode fetches no list and is ready at once', () => {
    const s = initialListState({ gameType: 'RNG', classify: 'HOT' });
    expect(s.status).toBe('ready');
    expect(requestFor(s)).toBeNull();
    expect(hasMore(s)).toBe(false);
  });
});

describe('modeForClassify', () => {
  it('maps HOT and FAV to their modes, the rest to ALL', () => {
    expect(modeForClassify('HOT')).toBe('HOT');
    expect(modeForClassify('FAV')).toBe('FAV');
    expect(modeForClassify('JP')).toBe('ALL');
    expect(modeForClassify(null)).toBe('ALL');
  });
});

describe('paging', () => {
  it('appends the next page and keeps hasMore while pageNum < totalPages', () => {
    let s = initialListState({ gameType: 'RNG' });
    s = run(s, loaded(s, games(0, 35), 3));
    expect(s).toMatchObject({ status: 'ready', page: 1, totalPages: 3 });
    expect(hasMore(s)).toBe(true);
    s = run(s, { type: 'loadMore' });
    expect(s).toMatchObject({ page: 2, status: 'loading' });
    expect(s.games).toHaveLength(35);
    s = run(s, loaded(s, games(35, 35), 3), { type: 'loadMore' });
    s = run(s, loaded(s, games(70, 10), 3));
    expect(s.games).toHaveLength(80);
    expect(s.page).toBe(3);
    expect(hasMore(s)).toBe(false);
    expect(run(s, { type: 'loadMore' })).toBe(s);
  });
  it('ignores load more while a page is loading', () => {
    const s = initialListState({ gameType: 'RNG' });
    expect(run(s, { type: 'loadMore' })).toBe(s);
  });
  it('drops games already listed (a list that shifted between pages)', () => {
    let s = initialListState({ gameType: 'RNG' });
    s = run(s, loaded(s, games(0, 35), 2), { type: 'loadMore' });
    s = run(s, loaded(s, games(30, 10), 2));
    expect(s.games).toHaveLength(40);
  });
  it('drops an answer for another page or an older generation', () => {
    const s = initialListState({ gameType: 'RNG' });
    expect(run(s, { type: 'loaded', generation: 0, page: 2, games: games(0, 1), totalPages: 1 })).toBe(s);
    const moved = run(s, { type: 'vendor', vendor: 'PGE' });
    expect(run(moved, { type: 'loaded', generation: 0, page: 1, games: games(0, 1), totalPages: 1 })).toBe(moved);
  });
  it('a failure shows the error and retry asks again for the same page', () => {
    let s = readyWithTwoPages();
    s = run(s, { type: 'loadMore' }, { type: 'failed', generation: 0, page: 3 });
    expect(s).toMatchObject({ status: 'error', page: 3 });
    expect(s.games).toHaveLength(70);
    expect(requestFor(s)).toBeNull();
    s = run(s, { type: 'retry' });
    expect(s.status).toBe('loading');
    expect(requestFor(s)).not.toBeNull();
  });
  it('retry does nothing unless there was an error', () => {
    const s = readyWithTwoPages();
    expect(run(s, { type: 'retry' })).toBe(s);
  });
  it('an empty first page is ready with nothing more', () => {
    let s = initialListState({ gameType: 'RNG' });
    s = run(s, loaded(s, [], 0));
    expect(s).toMatchObject({ status: 'ready', games: [] });
    expect(hasMore(s)).toBe(false);
  });
});

describe('resets', () => {
  const expectReset = (s: ListState, before: ListState) => {
    expect(s.page).toBe(1);
    expect(s.games).toEqual([]);
    expect(s.totalPages).toBe(0);
    expect(s.generation).toBe(before.generation + 1);
  };
  it('changing tab resets list, page, vendor, classify and mode', () => {
    const before = run(readyWithTwoPages(), { type: 'vendor', vendor: 'PGE' });
    const s = run(before, { type: 'tab', gameType: 'FISH' });
    expectReset(s, before);
    expect(s).toMatchObject({ gameType: 'FISH', vendor: null, classify: null, mode: 'ALL', status: 'loading' });
  });
  it('the same tab again changes nothing', () => {
    const s = readyWithTwoPages();
    expect(run(s, { type: 'tab', gameType: 'RNG' })).toBe(s);
  });
  it('changing vendor resets list and page and keeps the mode', () => {
    const before = run(readyWithTwoPages(), { type: 'mode', mode: 'NEW' });
    const s = run(before, { type: 'vendor', vendor: 'BGS' });
    expectReset(s, before);
    expect(s).toMatchObject({ vendor: 'BGS', mode: 'NEW' });
    expect(requestFor(s)).toEqual({ kind: 'list', params: { gameType: 'RNG', vassalage: 'BGS', isNew: true } });
  });
  it('changing classify resets; HOT and FAV set their mode, others ALL', () => {
    const before = readyWithTwoPages();
    const hot = run(before, { type: 'classify', classify: 'HOT' });
    expectReset(hot, before);
    expect(hot).toMatchObject({ mode: 'HOT', status: 'ready' });
    expect(requestFor(hot)).toBeNull();
    const fav = run(before, { type: 'classify', classify: 'FAV' });
    expect(fav.mode).toBe('FAV');
    expect(requestFor(fav)).toEqual({ kind: 'favourites', params: { gameType: 'RNG', vendor: undefined } });
    const jp = run(before, { type: 'classify', classify: 'JP' });
    expect(jp.mode).toBe('ALL');
    expect(requestFor(jp)).toEqual({ kind: 'list', params: { gameType: 'RNG', vassalage: undefined, gameClassify: 'JP' } });
  });
  it('a filter resets and sets filter mode; clearing returns to ALL', () => {
    const before = readyWithTwoPages();
    const filtered = run(before, { type: 'filter', minBet: 10 });
    expectReset(filtered, before);
    expect(filtered.mode).toBe('filter');
    expect(requestFor(filtered)).toEqual({ kind: 'list', params: { gameType: 'RNG', vassalage: undefined, minBet: 10 } });
    const cleared = run(filtered, { type: 'clearFilters' });
    expect(cleared).toMatchObject({ mode: 'ALL', minBet: null, classify: null, search: '', page: 1 });
    expect(run(filtered, { type: 'filter', minBet: null }).mode).toBe('ALL');
  });
  it('search sets SEARCH with the trimmed name; an empty search returns to ALL', () => {
    const before = readyWithTwoPages();
    const s = run(before, { type: 'search', text: ' dragon ' });
    expectReset(s, before);
    expect(s.mode).toBe('SEARCH');
    expect(requestFor(s)).toEqual({ kind: 'list', params: { gameType: 'RNG', vassalage: undefined, gameName: 'dragon' } });
    const back = run(s, { type: 'search', text: '' });
    expect(back.mode).toBe('ALL');
    expect(back.generation).toBe(s.generation + 1);
  });
  it('search with only spaces added keeps the list', () => {
    const s = run(readyWithTwoPages(), { type: 'search', text: 'dragon' });
    const same = run(s, { type: 'search', text: 'dragon ' });
    expect(same.generation).toBe(s.generation);
    expect(same.search).toBe('dragon ');
  });
  it('mode buttons switch mode and a second press returns to ALL', () => {
    const before = readyWithTwoPages();
    const recent = run(before, { type: 'mode', mode: 'RECENT' });
    expectReset(recent, before);
    expect(recent.mode).toBe('RECENT');
    expect(requestFor(recent)).toEqual({ kind: 'recent', params: { gameType: 'RNG', vendor: undefined } });
    expect(run(recent, { type: 'mode', mode: 'RECENT' }).mode).toBe('ALL');
    const hot = run(before, { type: 'mode', mode: 'HOT' });
    expect(hot).toMatchObject({ mode: 'HOT', classify: 'HOT' });
    expect(requestFor(hot)).toBeNull();
    const fresh = run(before, { type: 'mode', mode: 'NEW' });
    expect(requestFor(fresh)).toEqual({ kind: 'list', params: { gameType: 'RNG', vassalage: undefined, isNew: true } });
  });
  it('answers for the list before a reset are dropped', () => {
    let s = initialListState({ gameType: 'RNG' });
    const old = loaded(s, games(0, 35), 3);
    s = run(s, { type: 'classify', classify: 'JP' }, old);
    expect(s.games).toEqual([]);
    expect(s.status).toBe('loading');
  });
});
