/**
 * Demo announcements, banners, promotions, winners and lottery settings.
 * Plain data (built from the catalogue where they point at games);
 * games-seed.ts writes it.
 */
import type { GameSeed } from './games-catalogue';
import { APP_PATHS } from '../../../src/config/paths';

type Text = readonly [vi: string, en: string];

export interface BannerSeed {
  id: number;
  groupName: string;
  title: Text;
  linkageType: 'P' | 'URL' | 'G';
  linkage: string;
  nodeId: string | null;
  vendor: string | null;
}

export interface AnnouncementSeed {
  id: number;
  kind: 'PL' | 'PU' | 'H' | 'A';
  groupName: string;
  title: Text;
  content: Text;
  startDate: string;
}

export interface PromotionSeed {
  id: number;
  title: Text;
  content: Text;
  startDate: string;
  /** null: no expiry ("long term"). */
  endDate: string | null;
  categoryIds: number[];
}

export interface WinnerSeed {
  id: number;
  nodeId: string;
  userName: string;
  winAmount: number;
}

export interface LotterySeed {
  gameCode: string;
  nodeId: string;
  prizeMode: 'LOTT' | 'ELOTT';
  drawIntervalSeconds: number;
  popularRank: number | null;
}

export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    id: 1,
    title: ['Thưởng nạp đầu 100%', 'First deposit bonus 100%'],
    content: [
      '<p>Nạp lần đầu từ <b>100.000 ₫</b> nhận thưởng 100%, tối đa <b>8.888.000 ₫</b>.</p><p>Vòng cược yêu cầu: 15 lần tiền nạp và thưởng.</p>',
      '<p>Deposit from <b>100,000 ₫</b> for the first time and get a 100% bonus, up to <b>8,888,000 ₫</b>.</p><p>Turnover: 15 times deposit plus bonus.</p>',
    ],
    startDate: '2026-01-01T00:00:00+07:00',
    endDate: null,
    categoryIds: [1],
  },
  {
    id: 2,
    title: ['Hoàn trả 1,5% mỗi ngày', 'Daily 1.5% rebate'],
    content: [
      '<p>Hoàn trả không giới hạn tới <b>1,5%</b> cho mọi cược nổ hũ và bắn cá, trả tự động lúc 12:00 mỗi ngày.</p>',
      '<p>Unlimited rebate up to <b>1.5%</b> on every slot and fishing bet, paid automatically at 12:00 every day.</p>',
    ],
    startDate: '2026-02-01T00:00:00+07:00',
    endDate: null,
    categoryIds: [2],
  },
  {
    id: 3,
    title: ['Nổ hũ nhận thưởng kép', 'Double jackpot reward'],
    content: [
      '<p>Trúng hũ trong các trò chơi <b>JP</b> nhận thêm 20% giá trị hũ, tối đa 5.000.000 ₫.</p>',
      '<p>Hit a jackpot in any <b>JP</b> game and receive 20% extra, up to 5,000,000 ₫.</p>',
    ],
    startDate: '2026-06-01T00:00:00+07:00',
    endDate: '2026-12-31T23:59:59+07:00',
    categoryIds: [2],
  },
  {
    id: 4,
    title: ['Giới thiệu bạn bè', 'Refer a friend'],
    content: [
      '<p>Mỗi người bạn đăng ký và nạp tiền thành công, bạn nhận <b>188.000 ₫</b>.</p>',
      '<p>For every friend who registers and deposits, you receive <b>188,000 ₫</b>.</p>',
    ],
    startDate: '2026-03-15T00:00:00+07:00',
    endDate: null,
    categoryIds: [1, 4],
  },
  {
    id: 5,
    title: ['Vòng quay may mắn', 'Lucky wheel'],
    content: [
      '<p>Cược đủ <b>1.000.000 ₫</b> mỗi ngày nhận một lượt quay, giải cao nhất <b>2.888.000 ₫</b>.</p>',
      '<p>Bet <b>1,000,000 ₫</b> a day to get a spin; top prize <b>2,888,000 ₫</b>.</p>',
    ],
    startDate: '2026-10-01T00:00:00+07:00',
    endDate: '2027-01-31T23:59:59+07:00',
    categoryIds: [3],
  },
  {
    id: 6,
    title: ['Thưởng thăng hạng VIP', 'VIP upgrade bonus'],
    content: [
      '<p>Lên hạng VIP nhận thưởng tới <b>58.888.000 ₫</b>; thưởng sinh nhật và hoàn trả riêng.</p>',
      '<p>Each VIP level up pays up to <b>58,888,000 ₫</b>, plus birthday gifts and private rebates.</p>',
    ],
    startDate: '2026-01-01T00:00:00+07:00',
    endDate: '2026-12-31T23:59:59+07:00',
    categoryIds: [4],
  },
];

