import type { WireLanguage } from '../../contract/headers';
import { ACCOUNT_MESSAGES } from './messages-accounts';
import { AGENT_MESSAGES } from './messages-agent';
import { GAME_MESSAGES } from './messages-games';
import { KYC_MESSAGES } from './messages-kyc';
import { LOTTERY_MESSAGES } from './messages-lottery';
import { MESSAGE_MESSAGES } from './messages-messages';
import { PROMOTION_MESSAGES } from './messages-promotions';
import { SOCIAL_MESSAGES } from './messages-social';
import { SPORTS_MESSAGES } from './messages-sports';
import { WALLET_MESSAGES } from './messages-wallet';

/**
 * Server-side texts, sent in `message`. Clients prefer their own
 * translation of `errorCode`; these are the fallback they show otherwise.
 */
const SYSTEM_MESSAGES = {
  merchantUnknown: {
    VI: 'Nhà cung cấp không tồn tại.',
    EN: 'The merchant does not exist.',
  },
  notFound: {
    VI: 'Không tìm thấy tài nguyên yêu cầu.',
    EN: 'The requested resource was not found.',
  },
  badRequest: {
    VI: 'Yêu cầu không hợp lệ.',
    EN: 'The request is not valid.',
  },
  systemError: {
    VI: 'Lỗi hệ thống, vui lòng thử lại sau.',
    EN: 'System error, please try again later.',
  },
} satisfies Record<string, Record<WireLanguage, string>>;

/** One table per domain, so each domain's texts live beside its routes' concerns. */
const MESSAGES = { ...SYSTEM_MESSAGES, ...ACCOUNT_MESSAGES, ...GAME_MESSAGES, ...LOTTERY_MESSAGES, ...AGENT_MESSAGES, ...WALLET_MESSAGES, ...MESSAGE_MESSAGES, ...PROMOTION_MESSAGES, ...SPORTS_MESSAGES, ...KYC_MESSAGES, ...SOCIAL_MESSAGES };

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, language: WireLanguage): string {
  return MESSAGES[key][language];
}
