import type { WireLanguage } from '../../contract/headers';

/** Server texts of the sportsbook and the cockfight tables (server/sports, server/cockfight). */
export const SPORTS_MESSAGES = {
  sportsGameNotFound: {
    VI: 'Không tìm thấy sảnh thể thao này.',
    EN: 'This sportsbook was not found.',
  },
  sportsOddsChanged: {
    VI: 'Tỷ lệ cược đã thay đổi, vui lòng xem lại phiếu cược và chấp nhận tỷ lệ mới.',
    EN: 'The odds have changed: check the bet slip and accept the new odds.',
  },
  sportsMarketClosed: {
    VI: 'Một kèo trong phiếu đã đóng, vui lòng bỏ nó ra khỏi phiếu cược.',
    EN: 'A market on the slip has closed: remove it from the bet slip.',
  },
  sportsStakeLimit: {
    VI: 'Tiền cược hoặc tiền thắng vượt ngoài giới hạn cho phép.',
    EN: 'A stake or a return is outside the limits.',
  },
  sportsParlayInvalid: {
    VI: 'Cược xiên cần từ 2 lựa chọn trở lên, mỗi lựa chọn một trận khác nhau.',
    EN: 'A parlay needs two or more selections, each from a different match.',
  },
  sportsSlipInvalid: {
    VI: 'Phiếu cược không hợp lệ.',
    EN: 'The bet slip is not valid.',
  },
  cockfightGameNotFound: {
    VI: 'Không tìm thấy sàn đá gà này.',
    EN: 'This cockfight table was not found.',
  },
  cockfightRoundClosed: {
    VI: 'Trận này đã hết thời gian đặt cược, vui lòng cược trận tiếp theo.',
    EN: 'Betting on this fight has closed, please bet on the next one.',
  },
  cockfightOddsChanged: {
    VI: 'Tỷ lệ cược đã thay đổi, vui lòng thử lại.',
    EN: 'The odds have changed, please try again.',
  },
  cockfightStakeLimit: {
    VI: 'Tiền cược nằm ngoài giới hạn của sàn.',
    EN: 'The stake is outside this table\'s limits.',
  },
} satisfies Record<string, Record<WireLanguage, string>>;
