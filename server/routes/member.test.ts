import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, memberInfoValueSchema } from '../../contract/auth';
import { MEMBER_PATHS, rankProgressValueSchema, vipProgress } from '../../contract/member';
import { migrate } from '../db/migrate';
import { post } from '../wallet/ledger';
import { suiteApp } from '../testing/suite-app';

const suite = suiteApp({ config: { testMode: true } });

async function session(username: string): Promise<{ token: string; id: number }> {
  const response = await suite.app.inject({ method: 'POST', url: '/__test/session', payload: { username, balance: 100 } });
  return response.json().value;
}

async function bet(memberId: number, amount: number, times: number) {
  await suite.db.query(
    `insert into bet_records (member_id, merchant_code, node_id, bet, win, balance_after, outcome)
     select $1, 'DEMO', 'n1', $2, 0, 0, 'lose' from generate_series(1, $3::int)`,
    [memberId, amount, times],
  );
}

async function get(url: string, token: string) {
  return (await suite.app.inject({ method: 'GET', url, headers: { Authorization: token } })).json();
}

describe('member info and VIP rank progress', () => {
  it('give a new member the first rank and count the next rank’s conditions met', async () => {
    const { token, id } = await session('rank_player');
    const info = v.parse(memberInfoValueSchema, (await get(AUTH_PATHS.memberInfo, token)).value);
    expect(info.clubLabel).toEqual({ labelName: 'VIP 0' });
    const none = v.parse(rankProgressValueSchema, (await get(MEMBER_PATHS.rankProgress, token)).value);
    // VIP 1 asks turnover and a bet count, no deposit: two conditions, none met yet
    expect(none).toEqual({ completedConditionsCount: 0, totalExpectedConditionsCount: 2, rankLabelId: 2, nextLabelName: 'VIP 1' });
    expect(vipProgress(none)).toBe(0);

    // 20 bets but a turnover of 2,000: VIP 1's bet count, not its turnover
    await bet(id, 100, 20);
    const half = v.parse(rankProgressValueSchema, (await get(MEMBER_PATHS.rankProgress, token)).value);
    expect(vipProgress(half)).toBeCloseTo(1 / 2);

    // a turnover past 1,000,000 earns VIP 1; VIP 2 is next, its bet count not yet met
    await bet(id, 1_000_000, 1);
    expect((await get(AUTH_PATHS.memberInfo, token)).value.clubLabel).toEqual({ labelName: 'VIP 1' });
    const next = v.parse(rankProgressValueSchema, (await get(MEMBER_PATHS.rankProgress, token)).value);
    expect(next).toMatchObject({ rankLabelId: 3, nextLabelName: 'VIP 2', completedConditionsCount: 0 });
  });

  it('read full progress at the top rank, and keep an operator-set label', async () => {
    const { token, id } = await session('top_player');
    await bet(id, 100_000_000, 2000);
    // the top rank also asks for deposits (migration 018)
    await post(suite.db, { memberId: id, kind: 'deposit', amountCents: 100_000_000_00, reference: 'test:deposit' });
    const top = v.parse(rankProgressValueSchema, (await get(MEMBER_PATHS.rankProgress, token)).value);
    expect(top.rankLabelId).toBeNull();
    expect(vipProgress(top)).toBe(1);
    await suite.db.query("update members set vip_label = 'Kim cương' where id = $1", [id]);
    expect((await get(AUTH_PATHS.memberInfo, token)).value.clubLabel).toEqual({ labelName: 'Kim cương' });
  });

  it('refuse the progress without a session, in the envelope', async () => {
    const response = await suite.app.inject({ method: 'GET', url: MEMBER_PATHS.rankProgress });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('give the demo member its nickname on a database made before it had one, never over one it set', async () => {
    await suite.db.query("update members set nickname = null where username = 'demomember'");
    await suite.db.query("delete from schema_migrations where version = '010_vip_ranks'");
    await suite.db.query('drop table vip_ranks');
    await migrate(suite.db);
    expect(await suite.db.query("select nickname from members where username = 'demomember'")).toEqual([{ nickname: 'Người chơi Demo' }]);

    await suite.db.query("update members set nickname = 'Tôi' where username = 'demomember'");
    await suite.db.query("delete from schema_migrations where version = '010_vip_ranks'");
    await suite.db.query('drop table vip_ranks');
    await migrate(suite.db);
    expect(await suite.db.query("select nickname from members where username = 'demomember'")).toEqual([{ nickname: 'Tôi' }]);
  });
});