export const ANNOUNCEMENTS: readonly AnnouncementSeed[] = [
  {
    id: 101,
    kind: 'PL',
    groupName: 'm_home',
    // {{merchant}}: the merchant's configured name, as served (server/announcements/announcements.ts)
    title: ['Chào mừng đến với {{merchant}}', 'Welcome to {{merchant}}'],
    content: [
      '<p>Hơn <b>600 trò chơi</b> nổ hũ, bắn cá, casino trực tiếp, thể thao và xổ số đang chờ bạn.</p>',
      '<p>More than <b>600 games</b> — slots, fishing, live casino, sports and lottery — are waiting for you.</p>',
    ],
    startDate: '2026-11-01T08:00:00+07:00',
  },
  {
    id: 102,
    kind: 'PL',
    groupName: 'm_home',
    title: ['Bảo trì định kỳ IA Esports', 'IA Esports scheduled maintenance'],
    content: [
      '<p>Nhà cung cấp <b>IA Esports</b> đang bảo trì. Các trò chơi khác hoạt động bình thường.</p>',
      '<p><b>IA Esports</b> is under maintenance. All other games run as usual.</p>',
    ],
    startDate: '2026-11-10T09:00:00+07:00',
  },
  {
    id: 103,
    kind: 'PL',
    groupName: 'm_home',
    title: ['Nạp tiền nhanh qua ngân hàng', 'Fast bank deposits'],
    content: [
      '<p>Nạp tiền qua chuyển khoản ngân hàng được xử lý trong <b>1–3 phút</b>. Luôn ghi đúng nội dung chuyển khoản.</p>',
      '<p>Bank transfer deposits are processed within <b>1–3 minutes</b>. Always use the exact transfer note.</p>',
    ],
    startDate: '2026-11-15T10:00:00+07:00',
  },
  {
    id: 104,
    kind: 'PL',
    groupName: 'm_home',
    title: ['Cảnh báo lừa đảo', 'Scam warning'],
    content: [
      '<p>Chúng tôi <b>không bao giờ</b> hỏi mật khẩu của bạn. Chỉ liên hệ qua kênh hỗ trợ chính thức.</p>',
      '<p>We will <b>never</b> ask for your password. Contact us only through the official support channels.</p>',
    ],
    startDate: '2026-11-18T12:00:00+07:00',
  },
  {
    id: 201,
    kind: 'PU',
    groupName: 'm_home',
    title: ['Khuyến mãi tháng 11', 'November promotions'],
    content: [
      '<p>Tháng 11: thưởng nạp đầu 100% và hoàn trả 1,5% mỗi ngày. Xem chi tiết tại mục Khuyến mãi.</p>',
      '<p>This November: 100% first deposit bonus and a daily 1.5% rebate. See Promotions for details.</p>',
    ],
    startDate: '2026-11-01T00:00:00+07:00',
  },
  {
    id: 202,
    kind: 'PU',
    groupName: 'm_login',
    title: ['Bảo mật tài khoản', 'Account security'],
    content: [
      '<p>Hãy đặt mật khẩu rút tiền trong Trung tâm bảo mật để bảo vệ tài khoản của bạn.</p>',
      '<p>Set a withdrawal password in the Security centre to protect your account.</p>',
    ],
    startDate: '2026-10-20T00:00:00+07:00',
  },
  {
    id: 301,
    kind: 'H',
    groupName: 'm_hotgames',
    title: ['Trò chơi mới của PG Soft', 'New PG Soft games'],
    content: ['<p>Trải nghiệm ngay các trò chơi mới nhất của PG Soft.</p>', '<p>Try the newest PG Soft games now.</p>'],
    startDate: '2026-11-05T00:00:00+07:00',
  },
  {
    id: 302,
    kind: 'H',
    groupName: 'm_hotgames',
    title: ['Giải đấu nổ hũ cuối tuần', 'Weekend slot tournament'],
    content: ['<p>Tổng giải thưởng 500.000.000 ₫ mỗi cuối tuần.</p>', '<p>500,000,000 ₫ in prizes every weekend.</p>'],
    startDate: '2026-11-12T00:00:00+07:00',
  },
  {
    id: 401,
    kind: 'A',
    groupName: 'm_home',
    title: ['Chính sách hoa hồng đại lý mới', 'New agent commission policy'],
    content: ['<p>Hoa hồng đại lý tăng lên tới 55% từ tháng 12.</p>', '<p>Agent commission rises to 55% from December.</p>'],
    startDate: '2026-11-08T00:00:00+07:00',
  },
  {
    id: 402,
    kind: 'A',
    groupName: 'm_home',
    title: ['Lịch trả lương đại lý', 'Agent salary schedule'],
    content: ['<p>Lương ngày được trả lúc 14:00 hằng ngày.</p>', '<p>Daily salary is paid at 14:00 every day.</p>'],
    startDate: '2026-11-09T00:00:00+07:00',
  },
];

