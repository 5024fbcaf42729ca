import type { WireLanguage } from '../../contract/headers';
import { TABLE_MESSAGES } from './messages-tables';

/** Server texts of the games domain (lists, favourites, launch, wallet, announcements). */
export const GAME_MESSAGES = {
  gameNotFound: {
    VI: 'Không tìm thấy trò chơi.',
    EN: 'The game was not found.',
  },
  gameNotH5: {
    VI: 'Trò chơi này không mở được trên trang di động.',
    EN: 'This game cannot be opened on the mobile site.',
  },
  gameModeMismatch: {
    VI: 'Chế độ chơi không còn đúng, vui lòng mở lại trò chơi từ sảnh.',
    EN: 'This play mode is out of date, please open the game again from the lobby.',
  },
  vendorUnderMaintenance: {
    VI: 'Nhà cung cấp trò chơi đang bảo trì, vui lòng thử lại sau.',
    EN: 'This game provider is under maintenance, please try again later.',
  },
  balanceNotEnough: {
    VI: 'Số dư không đủ, vui lòng nạp tiền.',
    EN: 'Your balance is not enough, please deposit.',
  },
  launchTicketInvalid: {
    VI: 'Phiên chơi đã hết hạn, vui lòng mở lại trò chơi từ sảnh.',
    EN: 'This game session has expired, please open the game again from the lobby.',
  },
  betInvalid: {
    VI: 'Mức cược không hợp lệ.',
    EN: 'The bet is not valid.',
  },
  engineMissing: {
    VI: 'Trò chơi này chưa có máy quay riêng, vui lòng mở lại từ sảnh.',
    EN: 'This game has no engine of its own, please open it again from the lobby.',
  },
  blackjackRoundOpen: {
    VI: 'Ván Xì Dách trước chưa kết thúc, hãy chơi tiếp ván đó.',
    EN: 'Your previous blackjack round is not finished yet: play it on.',
  },
  blackjackRoundNotFound: {
    VI: 'Không tìm thấy ván bài.',
    EN: 'The round was not found.',
  },
  blackjackStepStale: {
    VI: 'Ván bài đã thay đổi ở nơi khác, đang tải lại.',
    EN: 'The round changed elsewhere; it is being reloaded.',
  },
  blackjackActionInvalid: {
    VI: 'Không thể thực hiện thao tác này lúc này.',
    EN: 'That move is not allowed now.',
  },
  seedRoundOpen: {
    VI: 'Hãy kết thúc ván bài đang chơi trước khi đổi hạt giống máy chủ.',
    EN: 'Finish the round in play before rotating the server seed.',
  },
  announcementNotFound: {
    VI: 'Không tìm thấy thông báo.',
    EN: 'The announcement was not found.',
  },
  ...TABLE_MESSAGES,
} satisfies Record<string, Record<WireLanguage, string>>;

/** Texts of the demo game page (server/demo-game/page.ts), by page language. */
export const DEMO_GAME_TEXTS = {
  VI: {
    title: 'Trò chơi thử',
    balance: 'Số dư',
    bet: 'Mức cược',
    spin: 'Quay',
    spinning: 'Đang quay…',
    win: 'Thắng {amount}!',
    noWin: 'Chúc may mắn lần sau',
    backToLobby: 'Về sảnh',
    loading: 'Đang tải…',
    reels: 'Kết quả quay',
    paytable: 'Ba biểu tượng giống nhau: 5–300 lần cược. Hai 7, BAR, ★ hoặc ♦: 1–5 lần cược.',
    networkError: 'Lỗi kết nối, vui lòng thử lại.',
  },
  EN: {
    title: 'Demo game',
    balance: 'Balance',
    bet: 'Bet',
    spin: 'Spin',
    spinning: 'Spinning…',
    win: 'You win {amount}!',
    noWin: 'Better luck next time',
    backToLobby: 'Back to lobby',
    loading: 'Loading…',
    reels: 'Spin result',
    paytable: 'Three alike: 5–300 × bet. Two 7, BAR, ★ or ♦: 1–5 × bet.',
    networkError: 'Connection error, please try again.',
  },
} satisfies Record<WireLanguage, Record<string, string>>;
