/**
 * The demo game catalogue: vendors of every category and 600+ games with
 * plausible names (Vietnamese market). Generated, but deterministic: the
 * same ids and names on every start, so the seed stays idempotent and tests
 * can rely on them. Plain data only; games-seed.ts writes it.
 */
import type { GameType } from '../../../contract/games';
import { searchKey } from '../../games/search-key';
import { seededRandom } from '../../util/seeded-random';

export interface VendorSeed {
  code: string;
  displayName: string;
  /** Categories in lobby order, with how many games each. */
  categories: { type: GameType; count: number }[];
  maintenance?: boolean;
}

export interface GameSeed {
  nodeId: string;
  gameId: string;
  vendor: string;
  gameType: GameType;
  nameVi: string;
  nameEn: string;
  searchKey: string;
  classifies: string[];
  minBet: number;
  /** Slots only: the pay lines (or ways) the game offers, as its vendor states it; null for every other game. */
  lineCount: number | null;
  isNew: boolean;
  hotRank: number | null;
  roomId: string | null;
  sortOrder: number;
}

export const VENDORS: readonly VendorSeed[] = [
  { code: 'PGE', displayName: 'PG Soft', categories: [{ type: 'RNG', count: 100 }] },
  { code: 'JILI', displayName: 'JILI', categories: [{ type: 'RNG', count: 80 }, { type: 'FISH', count: 10 }] },
  { code: 'PP', displayName: 'Pragmatic Play', categories: [{ type: 'RNG', count: 80 }, { type: 'LIVE', count: 14 }] },
  { code: 'CQ9', displayName: 'CQ9 Gaming', categories: [{ type: 'RNG', count: 60 }, { type: 'FISH', count: 8 }] },
  { code: 'JDB', displayName: 'JDB Gaming', categories: [{ type: 'RNG', count: 50 }, { type: 'FISH', count: 8 }] },
  { code: 'BGS', displayName: 'BGS In-house', categories: [{ type: 'RNG', count: 40 }] },
  { code: 'FC', displayName: 'Fa Chai', categories: [{ type: 'FISH', count: 8 }] },
  { code: 'EVO', displayName: 'Evolution', categories: [{ type: 'LIVE', count: 20 }] },
  { code: 'SA', displayName: 'SA Gaming', categories: [{ type: 'LIVE', count: 14 }] },
  { code: 'DG', displayName: 'Dream Gaming', categories: [{ type: 'LIVE', count: 14 }] },
  { code: 'AG', displayName: 'Asia Gaming', categories: [{ type: 'LIVE', count: 14 }] },
  { code: 'KY', displayName: 'Kai Yuan', categories: [{ type: 'PVP', count: 28 }] },
  { code: 'V8', displayName: 'V8 Poker', categories: [{ type: 'PVP', count: 22 }] },
  { code: 'TP', displayName: 'TP Cards', categories: [{ type: 'PVP', count: 16 }] },
  { code: 'SABA', displayName: 'SABA Sports', categories: [{ type: 'SPORTS', count: 3 }] },
  { code: 'CMD', displayName: 'CMD368', categories: [{ type: 'SPORTS', count: 2 }] },
  { code: 'BTI', displayName: 'BTi Sports', categories: [{ type: 'SPORTS', count: 2 }] },
  { code: 'AV', displayName: 'AV Esports', categories: [{ type: 'ESPORTS', count: 2 }] },
  { code: 'AI', displayName: 'AI Esports', categories: [{ type: 'ESPORTS', count: 2 }] },
  { code: 'IMES', displayName: 'IM Esports', categories: [{ type: 'ESPORTS', count: 2 }] },
  { code: 'TF', displayName: 'TF Gaming', categories: [{ type: 'ESPORTS', count: 2 }] },
  // Seeded under maintenance, so the refusal can be seen and tested.
  { code: 'IA', displayName: 'IA Esports', categories: [{ type: 'ESPORTS', count: 2 }], maintenance: true },
  { code: 'SV3', displayName: 'SV388', categories: [{ type: 'COCKFIGHT', count: 2 }] },
  { code: 'DS88', displayName: 'DS88 Sabong', categories: [{ type: 'COCKFIGHT', count: 1 }] },
  { code: 'DIG', displayName: 'Digmaan', categories: [{ type: 'COCKFIGHT', count: 1 }] },
  { code: 'WGB', displayName: 'WGB Sabong', categories: [{ type: 'COCKFIGHT', count: 1 }] },
  { code: 'WS168', displayName: 'WS168', categories: [{ type: 'COCKFIGHT', count: 2 }] },
  { code: 'TCG', displayName: 'TCG Lottery', categories: [{ type: 'LOTT', count: 12 }, { type: 'ELOTT', count: 6 }] },
  { code: 'VR', displayName: 'VR Lottery', categories: [{ type: 'LOTT', count: 6 }] },
  { code: 'GW', displayName: 'GW Lottery', categories: [{ type: 'ELOTT', count: 8 }] },
];

