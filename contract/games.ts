import * as v from 'valibot';

/**
 * Games lobby, announcements (banners, notices) and the wallet balance the
 * home screen shows. Paths follow shared/reference/wps-protocol.md.
 */
export const GAME_PATHS = {
  gameList: '/wps/relay/GCSGAME_gameList',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  vendors: '/wps/relay/GCSGAME_newGameVendor',
  vendorGameTypes: '/wps/relay/GCSGAME_getVassGameType',
  recentGames: '/wps/relay/GCS_recentGame',
  winners: '/wps/relay/GCSGAME_getRankList',
  favouriteIds: '/wps/relay/MCSFE_getFavoriteGames',
  favouriteList: '/wps/relay/MCSFE_getFavoriteGamesList',
  favouriteAdd: '/wps/relay/MCSFE_addFavoriteGameV2',
  favouriteRemove: '/wps/relay/MCSFE_removeFavoriteGameV2',
  launchGame: '/wps/game/launchGame',
  lotteryGames: '/lgw/games/mobile',
  lotteryPopular: '/lgw/games/popular',
  lotteryMenu: '/lgw/vn/games/game_menu',
  announcements: '/wps/relay/CCSFE_getListAnnouncements',
  markAnnouncementRead: '/wps/relay/MCSFE_markAnnouncementAsRead',
  wallet: '/wps/wallets/gcs',
} as const;

