/**
 * Demo promotions beyond the six of the games content (those get their kind
 * here), categories, kinds, rebate rates and programme settings. Runs on
 * every start and never overwrites what an operator changed.
 */
import { PROMOTION_KINDS, type PromotionKind } from '../../contract/promotions';
import type { Db } from '../db/db';

type Text = [vi: string, en: string];

const CATEGORIES: readonly { id: number; name: Text }[] = [
  { id: 1, name: ['Nạp tiền', 'Deposit'] },
  { id: 2, name: ['Nổ hũ & hoàn trả', 'Slots & rebate'] },
  { id: 3, name: ['Sự kiện', 'Events'] },
  { id: 4, name: ['VIP & bạn bè', 'VIP & friends'] },
  { id: 5, name: ['Nhiệm vụ', 'Missions'] },
];

/** The games content's promotions 1–6: what each asks of a member. */
const KIND_OF_EXISTING: readonly { id: number; kind: PromotionKind; bonus: number; max: number; turnover: number }[] = [
  { id: 1, kind: 'MANUAL', bonus: 100_000, max: 1, turnover: 0 },
  { id: 2, kind: 'MISSION', bonus: 7_500, max: 1, turnover: 500_000 },
  { id: 3, kind: 'MISSION_MANUAL', bonus: 200_000, max: 0, turnover: 0 },
  { id: 4, kind: 'REFERRAL', bonus: 0, max: 1, turnover: 0 },
  { id: 5, kind: 'RAFFLE', bonus: 0, max: 1, turnover: 0 },
  { id: 6, kind: 'UPGRADE_BONUS', bonus: 0, max: 1, turnover: 0 },
];

interface NewPromotion {
  id: number;
  kind: PromotionKind;
  title: Text;
  content: Text;
  start: string;
  end: string | null;
  categories: number[];
  bonus: number;
  max: number;
  turnover: number;
}

const NEW_PROMOTIONS: readonly NewPromotion[] = [
  {
    id: 7, kind: 'LOGIN', categories: [3], bonus: 5_000, max: 1, turnover: 0,
    title: ['Điểm danh mỗi ngày', 'Daily check-in'],
    content: [
      '<p>Đăng nhập và bấm <b>Nhận</b> mỗi ngày để nhận <b>5.000 ₫</b> vào Trung tâm phần thưởng.</p><ul><li>Mỗi ngày một lần (giờ Việt Nam).</li><li>Phần thưởng không yêu cầu vòng cược.</li></ul>',
      '<p>Log in and tap <b>Claim</b> every day to receive <b>5,000 ₫</b> in the Reward centre.</p><ul><li>Once a day (Vietnam time).</li><li>No turnover required.</li></ul>',
    ],
    start: '2026-01-01T00:00:00+07:00', end: null,
  },
  {
    id: 8, kind: 'TICKET', categories: [3], bonus: 0, max: 1, turnover: 0,
    title: ['Vé may mắn cuối tuần', 'Weekend lucky ticket'],
    content: [
      '<p>Tham gia để nhận một vé bốc thăm mỗi cuối tuần. Giải nhất <b>8.888.000 ₫</b>, 100 giải khuyến khích <b>88.000 ₫</b>.</p><p>Kết quả công bố tối Chủ nhật.</p>',
      '<p>Join to get one draw ticket every weekend. First prize <b>8,888,000 ₫</b>, 100 runner-up prizes of <b>88,000 ₫</b>.</p><p>Results every Sunday evening.</p>',
    ],
    start: '2026-09-01T00:00:00+07:00', end: '2027-03-31T23:59:59+07:00',
  },
  {
    id: 9, kind: 'MANUAL', categories: [1], bonus: 50_000, max: 3, turnover: 0,
    title: ['Thưởng nạp lại 20%', 'Reload bonus 20%'],
    content: [
      '<p>Từ tháng 12: mỗi lần nạp lại từ <b>200.000 ₫</b> nhận thưởng 20%, tối đa 3 lần.</p>',
      '<p>From December: each reload from <b>200,000 ₫</b> earns a 20% bonus, up to 3 times.</p>',
    ],
    start: '2026-12-01T00:00:00+07:00', end: '2027-02-28T23:59:59+07:00',
  },
  {
    id: 10, kind: 'MISSION', categories: [5], bonus: 38_000, max: 1, turnover: 200_000,
    title: ['Nhiệm vụ tân thủ', 'Newcomer mission'],
    content: [
      '<p>Tham gia nhiệm vụ, đặt cược hợp lệ đủ <b>200.000 ₫</b> rồi bấm <b>Nhận</b>: thưởng <b>38.000 ₫</b> vào Trung tâm phần thưởng.</p>',
      '<p>Join the mission, place <b>200,000 ₫</b> of valid bets, then tap <b>Claim</b>: <b>38,000 ₫</b> lands in the Reward centre.</p>',
    ],
    start: '2026-01-01T00:00:00+07:00', end: null,
  },
];

const GAME_TYPES: readonly [string, number][] = [['RNG', 0.5], ['FISH', 0.5], ['PVP', 0.4], ['LIVE', 0.3], ['SPORTS', 0.3], ['LOTT', 0.2]];
const LEVEL_STEP = [0, 0.1, 0.3, 0.5, 0.7];

export async function seedPromotions(db: Db, merchantCode: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, c] of CATEGORIES.entries()) {
      await tx.query('insert into promotion_categories (merchant_code, id, name_vi, name_en, sort_order) values ($1, $2, $3, $4, $5) on conflict do nothing',
        [merchantCode, c.id, c.name[0], c.name[1], i]);
    }
    for (const kind of PROMOTION_KINDS) {
      await tx.query('insert into promotion_kinds (merchant_code, kind, enabled) values ($1, $2, true) on conflict do nothing', [merchantCode, kind]);
    }
    await tx.query('insert into promotion_settings (merchant_code, vip_benefit, referral_reward, login_reward) values ($1, true, 18000, 5000) on conflict do nothing', [merchantCode]);
    // the games content's promotions get a kind once (a row still at the column defaults)
    for (const p of KIND_OF_EXISTING) {
      await tx.query(
        `update promotions set kind = $3, bonus_amount = $4, max_applications = $5, mission_turnover = $6
          where merchant_code = $1 and id = $2 and kind = 'MANUAL' and bonus_amount = 0 and mission_turnover = 0`,
        [merchantCode, p.id, p.kind, p.bonus, p.max, p.turnover],
      );
    }
    for (const p of NEW_PROMOTIONS) {
      await tx.query(
        `insert into promotions (merchant_code, id, title_vi, title_en, content_vi, content_en, start_date, end_date, category_ids, sort_order,
           kind, bonus_amount, max_applications, mission_turnover)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) on conflict do nothing`,
        [merchantCode, p.id, p.title[0], p.title[1], p.content[0], p.content[1], p.start, p.end, p.categories, p.id,
          p.kind, p.bonus, p.max, p.turnover],
      );
    }
    for (const [type, base] of GAME_TYPES) {
      for (const [level, step] of LEVEL_STEP.entries()) {
        await tx.query('insert into rebate_rates (merchant_code, game_type, vip_level, rate_percent) values ($1, $2, $3, $4) on conflict do nothing',
          [merchantCode, type, level, Math.round((base + step) * 1000) / 1000]);
      }
    }
  });
}
