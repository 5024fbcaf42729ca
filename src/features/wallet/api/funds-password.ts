import { encryptedRequest } from '../../../api/encrypted-request';
import { WALLET_PATHS, fundsValueSchema, type FundsPasswordPayload, type FundsValue } from '../../../../contract/wallet';
import { useMoneyAction } from '../hooks/use-money-action';

/** Set or change: encrypted as login is, so neither PIN travels in clear. */
export function saveFundsPassword(payload: FundsPasswordPayload): Promise<FundsValue> {
  return encryptedRequest({ method: 'PUT', path: WALLET_PATHS.fundsPassword, body: payload, schema: fundsValueSchema });
}

export function useSaveFundsPassword() {
  return useMoneyAction(saveFundsPassword);
}