function firstGame(games: readonly GameSeed[], test: (game: GameSeed) => boolean): GameSeed {
  const game = games.find(test);
  if (!game) throw new Error('seed: no game matches a banner or winner');
  return game;
}

export function buildBanners(games: readonly GameSeed[]): BannerSeed[] {
  const hotPg = firstGame(games, (g) => g.vendor === 'PGE' && g.classifies.includes('HOT'));
  const jackpot = firstGame(games, (g) => g.classifies.includes('JP'));
  const live = firstGame(games, (g) => g.vendor === 'EVO');
  return [
    { id: 1, groupName: 'm_home', title: PROMOTIONS[0]!.title, linkageType: 'P', linkage: '1', nodeId: null, vendor: null },
    { id: 2, groupName: 'm_home', title: [hotPg.nameVi, hotPg.nameEn], linkageType: 'G', linkage: hotPg.nodeId, nodeId: hotPg.nodeId, vendor: hotPg.vendor },
    { id: 3, groupName: 'm_home', title: ['Trung tâm trợ giúp', 'Help centre'], linkageType: 'URL', linkage: APP_PATHS.help, nodeId: null, vendor: null },
    { id: 4, groupName: 'm_home', title: PROMOTIONS[1]!.title, linkageType: 'P', linkage: '2', nodeId: null, vendor: null },
    { id: 5, groupName: 'm_home', title: [live.nameVi, live.nameEn], linkageType: 'G', linkage: live.nodeId, nodeId: live.nodeId, vendor: live.vendor },
    { id: 11, groupName: 'm_hotgames', title: ['Trò chơi hot nhất', 'Hottest games'], linkageType: 'G', linkage: hotPg.nodeId, nodeId: hotPg.nodeId, vendor: hotPg.vendor },
    { id: 21, groupName: 'm_jp', title: [jackpot.nameVi, jackpot.nameEn], linkageType: 'G', linkage: jackpot.nodeId, nodeId: jackpot.nodeId, vendor: jackpot.vendor },
    { id: 31, groupName: 'm_login', title: PROMOTIONS[3]!.title, linkageType: 'P', linkage: '4', nodeId: null, vendor: null },
  ];
}

const NAME_STARTS = ['ng', 'tr', 'le', 'ph', 'ho', 'vu', 'da', 'bu', 'do', 'hu', 'vo', 'ly', 'mi', 'th', 'an'];

export function buildWinners(games: readonly GameSeed[]): WinnerSeed[] {
  const eligible = games.filter((g) => g.gameType === 'RNG' || g.gameType === 'FISH' || g.gameType === 'LIVE');
  return Array.from({ length: 30 }, (_, i) => {
    const game = eligible[(i * 37 + 11) % eligible.length]!;
    const digits = String((i * 53 + 17) % 100).padStart(2, '0');
    // Round thousands, between about 0.5 and 98 million.
    const winAmount = (((i * 7919) % 97) + 1) * 1_000_000 + ((i * 131) % 1000) * 1000 - 500_000;
    return { id: i + 1, nodeId: game.nodeId, userName: `${NAME_STARTS[i % NAME_STARTS.length]}***${digits}`, winAmount };
  });
}

function drawInterval(nameVi: string): number {
  const seconds = /(\d+) Giây/.exec(nameVi);
  if (seconds) return Number(seconds[1]);
  const minutes = /(\d+(?:\.\d+)?) Phút/.exec(nameVi);
  if (minutes) return Math.round(Number(minutes[1]) * 60);
  if (/Miền|Hà Nội|Mega|Power|Lô Đề Miền/.test(nameVi)) return 86_400;
  return 300;
}

/** Every non-lobby LOTT and ELOTT game is a lottery game; the gameCode is its gameId. */
export function buildLottery(games: readonly GameSeed[]): LotterySeed[] {
  let popular = 0;
  return games
    .filter((g) => (g.gameType === 'LOTT' || g.gameType === 'ELOTT') && g.sortOrder > 0)
    .map((g) => ({
      gameCode: g.gameId,
      nodeId: g.nodeId,
      prizeMode: g.gameType as 'LOTT' | 'ELOTT',
      drawIntervalSeconds: drawInterval(g.nameVi),
      popularRank: g.sortOrder <= 3 ? ++popular : null,
    }));
}

/** The prize-mode mapping of the lottery menu (spec: ELOTT when TCG_LOTTO_VN or LOTT maps to ELOTT). */
export const LOTTERY_PRIZE_MODES: readonly (readonly [string, string])[] = [
  ['TCG_LOTTO_VN', 'ELOTT'],
  ['LOTT', 'LOTT'],
  ['ELOTT', 'ELOTT'],
];
