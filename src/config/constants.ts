/**
 * Business constants from the specification, in one place. Durations are in
 * milliseconds unless the name says otherwise. Every constant has a reader
 * (constants-readers.test.ts): one for a screen that does not exist yet
 * (theme switch, gateways, age gates, contracts, feedback, chat, e-sports
 * vendors, swipers, lazy loading) comes with that screen.
 */

// ---- language
export const DEFAULT_LANGUAGE = 'vi';
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_REVALIDATE_DEBOUNCE_MS = 200;

// ---- member types
export const MEMBER_TYPES_REAL: readonly number[] = [0, 1, 2];
export const TRIAL_MEMBER_TYPE = 4;
export const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];

// ---- toasts
export const TOAST_MS = {
  success: 1000,
  smsSuccess: 1500,
  short: 3000,
  long: 8000,
  updateNotice: 2000,
  freeReject: 2000,
  mobileError: 2000,
  /** The spec's "9999" loading maximum, in seconds. */
  loadingMax: 9999 * 1000,
  setPasswordLoading: 15000,
  changePasswordLoading: 10000,
  feedbackLoading: 10000,
} as const;

// ---- dialogs, gestures, touch
export const DIALOG_MASK_GUARD_MS = 300;
export const SWIPE_BACK_MIN_PX = 100;
// The spec's touch helper also has a 300 ms mouse lock and a 200 ms click
// penetration guard: both answer the emulated mouse events and ghost clicks
// of touch events. The press helper reads pointer events, which have
// neither, and native dialogs take the click that closes them, so the two
// have no reader and are not kept (decision 0016).
export const TOUCH = {
  pressDelay: 130,
  longPress: 370,
  releaseDelay: 100,
  cancelMovePx: 30,
} as const;

// ---- badges and lists
export const BADGE_CAP = 99;
export const PAGE_SIZE = 35;
export const HOME_GAMES_PER_VENDOR = 9;
export const FAVOURITE_IDS_PAGE_SIZE = 100;
export const HOT_POPUP_COUNT = 15;
export const JACKPOT_LIST_SIZE = 15;
export const WINNER_LIMIT = 20;
export const HOME_ACTIVITY_COUNT = 3;
export const SEARCH_DEBOUNCE_MS = 200;
export const INFINITE_SCROLL_THRESHOLD_PX = 500;
export const LOAD_MORE_THROTTLE_MS = 1000;
/** The read mark's throttle (the 250 ms unread-count throttle returns with the inbox). */
export const THROTTLE_MS = { markRead: 150 } as const;

// ---- banners and jackpot
export const BANNER_AUTOPLAY_MS = 5000;
/** The home banner's slide transition (spec: 1000 ms). */
export const BANNER_TRANSITION_MS = 1000;
export const JACKPOT_RANGE = { min: 5_400_000, max: 5_800_000, decimals: 2 } as const;

// ---- forms and limits
export const SMS_TICK_MS = 500;
export const SMS_DEFAULT_COUNT_S = 60;
export const CAPTCHA_MAX = 6;
export const SMS_CODE_MAX = 10;
export const MOBILE_MAX = 20;
export const EMAIL_MAX = 254;
export const BIRTHDAY_MIN_YEAR = 1900;
/** The date pickers' default range and minute step (spec §9); a birthday keeps its own lower bound (BIRTHDAY_MIN_YEAR). */
export const DATE_PICKER_RANGE = { minYear: 2000, maxYear: 2030 } as const;
export const DATE_PICKER_MINUTE_STEP = 1;
export const PASSWORD_CHANGE_REDIRECT_MS = 1000;

// ---- storage keys
export const STORAGE_KEYS = {
  language: LANGUAGE_STORAGE_KEY,
  session: 'sessionInfo',
  autoLogin: 'autoLogin',
  downloadBarHidden: 'downloadBarHidden',
  noticePop: 'NOTICE_POP',
  deviceId: 'loginDeviceId',
  /** The deposit form's input and the order awaiting its transfer, the withdraw form's input (session storage, per member). */
  depositDraft: 'depositDraft',
  depositOpenOrder: 'depositOpenOrder',
  /** The deposit method picked, and the e-wallet and scratch-card forms' input (never the card's PIN), per member. */
  depositMethod: 'depositMethod',
  walletPayDraft: 'walletPayDraft',
  cardDraft: 'cardDraft',
  withdrawDraft: 'withdrawDraft',
  /** The KYC form's typed fields (never its images), session storage, per member (docs/decisions/0077). */
  kycDraft: 'kycDraft',
  /** A launched game's ticket, per game (session storage: this tab only), so a reload keeps playing. */
  playTicket: 'playTicket',
  /** The sportsbook's bet slip, per member and game (session storage), so a reload keeps it (docs/decisions/0073). */
  sportsSlip: 'sportsSlip',
} as const;

// ---- first screen
/** Dispatched on window once the app has rendered or hydrated (public/first-screen.js listens for this name). */
export const APP_READY_EVENT = 'wps:app-ready';

// ---- paths and service worker
export const HOME_PATHS: readonly string[] = ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html'];
export const SW_WAITING_TIMEOUT_MS = 200;
export const SW_EXTERNAL_UPDATE_WINDOW_MS = 60000;
/**
 * The home page as the server rendered it for this guest, kept by the page
 * and served by the service worker for APP_PATHS.home (docs/decisions/0043).
 * The header names the module entry the page loads: a page whose entry is
 * not in the worker's precache belongs to another build and is not served.
 */
export const FIRST_SCREEN_CACHE = 'first-screen-v1';
export const FIRST_SCREEN_ENTRY_HEADER = 'X-First-Screen-Entry';

// ---- run environment markers (shared with the server's web clip profile)
/** A native app wrapping this site puts this marker (with a version) in its user agent. */
export const APP_UA_MARKER = 'WPSApp/';
/** The web clip profile's start URL carries this query parameter. */
export const WEBCLIP_QUERY_PARAM = 'webclip';

// ---- network
export const REQUEST_TIMEOUT_MS = 15000;
/** How long a fetched status is fresh; start-up revalidates whatever its age. */
export const STATUS_FRESH_MS = 30000;

// ---- games lobby (games document §2, §9)
/** Cockfight vendors the platform lists under SPORTS; the lobby splits them out. */
export const COCKFIGHT_VENDORS: readonly string[] = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'];
export const IN_HOUSE_VENDOR = 'BGS';
export const PG_SOFT_VENDOR = 'PGE';
export const HOT_STRIP = { count: 15, groupSize: 4, autoplayMs: 5000, transitionMs: 300 } as const;
/** The decorative home counter: start, step and tick choices. */
export const DECOR_COUNTER = { startMin: 1_200_000_000, startMax: 1_300_000_000, stepMin: 10_000, stepMax: 50_000, tickSeconds: [3, 4, 5] } as const;
export const GAME_TILE_THEMES = 5;
