import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { PROMOTION_ERROR_CODES, PROMOTION_PATHS } from '../../contract/promotions';
import { UPLOAD_PATHS } from '../../contract/uploads';
import { applicationCommand, applicationsCommand, promotionKindCommand, vipBenefitCommand } from '../promotions/ops';
import { captchaFor, sendEncrypted } from './auth-test-helpers';
import { multipartBody, tinyJpeg, tinyPng } from '../testing/images';
import { expectLedgerBalanced } from '../testing/ledger';
import { suiteApp } from '../testing/suite-app';

const suite = suiteApp({ config: { testMode: true } });

async function session(username: string, type = 0): Promise<{ token: string; id: number }> {
  const res = await suite.app.inject({ method: 'POST', url: '/__test/session', headers: { merchant: 'DEMO' }, payload: { username, type, balance: 100 } });
  return res.json().value;
}
const headers = (token?: string, language = 'VI') => ({ merchant: 'DEMO', language, ...(token ? { authorization: token } : {}) });
async function get(url: string, token?: string, language?: string) {
  return (await suite.app.inject({ method: 'GET', url, headers: headers(token, language) })).json();
}
async function send(url: string, token: string, payload: unknown) {
  return suite.app.inject({ method: 'POST', url, headers: headers(token), payload: payload as object });
}
async function uploadImage(token: string, file: Buffer): Promise<number> {
  const { payload, headers: h } = multipartBody(file);
  const res = await suite.app.inject({ method: 'POST', url: `${UPLOAD_PATHS.image}?kind=promotion`, headers: { ...h, ...headers(token) }, payload });
  return res.json().value.imageId;
}
const ops = { get db() { return suite.db; }, merchantCode: 'DEMO', app: null };
async function balance(token: string): Promise<number> {
  return (await get('/wps/wallets/gcs', token)).value?.sumBalance ?? Number.NaN;
}

describe('promotion list and detail', () => {
  it('lists categories and live promotions with images in both languages; guests see join states', async () => {
    const vi = await get(PROMOTION_PATHS.list);
    expect(vi.success).toBe(true);
    expect(vi.value.categories.length).toBeGreaterThanOrEqual(5);
    const first = vi.value.promotions.find((p: { id: number }) => p.id === 1);
    expect(first).toMatchObject({ kind: 'MANUAL', state: 'join', noExpiry: 1, endDate: null });
    expect(first.announcementImages[0]).toMatchObject({ sequence: 1 });
    expect(first.announcementImages[0].url).toMatch(/promotion-cover\/1\/vi\.webp$/);
    const en = await get(PROMOTION_PATHS.list, undefined, 'EN');
    expect(en.value.promotions.find((p: { id: number }) => p.id === 1).title).toBe('First deposit bonus 100%');
    expect(vi.value.promotions.find((p: { id: number }) => p.id === 9).state).toBe('coming_soon');
  });

  it('answers an unknown id or a bad id in the envelope, never 5xx', async () => {
    expect(await get(`${PROMOTION_PATHS.detail}?id=999`)).toMatchObject({ success: false, errorCode: PROMOTION_ERROR_CODES.notFound });
    const bad = await suite.app.inject({ method: 'GET', url: `${PROMOTION_PATHS.detail}?id=abc`, headers: headers() });
    expect(bad.statusCode).toBe(400);
  });

  it('counts each enabled kind and follows the operator switches', async () => {
    const before = await get(PROMOTION_PATHS.kinds);
    expect(before.value.kinds.find((k: { kind: string }) => k.kind === 'REFERRAL')).toEqual({ kind: 'REFERRAL', enabled: true, count: 1 });
    expect(before.value.vipBenefit).toBe(true);
    await promotionKindCommand.run(ops, promotionKindCommand.parse(['REFERRAL', 'off'], {}));
    await vipBenefitCommand.run(ops, vipBenefitCommand.parse(['off'], {}));
    const after = await get(PROMOTION_PATHS.kinds);
    expect(after.value.kinds.find((k: { kind: string }) => k.kind === 'REFERRAL')).toEqual({ kind: 'REFERRAL', enabled: false, count: 0 });
    expect(after.value.vipBenefit).toBe(false);
    expect((await get(PROMOTION_PATHS.list)).value.promotions.some((p: { kind: string }) => p.kind === 'REFERRAL')).toBe(false);
    await promotionKindCommand.run(ops, promotionKindCommand.parse(['REFERRAL', 'on'], {}));
    await vipBenefitCommand.run(ops, vipBenefitCommand.parse(['on'], {}));
  });
});

