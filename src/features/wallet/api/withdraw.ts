import { encryptedRequest } from '../../../api/encrypted-request';
import { WALLET_PATHS, withdrawOrderSchema, type WithdrawOrder, type WithdrawPayload } from '../../../../contract/wallet';
import { useMoneyAction } from '../hooks/use-money-action';

/** POST /wps/transaction/withdraw, encrypted (wps-protocol.md): the amount is held at once. */
export function createWithdrawal(payload: WithdrawPayload): Promise<WithdrawOrder> {
  return encryptedRequest({ method: 'POST', path: WALLET_PATHS.withdraw, body: payload, schema: withdrawOrderSchema });
}

export function useCreateWithdrawal() {
  return useMoneyAction(createWithdrawal);
}
