import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeHeadSchema } from '../../contract/envelope';
import {
  VN_LOTTERY_PATHS, VN_PRIZE_TABLES, VN_REGIONS, vnNumeroValueSchema, vnRecentValueSchema, type VnRegion,
} from '../../contract/vn-lottery';
import type { Db } from '../db/db';
import { closeTestApp, openTestApp, testConfig } from '../testing/harness';
import { lotteryCommand } from './ops';
import { lotteryTick } from './scheduler';
import { drawVnDay, drawVnDue, numeroOf, provincesOn, vnDate } from './vn-draws';

let db: Db;
let app: FastifyInstance;
/** 2026-11-25 12:00 UTC = 19:00 in Vietnam, a Wednesday: every region's hour has passed. */
let clock = Date.UTC(2026, 10, 25, 12, 0);

beforeAll(async () => {
  ({ db, app } = await openTestApp({ lottery: { scheduler: false, now: () => clock } }));
}, 60_000);
afterAll(() => closeTestApp(db, app));

async function get(path: string, query: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query).toString()}`, headers: { Merchant: 'DEMO', Language: 'VI' } });
  return { status: res.statusCode, body: v.parse(envelopeHeadSchema, res.json()) };
}

const rowsOf = async (region: VnRegion, date: string) => (await db.query<{ province: string; prizes: unknown }>(
  'select province, prizes from vn_lottery_results where region = $1 and draw_date = $2::date order by sort_order', [region, date],
));

describe('the traditional lottery draw', () => {
  it('draws each province of the day with its region\'s prize table: tiers, counts and digits', async () => {
    for (const region of VN_REGIONS) {
      const outcome = await drawVnDay(db, region, '2026-11-18', clock);
      // 2026-11-18 is a Wednesday: Bắc Ninh in the north, Đà Nẵng and Khánh Hòa in the centre, three in the south
      expect(outcome.results.map((r) => r.province)).toEqual(provincesOn(region, '2026-11-18').map(([code]) => code));
      expect(outcome.drawn).toEqual(outcome.results.map((r) => r.province));
      for (const result of outcome.results) {
        const table = VN_PRIZE_TABLES[region];
        expect(result.prizes.map((p) => p.tier)).toEqual(table.map((t) => t.tier));
        result.prizes.forEach((prize, i) => {
          expect(prize.numbers).toHaveLength(table[i]!.count);
          for (const n of prize.numbers) expect(n).toMatch(new RegExp(`^\\d{${table[i]!.digits}}$`));
        });
      }
    }
    expect((await drawVnDay(db, 'north', '2026-11-18', clock)).results.map((r) => r.provinceName)).toEqual(['Bắc Ninh']);
    expect(provincesOn('central', '2026-11-18').map(([, name]) => name)).toEqual(['Đà Nẵng', 'Khánh Hòa']);
    // 27 numbers in the north, 18 a province elsewhere; the specials of 5 and 6 digits
    expect(VN_PRIZE_TABLES.north.reduce((s, t) => s + t.count, 0)).toBe(27);
    expect(VN_PRIZE_TABLES.south.reduce((s, t) => s + t.count, 0)).toBe(18);
  });

  it('is stored once: drawing the day again keeps the first numbers, and a stored result refuses changes', async () => {
    const first = await drawVnDay(db, 'south', '2026-11-19', clock);
    const before = await rowsOf('south', '2026-11-19');
    const again = await drawVnDay(db, 'south', '2026-11-19', clock + 60_000);
    expect(again.drawn).toEqual([]);
    expect(again.results).toEqual(first.results);
    expect(await rowsOf('south', '2026-11-19')).toEqual(before);
    // two draws of one day at once still store one result per province
    const [a, b] = await Promise.all([drawVnDay(db, 'central', '2026-11-19', clock), drawVnDay(db, 'central', '2026-11-19', clock)]);
    expect(a.results).toEqual(b.results);
    expect([...a.drawn, ...b.drawn].sort()).toEqual(provincesOn('central', '2026-11-19').map(([c]) => c).sort());
    await expect(db.query("update vn_lottery_results set prizes = '[]'::jsonb where region = 'south' and draw_date = '2026-11-19'")).rejects.toThrow(/never updated/);
  });

  it('refuses a day that has not come in Vietnam, or is no date', async () => {
    // 2026-11-25 19:00 in Vietnam: the 26th has not come
    await expect(drawVnDay(db, 'north', '2026-11-26', clock)).rejects.toThrow(/has not come/);
    await expect(drawVnDay(db, 'north', '2026-02-30', clock)).rejects.toThrow(/not a date/);
  });

  it('draws from a CSPRNG: two days differ, and the numbers spread over their range', async () => {
    const days = ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04'];
    const specials = new Set<string>();
    const endings = new Set<string>();
    for (const day of days) {
      for (const r of (await drawVnDay(db, 'south', day, clock)).results) {
        specials.add(r.prizes[0]!.numbers[0]!);
        for (const p of r.prizes) for (const n of p.numbers) endings.add(n.slice(-2));
      }
    }
    expect(specials.size).toBeGreaterThan(10);
    // 12 provinces × 18 numbers = 216 endings: all but a handful of the 100 come up
    expect(endings.size).toBeGreaterThan(80);
  });

  it('the scheduler draws each region at its hour in Vietnam, once', async () => {
    // 2026-11-20 (Friday): 16:20 in Vietnam is 09:20 UTC: only the south's hour has come
    const at = (h: number, m: number) => Date.UTC(2026, 10, 20, h - 7, m);
    expect(vnDate(at(16, 20))).toBe('2026-11-20');
    expect((await drawVnDue(db, at(16, 10))).map((o) => o.region)).toEqual([]);
    expect((await drawVnDue(db, at(16, 20))).map((o) => o.region)).toEqual(['south']);
    expect((await drawVnDue(db, at(16, 30))).map((o) => o.region)).toEqual([]);
    expect((await drawVnDue(db, at(17, 20))).map((o) => o.region)).toEqual(['central']);
    clock = at(18, 20);
    await lotteryTick({ db, config: testConfig({ lottery: { now: () => clock } }) } as Parameters<typeof lotteryTick>[0]);
    expect((await rowsOf('north', '2026-11-20')).map((r) => r.province)).toEqual(['HP']);
    expect(await drawVnDue(db, at(23, 0))).toEqual([]);
  });

  it('ops lottery vn-draw draws a region\'s day, says when it was drawn already, and refuses a bad region or date', async () => {
    const context = { db, merchantCode: 'DEMO', app: null };
    const first = await lotteryCommand.run(context, lotteryCommand.parse(['vn-draw', 'north'], { date: '2026-11-16' }));
    expect(first).toMatch(/^drew north 2026-11-16 HN \(Hà Nội\): special \d{5}$/);
    const again = await lotteryCommand.run(context, lotteryCommand.parse(['vn-draw', 'north'], { date: '2026-11-16' }));
    expect(again).toBe(first.replace('drew', 'already drawn'));
    const all = await lotteryCommand.run(context, lotteryCommand.parse(['vn-draw'], { date: '2026-11-16' }));
    expect(all.split('\n')).toHaveLength(1 + 2 + 3);
    expect(() => lotteryCommand.parse(['vn-draw', 'east'], {})).toThrow(/north, central or south/);
    expect(() => lotteryCommand.parse(['vn-draw'], { date: '16/11/2026' })).toThrow(/YYYY-MM-DD/);
    await expect(lotteryCommand.run(context, lotteryCommand.parse(['vn-draw', 'north'], { date: '2099-01-01' }))).rejects.toThrow(/has not come/);
  });
});

describe('recent VN lottery and VN numero calls', () => {
  it('answer the region\'s latest draw days, newest first, and count each ending over them', async () => {
    const recent = await get(VN_LOTTERY_PATHS.recent, { region: 'north', days: '3' });
    expect(recent.status).toBe(200);
    const value = v.parse(vnRecentValueSchema, recent.body.value);
    const dates = [...new Set(value.results.map((r) => r.drawDate))];
    expect(dates).toHaveLength(3);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2026-11-20');

    const numero = v.parse(vnNumeroValueSchema, (await get(VN_LOTTERY_PATHS.numero, { region: 'north', days: '3' })).body.value);
    expect(numero).toMatchObject({ region: 'north', drawDays: 3, from: dates[2], to: dates[0] });
    expect(numero.numbers.map((n) => n.number)).toEqual(Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')));
    // every prize counted once: 27 a day in the north
    expect(numero.numbers.reduce((s, n) => s + n.count, 0)).toBe(27 * 3);
    const latest = value.results.filter((r) => r.drawDate === dates[0]).flatMap((r) => r.prizes.flatMap((p) => p.numbers.map((x) => x.slice(-2))));
    for (const n of numero.numbers) {
      if (latest.includes(n.number)) expect(n.absentDays).toBe(0);
      if (n.count === 0) expect(n.absentDays).toBeNull();
      else expect(n.absentDays).not.toBeNull();
    }
  });

  it('numero counts endings and the draw days since each last came', () => {
    const day = (drawDate: string, numbers: string[]) => ({ drawDate, prizes: [{ tier: 'special' as const, numbers }] });
    const stats = numeroOf('south', [day('2026-11-03', ['123456', '07']), day('2026-11-02', ['99907', '42']), day('2026-11-01', ['1342'])]);
    const of = (n: string) => stats.numbers.find((x) => x.number === n);
    expect(stats).toMatchObject({ drawDays: 3, from: '2026-11-01', to: '2026-11-03' });
    expect(of('07')).toEqual({ number: '07', count: 2, absentDays: 0 });
    expect(of('56')).toEqual({ number: '56', count: 1, absentDays: 0 });
    expect(of('42')).toEqual({ number: '42', count: 2, absentDays: 1 });
    expect(of('11')).toEqual({ number: '11', count: 0, absentDays: null });
  });

  it('answer an empty list for a region never drawn, and refuse a bad region or day count', async () => {
    await db.query("delete from vn_lottery_results where region = 'central'");
    const empty = v.parse(vnRecentValueSchema, (await get(VN_LOTTERY_PATHS.recent, { region: 'central' })).body.value);
    expect(empty).toEqual({ region: 'central', results: [] });
    const none = v.parse(vnNumeroValueSchema, (await get(VN_LOTTERY_PATHS.numero, { region: 'central' })).body.value);
    expect(none).toMatchObject({ drawDays: 0, from: null, to: null });
    for (const query of [{ region: 'east' }, {}, { region: 'north', days: '0' }, { region: 'north', days: '15' }] as Record<string, string>[]) {
      expect((await get(VN_LOTTERY_PATHS.recent, query)).body.success, JSON.stringify(query)).toBe(false);
    }
    expect((await get(VN_LOTTERY_PATHS.numero, { region: 'north', days: '101' })).body.success).toBe(false);
  });
});