export const GAME_TYPES = ['RNG', 'PVP', 'FISH', 'SPORTS', 'LIVE', 'LOTT', 'ELOTT', 'COCKFIGHT', 'ESPORTS'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Classify keys the lobby filters by. */
export const GAME_CLASSIFIES = ['HOT', 'NEW', 'JP', 'ROU', 'BAC', 'FAV'] as const;

export const GAME_ERROR_CODES = {
  gameNotFound: 'game.not.found',
  alreadyFavourite: 'favourite.exists',
  /** The game is not an HTML5 game: this site (platform html5) cannot open it. */
  notH5: 'game.not.h5',
  /** A launch named a lottery mode or play type that is not the game's own (a stale tile). */
  modeMismatch: 'game.mode.mismatch',
} as const;

/** Spec §3: lottery games' mode and play type (trad traditional draw, ent entertainment); docs/decisions/0093. */
export const LOTTO_MODES = ['LOTT', 'ELOTT'] as const;
export const PLAY_TYPES = ['trad', 'ent'] as const;
/** The gameCode of a vendor's own lobby game, and of a game that names none (spec §3 "gameCode (default lobby)"). */
export const LOBBY_GAME_CODE = 'lobby';

// ---------------------------------------------------------------- games
export const gameSchema = v.object({
  gameId: v.string(),
  nodeId: v.string(),
  gameName: v.string(),
  nodeName: v.string(),
  /** Vendor code (e.g. PGE, BGS, SV3). */
  vassalage: v.string(),
  gameType: v.picklist(GAME_TYPES),
  gameClassify: v.array(v.string()),
  iconUrl: v.string(),
  showIcon: v.boolean(),
  roomId: v.nullable(v.string()),
  /** The game's own free-play flag: a trial (play-money) account may open it (docs/decisions/0094). */
  supportPlay: v.boolean(),
  minBet: v.number(),
  isNew: v.boolean(),
  /** The code the vendor knows the game by (the launch may name it instead of nodeId); absent means the vendor's lobby. */
  gameCode: v.optional(v.string(), LOBBY_GAME_CODE),
  /** Plays in a mobile browser; this site launches only those (absent: yes, as every game the live list sends). */
  isGameH5: v.optional(v.boolean(), true),
  /** Lottery games: the prize mode they draw under; null for every other game. */
  lottoMode: v.optional(v.nullable(v.picklist(LOTTO_MODES)), null),
  /** Lottery games: trad (the traditional draw) or ent (entertainment); null for every other game. */
  playType: v.optional(v.nullable(v.picklist(PLAY_TYPES)), null),
});
export type Game = v.InferOutput<typeof gameSchema>;

/** GET gameList query: merchant, platform=html5, clientType=2, gameType, vassalage, gameName, gameClassify, isNew, minBet, minLine, pageNo, pageSize, language. */
export const gamePageValueSchema = v.object({
  games: v.array(gameSchema),
  pageNum: v.number(),
  pageSize: v.number(),
  totalPages: v.number(),
  totalCount: v.number(),
});
export type GamePage = v.InferOutput<typeof gamePageValueSchema>;

/**
 * How the app reads a paged games reply (spec §3 "paged response: games, list
 * or content; pageNum, totalPages, pageSize, totalCount"): the items may come
 * under any of the three names (the platform's services differ; the live
 * games list sends `{games, pageNum, totalPages}` only, wps-protocol.md), and
 * are read as one GamePage. A reply without pageSize counts its own items;
 * one without totalCount is counted from its pages (exact on the last page,
 * at most a page over before it). This server answers `games` with every number.
 */
export const gamePageReplySchema = v.pipe(
  v.object({
    games: v.optional(v.array(gameSchema)),
    list: v.optional(v.array(gameSchema)),
    content: v.optional(v.array(gameSchema)),
    pageNum: v.number(),
    pageSize: v.optional(v.number()),
    totalPages: v.number(),
    totalCount: v.optional(v.number()),
  }),
  v.check((page) => Boolean(page.games ?? page.list ?? page.content), 'a paged reply names its items games, list or content'),
  v.transform((page): GamePage => {
    const games = page.games ?? page.list ?? page.content ?? [];
    const pageSize = page.pageSize ?? games.length;
    const totalCount = page.totalCount
      ?? (page.pageNum >= page.totalPages ? Math.max(0, page.pageNum - 1) * pageSize + games.length : page.totalPages * pageSize);
    return { games, pageNum: page.pageNum, pageSize, totalPages: page.totalPages, totalCount };
  }),
);

export const hotGamesValueSchema = v.object({ list: v.array(gameSchema) });

// ---------------------------------------------------------------- vendors
export const vendorEntrySchema = v.object({
  gameType: v.picklist(GAME_TYPES),
  vassalage: v.string(),
  displayName: v.string(),
  mobileLargeIcon: v.string(),
  gameClassify: v.array(v.object({ key: v.string(), vendors: v.array(v.string()) })),
  /** A vendor tile launches this game directly (lottery, sports, live lobbies). */
  lobbyNodeId: v.nullable(v.string()),
  maintenance: v.boolean(),
});
export type VendorEntry = v.InferOutput<typeof vendorEntrySchema>;

/**
 * `sorting` orders categories and their vendors; `mapping` lists vendors per
 * game type. Cockfight vendors come under SPORTS, as on the live platform;
 * the client splits them out into COCKFIGHT.
 */
export const vendorsValueSchema = v.object({
  sorting: v.array(
    v.object({
      gameCategory: v.picklist(GAME_TYPES),
      vendorNames: v.array(v.object({ vendor: v.string(), accountTypeName: v.string() })),
    }),
  ),
  mapping: v.record(v.string(), v.array(vendorEntrySchema)),
});
export type VendorsValue = v.InferOutput<typeof vendorsValueSchema>;

// ---------------------------------------------------------------- favourites and recent
/** Favourite ids: {pageNo: 1, pageSize: 100} → nodeIds. */
export const favouriteIdsValueSchema = v.object({ nodeIds: v.array(v.string()) });
export const favouriteChangeSchema = v.object({ nodeId: v.string(), vendor: v.string(), gameType: v.picklist(GAME_TYPES) });
export type FavouriteChange = v.InferOutput<typeof favouriteChangeSchema>;

// ---------------------------------------------------------------- winners and launch
export const winnerSchema = v.object({
  game: v.object({ iconUrl: v.string(), gameName: v.string(), nodeId: v.string(), vassalage: v.string(), gameType: v.picklist(GAME_TYPES) }),
  vo: v.object({ winAmount: v.number(), userName: v.string() }),
});
export const winnersValueSchema = v.array(winnerSchema);

/**
 * GET launchGame {launchMode: GLS, platform: html5, clientType: 2, gameId, nodeId, vassalage, merchantCode, language};
 * also gameCode (with vassalage, instead of nodeId: `lobby` opens the vendor's lobby), and a lottery game's
 * lottoMode and playType, which must be the game's own (docs/decisions/0093).
 */
export const launchValueSchema = v.object({ content: v.object({ game_url: v.string() }) });
/** `value` of vendor_under_maintenance: maintenance start and end, epoch ms. */
export const vendorMaintenanceValueSchema = v.object({ maintainStart: v.nullable(v.number()), maintainEnd: v.nullable(v.number()) });

// ---------------------------------------------------------------- lottery
export const lotteryGameSchema = v.object({
  gameCode: v.string(),
  gameName: v.string(),
  iconUrl: v.string(),
  prizeMode: v.picklist(['LOTT', 'ELOTT']),
  drawIntervalSeconds: v.number(),
  /** The game row that launches it (reference server): node, game id and vendor, as in the game list. */
  nodeId: v.string(),
  gameId: v.string(),
  vassalage: v.string(),
});
export type LotteryGame = v.InferOutput<typeof lotteryGameSchema>;
export const lotteryGamesValueSchema = v.array(lotteryGameSchema);
/** The prize-mode mapping per game type: ELOTT when it has an entry for TCG_LOTTO_VN or LOTT. */
export const lotteryMenuValueSchema = v.object({ prizeMode: v.record(v.string(), v.string()) });

// ---------------------------------------------------------------- announcements
export const bannerSchema = v.object({
  id: v.number(),
  groupName: v.string(),
  title: v.string(),
  url: v.string(),
  /** P promotion (/m/activity?id=), URL link, G game launch. */
  linkageType: v.picklist(['P', 'URL', 'G']),
  linkage: v.string(),
  nodeId: v.nullable(v.string()),
  vendor: v.nullable(v.string()),
});
export type Banner = v.InferOutput<typeof bannerSchema>;

export const announcementSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** HTML from the operator; sanitise before showing. */
  content: v.string(),
  startDate: v.number(),
  groupName: v.string(),
  read: v.boolean(),
});
export type Announcement = v.InferOutput<typeof announcementSchema>;

