import { apiRequest } from '../../../api/client';
import { WALLET_PATHS, bankCardSchema, type BankCard, type BindBankCardPayload } from '../../../../contract/wallet';
import { useMoneyAction } from '../hooks/use-money-action';

export function bindBankCard(payload: BindBankCardPayload): Promise<BankCard> {
  return apiRequest({ method: 'POST', path: WALLET_PATHS.bindBankCard, body: payload, schema: bankCardSchema });
}

export function useBindBankCard() {
  return useMoneyAction(bindBankCard);
}
