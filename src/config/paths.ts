/**
 * Every screen's path, in one place and typed: code links to APP_PATHS.deposit,
 * never to a '/m/…' literal, so a typo is a type error rather than a silent
 * trip home. The route table (src/app/routes/route-table.ts) is built from
 * these; a test checks both hold the same set.
 */
/** Every screen path starts with it; anything else is not the app's (redirect targets, message links). */
export const APP_PATH_PREFIX = '/m/';

export const APP_PATHS = {
  home: '/m/home',
  help: '/m/help',
  set: '/m/set',
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  /** Where an OpenID provider sends the player back after a social sign-in (docs/decisions/0078). */
  socialCallback: '/m/social/callback',
  changePsw: '/m/changePsw',
  notice: '/m/notice',
  announcement: '/m/announcement',
  app: '/m/app',
  activity: '/m/activity',
  activityDetail: '/m/activityDetail',
  message: '/m/message',
  feedback: '/m/feedback',
  hotGames: '/m/hot-games',
  search: '/m/search',
  lottery: '/m/lottery',
  slotGames: '/m/slot-games',
  pokerGames: '/m/poker-games',
  fishingGames: '/m/fishing-games',
  roulette: '/m/roulette',
  baccarat: '/m/baccarat',
  inHouse: '/m/inHouse',
  pgSoft: '/m/pg-soft',
  gameList: '/m/gameList',
  favGames: '/m/fav-games',
  favorite: '/m/favorite',
  recent: '/m/recent',
  lott: '/m/lott',
  elott: '/m/elott',
  sportGames: '/m/sport-games',
  liveGames: '/m/live-games',
  cockfight: '/m/cockfight',
  esportGames: '/m/esport-games',
  memberHome: '/m/member/home',
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  webEmail: '/m/webEmail',
  gameRecord: '/m/gameRecord',
  /** In-house engines: the play screen (opened by a launch) and the fairness check (docs/fairness.md). */
  play: '/m/play',
  playVerify: '/m/play/verify',
  /** The live casino (docs/decisions/0072), opened by a launch: a live vendor's tables, and each table's baccarat or roulette. */
  playTables: '/m/play/tables',
  playBaccarat: '/m/play/baccarat',
  playRoulette: '/m/play/roulette',
  /** A live dragon tiger, sic bo or xóc đĩa table (docs/decisions/0076), opened by a launch. */
  playTable: '/m/play/table',
  /** The in-house card tables' blackjack (docs/decisions/0068), opened by a launch. */
  playBlackjack: '/m/play/blackjack',
  /** The fishing arcade every FISH game opens (docs/decisions/0074), by a launch. */
  playFishing: '/m/play/fishing',
  /** The in-house fast lottery (docs/decisions/0067), opened by its tile's launch. */
  fastLottery: '/m/fast-lottery',
  /** The traditional lottery's results and number statistics (docs/decisions/0102), linked from /m/lott. */
  vnLottery: '/m/vn-lottery',
  /** The in-house sportsbook every SPORTS and ESPORTS game opens, and the cockfight pit of every COCKFIGHT game (docs/decisions/0073), by a launch. */
  sportsbook: '/m/sportsbook',
  cockfightPit: '/m/cockfight-pit',
  transactionRecord: '/m/transaction/record',
  rewardCenter: '/m/rewardCenter',
  securityCenter: '/m/securityCenter',
  fundsPassword: '/m/securityCenter/FundsPasswordBox',
  /** The KYC centre (docs/decisions/0077), reached from the security centre. */
  kyc: '/m/securityCenter/kyc',
  manualRebate: '/m/member/manualRebate',
  inviteFriends: '/m/inviteFriends',
  benefits: '/m/member/benefits',
  memberNotice: '/m/member/notice',
  agent: '/m/agent',
  teamOverview: '/m/agent/team/overview',
  teamManagement: '/m/member/team',
  redRain: '/m/redRain',
  teamPnl: '/m/agent/team/pnl',
  teamBetting: '/m/teamBetting',
  agentRebate: '/m/member/agent/agentRebeat',
  teamRebate: '/m/member/teamRebate',
  agentRegister: '/m/agentRegister',
  agentDividend: '/m/member/agent/agentDivident',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
} as const;

/**
 * Old or alternative paths the live site still links to; each opens the
 * screen of an APP_PATHS entry (route-table aliases) or is named by a spec rule.
 */
export const LEGACY_PATHS = {
  provider: '/m/provider',
  registerHtml: '/m/register.html',
  trail: '/m/trail',
} as const;

export type AppPath = (typeof APP_PATHS)[keyof typeof APP_PATHS];

/** A path with its query string, e.g. appPath('activityDetail', { id: '7' }). */
export function appPath(name: keyof typeof APP_PATHS, query?: Readonly<Record<string, string | number>>): string {
  const path: string = APP_PATHS[name];
  if (!query) return path;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
}

/** The game types with a list route of their own (games document: lists); the others use APP_PATHS.gameList. */
const CATEGORY_LIST_PATHS: Readonly<Record<string, keyof typeof APP_PATHS>> = { RNG: 'slotGames', FISH: 'fishingGames', PVP: 'pokerGames' };

/**
 * Where one vendor's games are listed (games document: "vendor games go to a
 * category path with ?vassalage="): the type's own list route with the vendor,
 * else the generic list naming the type. E-sports and cockfight are listed
 * under SPORTS (they have no list of their own).
 */
export function vendorGamesPath(gameType: string, vassalage: string): string {
  const type = gameType === 'ESPORTS' || gameType === 'COCKFIGHT' ? 'SPORTS' : gameType;
  const own = CATEGORY_LIST_PATHS[type];
  return own ? appPath(own, { vassalage }) : appPath('gameList', { gameType: type, vassalage });
}
