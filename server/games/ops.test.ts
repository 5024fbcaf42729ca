import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GAME_PATHS, gamePageValueSchema } from '../../contract/games';
import { envelopeHeadSchema } from '../../contract/envelope';
import { WALLET_ERROR_CODES } from '../../contract/wallet';
import { TRIAL_TYPE } from '../accounts/members';
import { OPS_TOKEN_HEADER } from '../ops/token';
import { TEST_OPS_TOKEN } from '../testing/harness';
import { suiteApp } from '../testing/suite-app';
import { createTestMember, type TestMember } from './test-members';
import { gameCommand } from './ops';

const suite = suiteApp();

async function ops(words: string[], options: Record<string, string> = {}) {
  const res = await suite.app.inject({ method: 'POST', url: '/__ops/run', headers: { [OPS_TOKEN_HEADER]: TEST_OPS_TOKEN }, payload: { name: 'game', words, options } });
  const body = v.parse(envelopeHeadSchema, res.json());
  return { status: res.statusCode, text: (body.value as { text?: string } | null)?.text ?? body.message ?? '' };
}

async function slots() {
  const res = await suite.app.inject({ method: 'GET', url: `${GAME_PATHS.gameList}?gameType=RNG&pageNo=1&pageSize=200`, headers: { Merchant: 'DEMO', Language: 'VI' } });
  return v.parse(gamePageValueSchema, res.json().value).games;
}

const launch = async (member: TestMember, nodeId: string) => {
  const res = await suite.app.inject({
    method: 'GET',
    url: `${GAME_PATHS.launchGame}?launchMode=GLS&platform=html5&clientType=2&nodeId=${nodeId}`,
    headers: { Merchant: 'DEMO', Language: 'VI', Authorization: member.token },
  });
  return res.json() as { success: boolean; errorCode: string | null };
};

describe('npm run ops -- game', () => {
  it("switches a game's free play and listing, seen by the next lobby read and launch", async () => {
    const trial = await createTestMember(suite.db, 'ops_game_trial', 2_000, TRIAL_TYPE);
    const [slot] = await slots();
    expect(slot?.supportPlay).toBe(true);
    const nodeId = slot!.nodeId;
    expect((await ops(['show', nodeId])).text).toMatch(new RegExp(`game ${nodeId} .*enabled on  free-play on  h5 on`));

    const set = await ops(['set', nodeId], { 'free-play': 'off' });
    expect(set.text).toMatch(/free-play off/);
    expect((await slots()).find((g) => g.nodeId === nodeId)?.supportPlay).toBe(false);
    expect(await launch(trial, nodeId)).toMatchObject({ success: false, errorCode: WALLET_ERROR_CODES.freeReject });

    await ops(['set', nodeId], { enabled: 'off', 'free-play': 'on' });
    expect((await slots()).some((g) => g.nodeId === nodeId)).toBe(false);
    await ops(['set', nodeId], { enabled: 'on' });
    expect((await slots()).find((g) => g.nodeId === nodeId)?.supportPlay).toBe(true);
    expect(await launch(trial, nodeId)).toMatchObject({ success: true });
  });

  it('refuses what it does not know, and a game that does not exist', async () => {
    expect(() => gameCommand.parse(['set', '10001'], {})).toThrow(/at least one of/);
    expect(() => gameCommand.parse(['set', '10001'], { 'free-play': 'maybe' })).toThrow(/on or off/);
    expect(() => gameCommand.parse(['set', '10001'], { price: 'on' })).toThrow(/unknown option --price/);
    expect(() => gameCommand.parse(['set', "1; drop table games"], { h5: 'on' })).toThrow(/node id/);
    expect(() => gameCommand.parse(['show', '10001'], { h5: 'on' })).toThrow(/no options/);
    expect((await ops(['show', '999999999'])).text).toMatch(/no game 999999999/);
  });
});