export const promotionSchema = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  startDate: v.number(),
  endDate: v.nullable(v.number()),
  noExpiry: v.number(),
  promoAnnouncementCategoryIds: v.array(v.number()),
  announcementImages: v.array(v.object({ sequence: v.number(), url: v.string() })),
});
export type Promotion = v.InferOutput<typeof promotionSchema>;

/** GET announcements {types: "B,PL,PU,PR,H", groupName, platform: M, merchantCode}. */
export const announcementsValueSchema = v.object({
  banners: v.array(bannerSchema),
  promotion: v.array(promotionSchema),
  player: v.array(announcementSchema),
  popup: v.array(announcementSchema),
  hot: v.array(announcementSchema),
});
export type AnnouncementsValue = v.InferOutput<typeof announcementsValueSchema>;
/** Ids are PostgreSQL integers: 1.5, 1e308 or 2^63 are refused at the edge, not by the database. */
export const markReadPayloadSchema = v.object({
  announcementId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  read: v.literal(true),
});

// ---------------------------------------------------------------- wallet
export const walletValueSchema = v.object({ sumBalance: v.number(), isSingle: v.boolean() });
export type WalletValue = v.InferOutput<typeof walletValueSchema>;

// ---------------------------------------------------------------- additions (reference server)
/** GET vendorGameTypes {typeId: 1, merchant_code}: the game types each vendor runs. */
export const vendorGameTypesValueSchema = v.array(
  v.object({ vassalage: v.string(), displayName: v.string(), gameTypes: v.array(v.picklist(GAME_TYPES)) }),
);
export type VendorGameTypes = v.InferOutput<typeof vendorGameTypesValueSchema>;

/** favouriteAdd, favouriteRemove and markAnnouncementRead answer `value: null` (adding a favourite twice succeeds). */
export const emptyValueSchema = v.null();

/** The in-house demo game a launch URL opens (served by the reference server, outside the PWA). */
export const DEMO_GAME_PATHS = {
  page: '/demo-game/',
  state: '/demo-game/api/state',
  spin: '/demo-game/api/spin',
} as const;

export const demoStateValueSchema = v.object({
  balance: v.number(),
  gameName: v.string(),
  nodeId: v.string(),
  minBet: v.number(),
  /** Bets the page offers: multiples of the game's min bet. */
  bets: v.array(v.number()),
  /** The balance and the bets as the page shows them, in the server's one money notation (server/messages/money-text.ts). */
  balanceText: v.string(),
  betTexts: v.array(v.string()),
});
export const demoSpinPayloadSchema = v.object({ ticket: v.string(), bet: v.number() });
export const demoSpinValueSchema = v.object({
  reels: v.array(v.string()),
  bet: v.number(),
  win: v.number(),
  balance: v.number(),
  balanceText: v.string(),
  winText: v.string(),
});

/** Codes only the reference server's demo game emits (besides launch_game_balance_not_enough). */
export const DEMO_GAME_ERROR_CODES = {
  ticketInvalid: 'launch.ticket.invalid',
  betInvalid: 'bet.invalid',
} as const;
