import type { WireLanguage } from '../../contract/headers';

/** Server texts of the live tables (server/games/tables, docs/decisions/0072-live-tables.md). */
export const TABLE_MESSAGES = {
  tableBettingClosed: {
    VI: 'Đã hết giờ đặt cược cho ván này, vui lòng cược ván sau.',
    EN: 'Betting on this round has closed, please bet on the next one.',
  },
  tableSpotInvalid: {
    VI: 'Cửa cược này không có trên bàn.',
    EN: 'That bet spot is not on this table.',
  },
  tableAmountInvalid: {
    VI: 'Số tiền cược phải là bội số của phỉnh nhỏ nhất.',
    EN: 'A bet must be a whole number of the smallest chip.',
  },
  tableLimitExceeded: {
    VI: 'Vượt giới hạn cược của một cửa trên bàn này.',
    EN: 'That is more than this table takes on one spot.',
  },
  tableLobbyInvalid: {
    VI: 'Trò chơi này không phải sảnh casino trực tuyến.',
    EN: 'This game is not a live casino lobby.',
  },
} satisfies Record<string, Record<WireLanguage, string>>;
