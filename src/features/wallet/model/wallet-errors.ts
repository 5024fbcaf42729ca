import * as v from 'valibot';
import { KYC_ERROR_CODES } from '../../../../contract/kyc';
import { PAYMENT_ERROR_CODES } from '../../../../contract/payments';
import { QR_DEPOSIT_ERROR_CODES } from '../../../../contract/qr-deposits';
import { UPLOAD_ERROR_CODES } from '../../../../contract/uploads';
import { DEPOSIT_PENDING_MAX, WALLET_ERROR_CODES, fundsPasswordRefusalSchema } from '../../../../contract/wallet';

/** A wallet refusal as a dictionary key and its values, or null for an error the app's generic text covers. */
export interface WalletMessage {
  key: string;
  params?: Record<string, string | number>;
}

const limitsSchema = v.object({ min: v.number(), max: v.number() });
const dailySchema = v.object({ count: v.number(), limit: v.number(), used: v.number() });

/** Keys of the refusals the wallet translates itself (the rest fall back to errors.*). */
export function walletMessage(errorCode: string | null, value: unknown, money: (n: number) => string, dateTime: (ms: number) => string): WalletMessage | null {
  switch (errorCode) {
    case WALLET_ERROR_CODES.freeReject:
      return { key: 'errors.free_reject' };
    case WALLET_ERROR_CODES.amountLimit: {
      const limits = v.safeParse(limitsSchema, value);
      return limits.success ? { key: 'wallet.error_amount_limit', params: { min: money(limits.output.min), max: money(limits.output.max) } } : { key: 'wallet.error_range' };
    }
    case WALLET_ERROR_CODES.insufficient:
      return { key: 'wallet.error_insufficient' };
    case WALLET_ERROR_CODES.accountUnknown:
      return { key: 'wallet.error_account' };
    case WALLET_ERROR_CODES.cardUnknown:
      return { key: 'wallet.error_card' };
    case WALLET_ERROR_CODES.cardHolderMismatch:
      return { key: 'wallet.error_holder' };
    case WALLET_ERROR_CODES.cardDuplicate:
      return { key: 'wallet.error_card_duplicate' };
    case WALLET_ERROR_CODES.cardLimit:
      return { key: 'wallet.error_card_limit' };
    case WALLET_ERROR_CODES.fundsPasswordMissing:
      return { key: 'wallet.error_pin_missing' };
    case WALLET_ERROR_CODES.fundsPasswordBusy:
      return { key: 'wallet.error_pin_busy' };
    case WALLET_ERROR_CODES.fundsPasswordSame:
      return { key: 'wallet.error_pin_same' };
    case WALLET_ERROR_CODES.fundsPasswordWrong:
    case WALLET_ERROR_CODES.fundsPasswordLocked: {
      const refusal = v.safeParse(fundsPasswordRefusalSchema, value);
      if (refusal.success && refusal.output.lockedUntil !== null) return { key: 'wallet.error_pin_locked', params: { time: dateTime(refusal.output.lockedUntil) } };
      return { key: 'wallet.error_pin_wrong', params: { left: refusal.success ? refusal.output.attemptsLeft : 0 } };
    }
    case WALLET_ERROR_CODES.dailyCount:
    case WALLET_ERROR_CODES.dailyAmount: {
      const daily = v.safeParse(dailySchema, value);
      if (!daily.success) return { key: errorCode === WALLET_ERROR_CODES.dailyCount ? 'wallet.error_daily_count_plain' : 'wallet.error_daily_amount_plain' };
      const { count, limit, used } = daily.output;
      return errorCode === WALLET_ERROR_CODES.dailyCount
        ? { key: 'wallet.error_daily_count', params: { count } }
        : { key: 'wallet.error_daily_amount', params: { limit: money(limit), left: money(Math.max(0, limit - used)) } };
    }
    case WALLET_ERROR_CODES.depositPendingLimit: {
      const limit = v.safeParse(v.object({ max: v.number() }), value);
      return { key: 'wallet.error_pending_limit', params: { max: limit.success ? limit.output.max : DEPOSIT_PENDING_MAX } };
    }
    case WALLET_ERROR_CODES.rangeInvalid:
    case WALLET_ERROR_CODES.agentOnly:
      return { key: 'wallet.error_range' };
    case PAYMENT_ERROR_CODES.methodOff:
      return { key: 'wallet.error_method_off' };
    case PAYMENT_ERROR_CODES.faceValue:
      return { key: 'wallet.error_face_value' };
    case PAYMENT_ERROR_CODES.cardUsed:
      return { key: 'wallet.error_card_used' };
    case PAYMENT_ERROR_CODES.providerFailed:
      return { key: 'wallet.error_provider' };
    case QR_DEPOSIT_ERROR_CODES.promotionIneligible: {
      const terms = v.safeParse(v.object({ minDeposit: v.number() }), value);
      return terms.success ? { key: 'wallet.error_promotion_min', params: { min: money(terms.output.minDeposit) } } : { key: 'wallet.error_promotion' };
    }
    case UPLOAD_ERROR_CODES.invalid:
      return { key: 'common.image_type_error' };
    case UPLOAD_ERROR_CODES.tooLarge:
      return { key: 'common.image_size_error', params: { size: 5 } };
    case KYC_ERROR_CODES.requiredForWithdrawal:
      return { key: 'wallet.error_kyc_required' };
    default:
      return null;
  }
}