describe('applications', () => {
  it('refuse a remark over 140 characters, more than 3 images, and another member’s image', async () => {
    const { token } = await session('promo_limits');
    const other = await session('promo_other');
    const long = await send(PROMOTION_PATHS.apply, token, { promotionId: 1, remark: 'x'.repeat(141), imageIds: [] });
    expect(long.json()).toMatchObject({ success: false, errorCode: PROMOTION_ERROR_CODES.remarkTooLong });
    // one after another, as the image picker sends them (the server receives few uploads at once)
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(await uploadImage(token, tinyPng()));
    const four = await send(PROMOTION_PATHS.apply, token, { promotionId: 1, remark: 'ok', imageIds: ids });
    expect(four.statusCode).toBe(400);
    const foreign = await uploadImage(other.token, tinyJpeg());
    const theirs = await send(PROMOTION_PATHS.apply, token, { promotionId: 1, remark: 'ok', imageIds: [foreign] });
    expect(theirs.json()).toMatchObject({ success: false });
    expect(await suite.db.query('select 1 from promotion_applications a join members m on m.id = a.member_id where m.username = $1', ['promo_limits'])).toEqual([]);
  });

  it('apply once with two images → applying → operator approves → bonus in the wallet as a ledger entry; no second application', async () => {
    const { token, id } = await session('promo_apply');
    const images = [await uploadImage(token, tinyPng()), await uploadImage(token, tinyJpeg())];
    const applied = await send(PROMOTION_PATHS.apply, token, { promotionId: 1, remark: 'Nạp 100.000 ₫ lúc 10:00', imageIds: images });
    expect(applied.json()).toMatchObject({ success: true });
    const appId = applied.json().value.id as number;
    const detail = await get(`${PROMOTION_PATHS.detail}?id=1`, token);
    expect(detail.value).toMatchObject({ canApply: false, promotion: { state: 'applying' } });
    expect(detail.value.applications[0]).toMatchObject({ status: 'pending', imageCount: 2 });
    const again = await send(PROMOTION_PATHS.apply, token, { promotionId: 1, remark: 'again', imageIds: [] });
    expect(again.json()).toMatchObject({ success: false, errorCode: PROMOTION_ERROR_CODES.pending });
    // the same image may not be attached twice
    expect((await send(PROMOTION_PATHS.apply, token, { promotionId: 3, remark: 'reuse', imageIds: [images[0]] })).json()).toMatchObject({ success: false });

    expect(await applicationsCommand.run(ops, applicationsCommand.parse([], {}))).toContain(`#${appId}`);
    const answer = await applicationCommand.run(ops, applicationCommand.parse(['approve', String(appId)], {}));
    expect(answer).toContain('100,000.00');
    expect(await balance(token)).toBe(100_100);
    const [entry] = await suite.db.query<{ kind: string; amount: string }>('select kind, amount::text from ledger_entries where member_id = $1 and reference = $2', [id, `application:${appId}`]);
    expect(entry).toEqual({ kind: 'bonus', amount: '100000.00' });
    expect((await get(`${PROMOTION_PATHS.detail}?id=1`, token)).value.promotion.state).toBe('issued');
    // the member is told in the inbox
    expect(await suite.db.query<{ kind: string }>('select kind from inbox_messages where member_id = $1', [id])).toEqual([{ kind: 'promotion' }]);
    expect((await send(PROMOTION_PATHS.apply, token, { promotionId: 1, remark: 'more', imageIds: [] })).json())
      .toMatchObject({ success: false, errorCode: PROMOTION_ERROR_CODES.limitReached });
    await expect(applicationCommand.run(ops, applicationCommand.parse(['approve', String(appId)], {}))).rejects.toThrow(/already approved/);
    await expectLedgerBalanced(suite.db);
  });

  it('a rejected application may be sent again; a coming-soon promotion refuses; trial players are refused', async () => {
    const { token, id } = await session('promo_reject');
    const first = (await send(PROMOTION_PATHS.apply, token, { promotionId: 1, remark: '', imageIds: [] })).json().value.id;
    await applicationCommand.run(ops, applicationCommand.parse(['reject', String(first)], { note: 'Chưa đủ điều kiện cược' }));
    // the operator's reason reaches the member, in the inbox
    const [told] = await suite.db.query<{ body: string }>("select body_vi as body from inbox_messages where member_id = $1 and kind = 'promotion'", [id]);
    expect(told?.body).toContain('Lý do: Chưa đủ điều kiện cược');
    const detail = await get(`${PROMOTION_PATHS.detail}?id=1`, token);
    expect(detail.value).toMatchObject({ canApply: true, promotion: { state: 'rejected' } });
    expect((await send(PROMOTION_PATHS.apply, token, { promotionId: 1, remark: 'again', imageIds: [] })).json()).toMatchObject({ success: true });
    expect((await send(PROMOTION_PATHS.apply, token, { promotionId: 9, remark: '', imageIds: [] })).json())
      .toMatchObject({ success: false, errorCode: PROMOTION_ERROR_CODES.notOpen });
    const trial = await session('promo_trial', 4);
    expect((await send(PROMOTION_PATHS.apply, trial.token, { promotionId: 1, remark: '', imageIds: [] })).json())
      .toMatchObject({ success: false, errorCode: PROMOTION_ERROR_CODES.trialRefused });
    expect(() => applicationCommand.parse(['approve', 'x'], {})).toThrow();
  });
});

