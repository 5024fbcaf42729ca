import type { WireLanguage } from '../../contract/headers';

/** Server texts of the agent area (issue 15). */
export const AGENT_MESSAGES = {
  agentNotAgent: { VI: 'Tài khoản này không phải đại lý.', EN: 'This account is not an agent.' },
  agentNotInTeam: { VI: 'Không tìm thấy thành viên trong đội của bạn.', EN: 'This member is not in your team.' },
  agentRateTooHigh: { VI: 'Tỷ lệ hoàn trả không được cao hơn tỷ lệ của bạn.', EN: 'A rebate rate cannot be above your own.' },
  agentRateBelowTeam: { VI: 'Tỷ lệ không được thấp hơn tỷ lệ thành viên này đã cấp cho đội của họ.', EN: 'A rate cannot be below what this member already gives their team.' },
  agentUsernameTaken: { VI: 'Tên tài khoản đã tồn tại.', EN: 'This username is already taken.' },
  agentLinkNotFound: { VI: 'Không tìm thấy liên kết.', EN: 'The link was not found.' },
  agentLinkLimit: { VI: 'Đã đạt số liên kết tối đa.', EN: 'You have reached the maximum number of links.' },
  agentContractNotFound: { VI: 'Không có hợp đồng chờ ký.', EN: 'There is no contract waiting for your signature.' },
  agentContractInvalid: { VI: 'Các mức hợp đồng không hợp lệ.', EN: 'The contract tiers are not valid.' },
  agentContractExists: { VI: 'Thành viên này đã ký hợp đồng loại này.', EN: 'This member has already signed a contract of this kind.' },
  agentShareTooSmall: { VI: 'Số tiền quá nhỏ để chia.', EN: 'The amount is too small to share.' },
  agentBadRange: { VI: 'Khoảng thời gian không hợp lệ.', EN: 'The date range is not valid.' },
} satisfies Record<string, Record<WireLanguage, string>>;