type Name = readonly [vi: string, en: string];


function shuffled<T>(items: T[], seed: number): T[] {
  const random = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function combine(bases: readonly Name[], variants: readonly Name[]): Name[] {
  return bases.flatMap(([bv, be]) => variants.map(([vv, ve]) => [`${bv}${vv}`, `${be}${ve}`] as const));
}

const SLOT_THEMES: readonly Name[] = [
  ['Rồng Vàng', 'Golden Dragon'], ['Kho Báu', 'Treasure'], ['Nổ Hũ', 'Jackpot Burst'], ['Thần Tài', 'God of Wealth'],
  ['Phượng Hoàng', 'Phoenix'], ['Hổ Vằn', 'Striped Tiger'], ['Kỳ Lân', 'Qilin'], ['Cá Chép Vàng', 'Golden Koi'],
  ['Hoa Sen', 'Lotus'], ['Ngọc Trai', 'Pearl'], ['Đế Chế', 'Empire'], ['Pharaoh', 'Pharaoh'], ['Aztec', 'Aztec'],
  ['Mạt Chược', 'Mahjong'], ['Sư Tử', 'Lion'], ['Ninja', 'Ninja'], ['Kim Cương', 'Diamond'], ['Bí Ẩn', 'Mystic'],
  ['Lửa Thiêng', 'Sacred Fire'], ['Trăng Rằm', 'Full Moon'], ['Long Vương', 'Dragon King'], ['Tứ Linh', 'Four Beasts'],
  ['Thỏ Ngọc', 'Jade Rabbit'], ['Đại Phát', 'Great Fortune'], ['Vàng Ròng', 'Pure Gold'], ['Nữ Hoàng', 'Queen'],
  ['Samurai', 'Samurai'], ['Hải Tặc', 'Pirates'], ['Thủy Cung', 'Sea Palace'], ['Tết Sum Vầy', 'Lunar New Year'],
  ['Đá Quý', 'Gemstones'], ['Thần Sấm', 'Thunder God'], ['Cung Điện', 'Palace'], ['Quả Ngọt', 'Sweet Fruits'],
  ['Kẹo Ngọt', 'Sweet Candy'], ['Tam Quốc', 'Three Kingdoms'], ['Ngộ Không', 'Monkey King'],
];
const SLOT_VARIANTS: readonly Name[] = [
  ['', ''], [' Nổ Hũ', ' Megaways'], [' Huyền Thoại', ' Legend'], [' Tài Lộc', ' Fortune'], [' Siêu Cấp', ' Deluxe'],
  [' Bùng Nổ', ' Blast'], [' Vô Cực', ' Infinity'], [' Đêm Hội', ' Festival'], [' Kho Báu', ' Riches'],
  [' Thịnh Vượng', ' Prosperity'], [' Hoàng Kim', ' Golden Age'], [' 2', ' 2'],
];
const FISH_THEMES: readonly Name[] = [
  ['Bắn Cá Long Vương', 'Dragon King Fishing'], ['Bắn Cá Thần Tài', 'Fortune Fishing'], ['Bắn Cá Hải Tặc', 'Pirate Fishing'],
  ['Vua Bắn Cá', 'Fishing King'], ['Bắn Cá Kim Cương', 'Diamond Fishing'], ['Săn Cá Mập', 'Shark Hunter'],
  ['Bắn Cá Đại Dương', 'Ocean Fishing'], ['Bắn Cá Nàng Tiên', 'Mermaid Fishing'], ['Bắn Cá Bạch Tuộc', 'Octopus Fishing'],
  ['Bắn Cá Hoàng Kim', 'Golden Fishing'], ['Cá Voi Khổng Lồ', 'Giant Whale'], ['Bắn Cá Tam Quốc', 'Three Kingdoms Fishing'],
  ['Bắn Cá Siêu Tốc', 'Turbo Fishing'], ['Cá Chép Hóa Rồng', 'Koi to Dragon'], ['Bắn Cá Sấm Sét', 'Thunder Fishing'],
  ['Bắn Cá Băng Giá', 'Ice Fishing'], ['Bắn Cá Rồng Lửa', 'Fire Dragon Fishing'],
];
const FISH_VARIANTS: readonly Name[] = [['', ''], [' Siêu Cấp', ' Deluxe'], [' 2', ' 2']];
const CARD_THEMES: readonly Name[] = [
  ['Tiến Lên Miền Nam', 'Tien Len South'], ['Tiến Lên Đếm Lá', 'Tien Len Counting'], ['Phỏm', 'Phom'],
  ['Mậu Binh', 'Mau Binh'], ['Xì Dách', 'Blackjack'], ['Poker Texas', 'Texas Poker'], ['Bài Cào', 'Three Card Brag'],
  ['Liêng', 'Lieng'], ['Sâm Lốc', 'Sam Loc'], ['Xóc Đĩa', 'Xoc Dia'], ['Tài Xỉu', 'Sic Bo'],
  ['Bầu Cua Tôm Cá', 'Fish Prawn Crab'], ['Rồng Hổ', 'Dragon Tiger'], ['Baccarat Bài', 'Card Baccarat'],
  ['Niu Niu', 'Bull Bull'], ['Ba Cây', 'Three Cards'], ['Catte', 'Catte'], ['Chắn', 'Chan'], ['Poker Omaha', 'Omaha Poker'],
  ['Xì Tố', 'Stud Poker'], ['Bài Binh', 'Chinese Poker'], ['Mèo Thần Tài', 'Lucky Cat Cards'],
];
const CARD_VARIANTS: readonly Name[] = [['', ''], [' Nhanh', ' Fast'], [' VIP', ' VIP']];

interface Template {
  name: Name;
  classify?: string;
}
const LIVE_TABLES: readonly Template[] = [
  { name: ['Baccarat', 'Baccarat'], classify: 'BAC' },
  { name: ['Roulette', 'Roulette'], classify: 'ROU' },
  { name: ['Baccarat Tốc Độ', 'Speed Baccarat'], classify: 'BAC' },
  { name: ['Tài Xỉu', 'Sic Bo'] },
  { name: ['Rồng Hổ', 'Dragon Tiger'] },
  { name: ['Roulette Tự Động', 'Auto Roulette'], classify: 'ROU' },
  { name: ['Baccarat Không Hoa Hồng', 'No Commission Baccarat'], classify: 'BAC' },
  { name: ['Xóc Đĩa', 'Xoc Dia'] },
];
const SPORTS_GAMES: Record<string, readonly Name[]> = {
  SABA: [['SABA Thể Thao', 'SABA Sports'], ['SABA Bóng Đá Ảo', 'SABA Virtual Soccer'], ['SABA Bóng Rổ Ảo', 'SABA Virtual Basketball']],
  CMD: [['CMD368 Thể Thao', 'CMD368 Sports'], ['CMD368 Đua Ngựa', 'CMD368 Horse Racing']],
  BTI: [['BTi Thể Thao', 'BTi Sports'], ['BTi Bóng Đá Trực Tiếp', 'BTi Live Football']],
};
const LOTTERY_GAMES: Record<string, readonly Name[]> = {
  'TCG/LOTT': [
    ['Sảnh Xổ Số TCG', 'TCG Lottery Lobby'], ['Xổ Số Miền Bắc', 'Northern Lottery'], ['Xổ Số Miền Nam', 'Southern Lottery'],
    ['Xổ Số Miền Trung', 'Central Lottery'], ['Xổ Số Siêu Tốc 1 Phút', 'Turbo Lottery 1 Min'],
    ['Xổ Số Siêu Tốc 3 Phút', 'Turbo Lottery 3 Min'], ['Xổ Số Siêu Tốc 5 Phút', 'Turbo Lottery 5 Min'],
    ['Keno Việt', 'Vietnam Keno'], ['Keno 1 Phút', 'Keno 1 Min'], ['Lô Đề Miền Bắc', 'Northern Lo De'],
    ['Mega 6/45', 'Mega 6/45'], ['Power 6/55', 'Power 6/55'],
  ],
  'VR/LOTT': [
    ['Sảnh Xổ Số VR', 'VR Lottery Lobby'], ['VR Xổ Số 1.5 Phút', 'VR Lottery 1.5 Min'], ['VR Keno', 'VR Keno'],
    ['VR Đua Xe', 'VR Racing'], ['VR Xổ Số Hà Nội VIP', 'VR Hanoi VIP Lottery'], ['VR Lô Đề', 'VR Lo De'],
  ],
  'TCG/ELOTT': [
    ['Sảnh Xổ Số Điện Tử TCG', 'TCG e-Lottery Lobby'], ['Xổ Số Nhanh 45 Giây', 'Quick Lottery 45 s'],
    ['Xổ Số Nhanh 2 Phút', 'Quick Lottery 2 Min'], ['Pk10 Đua Xe', 'PK10 Racing'], ['Xổ Số Tài Xỉu', 'Lottery Sic Bo'],
    ['Xổ Số Bầu Cua', 'Lottery Fish Prawn Crab'],
  ],
  'GW/ELOTT': [
    ['Sảnh Xổ Số GW', 'GW Lottery Lobby'], ['GW Siêu Tốc 45 Giây', 'GW Turbo 45 s'], ['GW Siêu Tốc 1 Phút', 'GW Turbo 1 Min'],
    ['GW Siêu Tốc 3 Phút', 'GW Turbo 3 Min'], ['GW Keno Siêu Tốc', 'GW Turbo Keno'], ['GW Lô Đề Nhanh', 'GW Quick Lo De'],
    ['GW Xổ Số Thần Tài', 'GW Fortune Lottery'], ['GW Đua Ngựa Ảo', 'GW Virtual Horses'],
  ],
};

function lobbyNames(vendor: VendorSeed, type: GameType, count: number): Name[] {
  const d = vendor.displayName;
  const byType: Partial<Record<GameType, Name[]>> = {
    ESPORTS: [[`${d} Sảnh Thể Thao Điện Tử`, `${d} Lobby`], [`${d} Trực Tiếp`, `${d} Live`]],
    COCKFIGHT: [[`${d} Đá Gà`, `${d} Cockfight`], [`${d} Đá Gà Thomo`, `${d} Thomo Cockfight`]],
  };
  return (byType[type] ?? []).slice(0, count);
}

const MIN_BETS: Record<GameType, readonly number[]> = {
  RNG: [100, 200, 500, 1000, 2000],
  FISH: [100, 500],
  LIVE: [1000, 5000, 10000],
  PVP: [500, 1000, 2000, 5000],
  SPORTS: [1000],
  ESPORTS: [1000],
  COCKFIGHT: [5000],
  LOTT: [1000],
  ELOTT: [1000],
};

/**
 * The in-house vendor's card tables, dealing blackjack (server/games/engines.ts,
 * docs/decisions/0068-blackjack-rounds.md). Kept out of the generated run, with
 * node ids of their own from 19001, so no generated game's id or name moves.
 */
export const IN_HOUSE_TABLES: readonly Name[] = [
  ['Xì Dách BGS', 'BGS Blackjack'], ['Xì Dách BGS Nhanh', 'BGS Blackjack Fast'], ['Xì Dách BGS VIP', 'BGS Blackjack VIP'],
];
/**
 * Slots' line counts, as vendors state them (fixed pay lines, or 243 "ways"):
 * each vendor's slots spread over the counts that vendor ships. The in-house
 * vendor's reels play 20 lines (contract/reel-games.ts LUCKY_20), so its slots
 * say 20; the other vendors' slots play the same in-house reels dressed in
 * their names (server/games/engines.ts), their stated count kept as the
 * catalogue's data (docs/decisions/0102).
 */
const SLOT_LINES: Record<string, readonly number[]> = {
  PGE: [20, 25, 30, 243, 10],
  JILI: [25, 20, 50, 243, 9],
  PP: [20, 25, 10, 40, 243],
  CQ9: [9, 25, 50, 243, 20],
  JDB: [25, 9, 50, 20, 243],
  BGS: [20],
};

const IN_HOUSE_TABLE_MIN_BETS = [1000, 2000, 10000] as const;

function inHouseTables(): GameSeed[] {
  return IN_HOUSE_TABLES.map(([vi, en], i) => ({
    nodeId: String(19001 + i), gameId: `bgs-pvp-${String(i + 1).padStart(3, '0')}`, vendor: 'BGS', gameType: 'PVP',
    nameVi: vi, nameEn: en, searchKey: searchKey(`${vi} ${en}`), classifies: i === 0 ? ['NEW'] : [], minBet: IN_HOUSE_TABLE_MIN_BETS[i]!, lineCount: null,
    isNew: i === 0, hotRank: null, roomId: null, sortOrder: i,
  }));
}

/** Builds the whole catalogue; node ids count up from 10001 in vendor order, the in-house tables after them. */
export function buildCatalogue(): GameSeed[] {
  const slotNames = shuffled(combine(SLOT_THEMES, SLOT_VARIANTS), 20251);
  const fishNames = shuffled(combine(FISH_THEMES, FISH_VARIANTS), 20252);
  const cardNames = shuffled(combine(CARD_THEMES, CARD_VARIANTS), 20253);
  const cursor = { RNG: 0, FISH: 0, PVP: 0 };
  const games: GameSeed[] = [];
  let nodeId = 10001;

  VENDORS.forEach((vendor, vendorIndex) => {
    for (const { type, count } of vendor.categories) {
      for (let i = 0; i < count; i += 1) {
        let name: Name;
        let classify: string | undefined;
        if (type === 'RNG') name = slotNames[cursor.RNG++]!;
        else if (type === 'FISH') name = fishNames[cursor.FISH++]!;
        else if (type === 'PVP') name = cardNames[cursor.PVP++]!;
        else if (type === 'LIVE') {
          if (i === 0) name = [`Sảnh ${vendor.displayName}`, `${vendor.displayName} Lobby`];
          else {
            const table = LIVE_TABLES[(i - 1) % LIVE_TABLES.length]!;
            const round = Math.floor((i - 1) / LIVE_TABLES.length) + 1;
            name = [`${table.name[0]} ${vendor.code} ${round}`, `${table.name[1]} ${vendor.code} ${round}`];
            classify = table.classify;
          }
        } else if (type === 'SPORTS') name = SPORTS_GAMES[vendor.code]![i]!;
        else if (type === 'LOTT' || type === 'ELOTT') name = LOTTERY_GAMES[`${vendor.code}/${type}`]![i]!;
        else name = lobbyNames(vendor, type, count)[i]!;

        const classifies: string[] = [];
        const hot = i < (type === 'RNG' ? 8 : 3);
        if (hot) classifies.push('HOT');
        const isNew = i % 11 === 3;
        if (isNew) classifies.push('NEW');
        if (type === 'RNG' && i % 17 === 5) classifies.push('JP');
        if (classify) classifies.push(classify);
        const bets = MIN_BETS[type];
        games.push({
          nodeId: String(nodeId++),
          gameId: `${vendor.code.toLowerCase()}-${type.toLowerCase()}-${String(i + 1).padStart(3, '0')}`,
          vendor: vendor.code,
          gameType: type,
          nameVi: name[0],
          nameEn: name[1],
          searchKey: searchKey(`${name[0]} ${name[1]}`),
          classifies,
          minBet: bets[(i + vendorIndex) % bets.length]!,
          lineCount: type === 'RNG' ? SLOT_LINES[vendor.code]![i % SLOT_LINES[vendor.code]!.length]! : null,
          isNew,
          // Interleaved across vendors, so the hot list is not one vendor's block.
          hotRank: hot ? i * 100 + vendorIndex : null,
          roomId: type === 'LIVE' && i > 0 ? `${vendor.code}-T${String(i).padStart(2, '0')}` : null,
          sortOrder: i,
        });
      }
    }
  });
  return [...games, ...inHouseTables()];
}