describe('reward centre, missions, rebate, VIP, referral', () => {
  async function bet(memberId: number, amount: number, times: number, nodeId = 'n1') {
    await suite.db.query(
      `insert into bet_records (member_id, merchant_code, node_id, bet, win, balance_after, outcome)
       select $1, 'DEMO', $4, $2, 0, 0, 'lose' from generate_series(1, $3::int)`,
      [memberId, amount, times, nodeId],
    );
  }

  it('issues today’s login reward once, claims it into the wallet once', async () => {
    const { token, id } = await session('reward_login');
    const rewards = await get(PROMOTION_PATHS.rewards, token, 'EN');
    const login = rewards.value.claimable.find((r: { source: string }) => r.source === 'login');
    expect(login).toMatchObject({ amount: 5000, status: 'issued' });
    expect((await get(PROMOTION_PATHS.rewards, token)).value.claimable.filter((r: { source: string }) => r.source === 'login')).toHaveLength(1);
    expect((await get(`${PROMOTION_PATHS.detail}?id=7`, token)).value.promotion.state).toBe('signed');
    const claimed = await send(PROMOTION_PATHS.rewardClaim, token, { id: login.id });
    expect(claimed.json().value).toEqual({ amount: 5000, balance: 5100 });
    expect((await send(PROMOTION_PATHS.rewardClaim, token, { id: login.id })).json()).toMatchObject({ success: false, errorCode: PROMOTION_ERROR_CODES.rewardNotFound });
    const after = await get(PROMOTION_PATHS.rewards, token);
    expect(after.value.history[0]).toMatchObject({ id: login.id, status: 'claimed' });
    expect(await suite.db.query('select kind from ledger_entries where member_id = $1 and reference = $2', [id, `reward:${login.id}`])).toEqual([{ kind: 'bonus' }]);
  });

  it('mission: join → process → claim → claimed, reward in the reward centre', async () => {
    const { token, id } = await session('mission_player');
    expect((await send(PROMOTION_PATHS.action, token, { promotionId: 10, action: 'claim' })).json()).toMatchObject({ success: false });
    expect((await send(PROMOTION_PATHS.action, token, { promotionId: 10, action: 'join' })).json()).toMatchObject({ success: true });
    expect((await get(`${PROMOTION_PATHS.detail}?id=10`, token)).value.promotion.state).toBe('process');
    await bet(id, 100_000, 2);
    expect((await get(`${PROMOTION_PATHS.detail}?id=10`, token)).value).toMatchObject({ missionProgress: 200_000, promotion: { state: 'claim' } });
    expect((await send(PROMOTION_PATHS.action, token, { promotionId: 10, action: 'claim' })).json()).toMatchObject({ success: true });
    expect((await get(`${PROMOTION_PATHS.detail}?id=10`, token)).value.promotion.state).toBe('claimed');
    expect((await get(PROMOTION_PATHS.rewards, token)).value.claimable.some((r: { source: string; amount: number }) => r.source === 'promotion' && r.amount === 38_000)).toBe(true);
  });

  it('rebate: the rate of the member’s level times valid bets since the last claim, then nothing until new bets', async () => {
    const { token, id } = await session('rebate_player');
    expect((await send(PROMOTION_PATHS.rebateClaim, token, {})).json()).toMatchObject({ success: false, errorCode: PROMOTION_ERROR_CODES.rebateNothing });
    const [slot] = await suite.db.query<{ node_id: string }>("select node_id from games where merchant_code = 'DEMO' and game_type = 'RNG' limit 1");
    await bet(id, 1000, 5, slot!.node_id);
    const rebate = await get(PROMOTION_PATHS.rebate, token);
    // VIP 0 (5 bets): RNG 0.5 %
    expect(rebate.value.claimable).toMatchObject({ validBet: 5000, amount: 25 });
    expect(rebate.value.rates.find((r: { gameType: string }) => r.gameType === 'RNG')).toEqual({ gameType: 'RNG', ratePercent: 0.5 });
    const claim = await send(PROMOTION_PATHS.rebateClaim, token, {});
    expect(claim.json().value).toEqual({ amount: 25, balance: 125 });
    const after = await get(PROMOTION_PATHS.rebate, token);
    expect(after.value.claimable.amount).toBe(0);
    expect(after.value.history[0]).toMatchObject({ amount: 25, validBet: 5000 });
    expect((await send(PROMOTION_PATHS.rebateClaim, token, {})).json()).toMatchObject({ success: false });
    const [entry] = await suite.db.query<{ reference: string }>("select reference from ledger_entries where member_id = $1 and kind = 'rebate'", [id]);
    expect(entry!.reference).toMatch(/^rebate_claim:\d+$/);
    await expectLedgerBalanced(suite.db);
  });

  it('VIP: levels with up to three conditions and benefits; progress moves with bets; an upgrade bonus is issued', async () => {
    const { token, id } = await session('vip_player');
    const before = (await get(PROMOTION_PATHS.vip, token)).value;
    expect(before.levels).toHaveLength(5);
    expect(before.levels[1]).toMatchObject({ labelName: 'VIP 1', minTurnover: 1_000_000, minBetCount: 20, minDeposit: 0, upgradeBonus: 58_000 });
    expect(before.progress).toMatchObject({ completedConditionsCount: 0, totalExpectedConditionsCount: 2 });
    await bet(id, 60_000, 20);
    const after = (await get(PROMOTION_PATHS.vip, token)).value;
    expect(after).toMatchObject({ currentLevel: 1, currentLabel: 'VIP 1', stats: { turnover: 1_200_000, betCount: 20 } });
    expect((await get(PROMOTION_PATHS.rewards, token)).value.claimable.some((r: { source: string }) => r.source === 'upgrade')).toBe(true);
  });

  it('referral: a lazily made code, a friend registering with it becomes a friend, and registering alone earns no reward', async () => {
    const { token, id } = await session('referrer_one');
    const first = (await get(PROMOTION_PATHS.referral, token)).value;
    expect(first.code).toMatch(/^R[2-9A-HJ-NP-Z]{7}$/);
    expect(first.link).toContain(`/m/register?code=${first.code}`);
    expect((await get(PROMOTION_PATHS.referral, token)).value.code).toBe(first.code);
    expect(first.friends).toEqual([]);
    const device = 'referral-device';
    const register = await sendEncrypted(suite.app, 'PUT', AUTH_PATHS.register, {
      type: 0, registerMethod: 'PWA', registerUrl: 'm.wps-demo.example', loginDeviceId: device,
      username: 'friendofone', password: 'Pass1234', confirmPassword: 'Pass1234',
      mobileNum: '944777001', countryDialingCode: '+84', captcha: await captchaFor(suite.app, device),
      affiliateCode: first.code.toLowerCase(),
    });
    const [friend] = await suite.db.query<{ parent_id: string }>("select parent_id::text from members where username = 'friendofone'");
    expect(friend?.parent_id, register.body).toBe(String(id));
    const after = (await get(PROMOTION_PATHS.referral, token)).value;
    expect(after.friends).toEqual([{ account: 'fr***ne', registeredAt: expect.any(Number) }]);
    expect(after).toMatchObject({ rewardPerFriend: 18_000, qualifyDeposit: expect.any(Number), qualifyTurnover: expect.any(Number) });
    // the reward waits for a deposit and turnover (server/promotions/referral-reward.test.ts)
    expect((await get(PROMOTION_PATHS.rewards, token)).value.claimable.some((r: { source: string }) => r.source === 'referral')).toBe(false);
  });

  it('refuses guests in the envelope', async () => {
    for (const path of [PROMOTION_PATHS.rewards, PROMOTION_PATHS.rebate, PROMOTION_PATHS.vip, PROMOTION_PATHS.referral]) {
      const res = await suite.app.inject({ method: 'GET', url: path, headers: headers() });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});
