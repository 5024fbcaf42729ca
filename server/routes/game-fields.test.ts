/**
 * The spec's further game fields (gameCode, isGameH5, lottoMode, playType;
 * docs/decisions/0093) in the lists and on the launch, and a game's own
 * free-play flag (supportPlay) applied to trial accounts (docs/decisions/0094).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GAME_ERROR_CODES, GAME_PATHS, gamePageValueSchema, type Game } from '../../contract/games';
import { WALLET_ERROR_CODES } from '../../contract/wallet';
import { TRIAL_TYPE } from '../accounts/members';
import { createTestMember, type TestMember } from '../games/test-members';
import { suiteApp } from '../testing/suite-app';

const suite = suiteApp();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { status: number; success: boolean; errorCode: string | null; value: any };

async function get(path: string, query: Record<string, string | number>, member?: TestMember): Promise<Reply> {
  const search = new URLSearchParams(Object.entries(query).map(([k, val]) => [k, String(val)])).toString();
  const headers: Record<string, string> = { Merchant: 'DEMO', Language: 'VI' };
  if (member) headers.Authorization = member.token;
  const res = await suite.app.inject({ method: 'GET', url: `${path}?${search}`, headers });
  const body: object = res.json();
  return { status: res.statusCode, ...body } as Reply;
}

async function firstGame(gameType: string, vassalage?: string): Promise<Game> {
  const reply = await get(GAME_PATHS.gameList, { gameType, pageNo: 1, pageSize: 5, ...(vassalage ? { vassalage } : {}) });
  const page = v.parse(gamePageValueSchema, reply.value);
  const game = page.games.find((g) => g.gameType === gameType);
  if (!game) throw new Error(`no ${gameType} game`);
  return game;
}

const launch = (member: TestMember, query: Record<string, string>) =>
  get(GAME_PATHS.launchGame, { launchMode: 'GLS', platform: 'html5', clientType: 2, ...query }, member);

describe('game fields', () => {
  it('lists gameCode, isGameH5, lottoMode and playType; a lottery game its mode and play type', async () => {
    const slot = await firstGame('RNG');
    expect(slot).toMatchObject({ gameCode: slot.gameId, isGameH5: true, lottoMode: null, playType: null, supportPlay: true });
    expect(await firstGame('LOTT')).toMatchObject({ lottoMode: 'LOTT', playType: 'trad', supportPlay: true });
    expect(await firstGame('ELOTT')).toMatchObject({ lottoMode: 'ELOTT', playType: 'ent' });
    expect(await firstGame('SPORTS')).toMatchObject({ supportPlay: false });
  });

  it('launches by gameCode, the vendor lobby by `lobby`, and refuses a stale mode or a game that is not HTML5', async () => {
    const member = await createTestMember(suite.db, 'fields_m1', 100_000);
    const slot = await firstGame('RNG');
    const byCode = await launch(member, { gameCode: slot.gameCode, vassalage: slot.vassalage });
    expect(byCode.success).toBe(true);
    expect(byCode.value.content.game_url).toContain(`nodeId=${slot.nodeId}`);

    const lott = await firstGame('LOTT');
    const lobby = await launch(member, { gameCode: 'lobby', vassalage: lott.vassalage, lottoMode: 'LOTT' });
    expect(lobby.success).toBe(true);
    const [first] = await suite.db.query<{ node_id: string }>(
      "select node_id from games where merchant_code = 'DEMO' and vendor_code = $1 and game_type = 'LOTT' and enabled order by sort_order, node_id limit 1",
      [lott.vassalage],
    );
    expect(lobby.value.content.game_url).toContain(`nodeId=${first!.node_id}`);

    expect(await launch(member, { nodeId: lott.nodeId, lottoMode: 'LOTT', playType: 'trad' })).toMatchObject({ success: true });
    expect(await launch(member, { nodeId: lott.nodeId, lottoMode: 'ELOTT' })).toMatchObject({ success: false, errorCode: GAME_ERROR_CODES.modeMismatch });
    expect(await launch(member, { nodeId: slot.nodeId, playType: 'ent' })).toMatchObject({ success: false, errorCode: GAME_ERROR_CODES.modeMismatch });
    // a mode outside the spec's is a bad request, not a server error
    const bad = await launch(member, { nodeId: lott.nodeId, lottoMode: 'XX' });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);

    await suite.db.query("update games set is_h5 = false where merchant_code = 'DEMO' and node_id = $1", [slot.nodeId]);
    try {
      const listed = v.parse(gamePageValueSchema, (await get(GAME_PATHS.gameList, { gameType: 'RNG', vassalage: slot.vassalage, pageNo: 1, pageSize: 200 })).value);
      expect(listed.games.find((g) => g.nodeId === slot.nodeId)?.isGameH5).toBe(false);
      expect(await launch(member, { nodeId: slot.nodeId })).toMatchObject({ success: false, errorCode: GAME_ERROR_CODES.notH5 });
    } finally {
      await suite.db.query("update games set is_h5 = true where merchant_code = 'DEMO' and node_id = $1", [slot.nodeId]);
    }
  });
});

describe("a game's own free-play flag", () => {
  it('a trial account opens the games that allow free play and is refused the others; a real member opens both', async () => {
    const trial = await createTestMember(suite.db, 'fields_t1', 2_000, TRIAL_TYPE);
    const member = await createTestMember(suite.db, 'fields_m2', 100_000);
    const slot = await firstGame('RNG');
    const sports = await firstGame('SPORTS');
    expect(await launch(trial, { nodeId: slot.nodeId })).toMatchObject({ success: true });
    expect(await launch(trial, { nodeId: sports.nodeId })).toMatchObject({ success: false, errorCode: WALLET_ERROR_CODES.freeReject });
    expect(await launch(member, { nodeId: sports.nodeId })).toMatchObject({ success: true });

    // the operator's flag decides, per game
    await suite.db.query("update games set support_play = false where merchant_code = 'DEMO' and node_id = $1", [slot.nodeId]);
    try {
      expect(await launch(trial, { nodeId: slot.nodeId })).toMatchObject({ success: false, errorCode: WALLET_ERROR_CODES.freeReject });
    } finally {
      await suite.db.query("update games set support_play = true where merchant_code = 'DEMO' and node_id = $1", [slot.nodeId]);
    }
  });
});
