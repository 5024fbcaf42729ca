import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gamePageReplySchema, gameSchema } from '../../../../contract';
import { launchRefusal } from './use-launch-game';
import { nextPageOf } from '../../../api/games/queries';
import { fetchGamePage } from '../../../api/games/fetchers';

afterEach(() => vi.unstubAllGlobals());

const wireGame = (n: number) => ({
  gameId: `g${n}`, nodeId: `n${n}`, gameName: `Game ${n}`, nodeName: `Game ${n}`, vassalage: 'PGE', gameType: 'RNG',
  gameClassify: [], iconUrl: '/i.png', showIcon: true, roomId: null, supportPlay: true, minBet: 1, isNew: false,
});

function answer(value: unknown) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body) bodies.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { headers: { 'Content-Type': 'application/json' } });
  });
  return bodies;
}

describe('paged games replies (spec §3: games, list or content)', () => {
  it.each(['games', 'list', 'content'])('reads the items under %s', async (name) => {
    answer({ [name]: [wireGame(1), wireGame(2)], pageNum: 1, pageSize: 2, totalPages: 3, totalCount: 6 });
    const page = await fetchGamePage({ gameType: 'RNG' }, 1, 'VI');
    expect(page.games.map((g) => g.nodeId)).toEqual(['n1', 'n2']);
    expect(nextPageOf(page)).toBe(2);
  });

  it("reads the live list's short reply (games, pageNum, totalPages) and counts it", () => {
    const middle = v.parse(gamePageReplySchema, { list: [wireGame(1), wireGame(2)], pageNum: 1, totalPages: 2 });
    expect(middle).toMatchObject({ pageSize: 2, totalCount: 4 });
    const last = v.parse(gamePageReplySchema, { content: [wireGame(3)], pageNum: 2, totalPages: 2, pageSize: 2 });
    expect(last).toMatchObject({ totalCount: 3 });
    expect(nextPageOf(last)).toBeUndefined();
  });

  it('refuses a reply that names no items', () => {
    expect(v.safeParse(gamePageReplySchema, { pageNum: 1, totalPages: 1 }).success).toBe(false);
  });
});

describe('game fields (docs/decisions/0093, 0094)', () => {
  it("a game without gameCode is the vendor's lobby; without isGameH5 it is HTML5; without a lottery mode, none", () => {
    expect(v.parse(gameSchema, wireGame(1))).toMatchObject({ gameCode: 'lobby', isGameH5: true, lottoMode: null, playType: null });
    expect(v.safeParse(gameSchema, { ...wireGame(1), playType: 'casino' }).success).toBe(false);
  });

  it('refuses, before asking the server, a game that is not HTML5 and a trial on a game without free play', () => {
    const game = { gameId: 'g', nodeId: 'n', vassalage: 'PGE', gameType: 'RNG' as const };
    expect(launchRefusal({ ...game, isGameH5: false }, 0)).toBe('not_h5');
    expect(launchRefusal({ ...game, supportPlay: false }, 4)).toBe('free_reject');
    expect(launchRefusal({ ...game, supportPlay: false }, 0)).toBeNull();
    expect(launchRefusal({ ...game, supportPlay: true }, 4)).toBeNull();
    // a banner or vendor tile names no flags: the server decides
    expect(launchRefusal(game, 4)).toBeNull();
  });
});

