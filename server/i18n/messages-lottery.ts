import type { WireLanguage } from '../../contract/headers';

/** Server texts of the fast lottery (server/lottery). */
export const LOTTERY_MESSAGES = {
  lotteryGameNotFound: {
    VI: 'Không tìm thấy trò xổ số này.',
    EN: 'This lottery game was not found.',
  },
  lotteryBetInvalid: {
    VI: 'Cược không hợp lệ: kiểm tra loại cược, các số và số điểm.',
    EN: 'The bet is not valid: check the bet type, the numbers and the points.',
  },
  lotteryDrawClosed: {
    VI: 'Kỳ quay này đã đóng, vui lòng cược kỳ tiếp theo.',
    EN: 'This draw has closed, please bet on the next one.',
  },
  lotteryOrderNotFound: {
    VI: 'Không tìm thấy đơn cược.',
    EN: 'The order was not found.',
  },
} satisfies Record<string, Record<WireLanguage, string>>;
