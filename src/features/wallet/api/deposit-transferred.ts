import { apiRequest } from '../../../api/client';
import { WALLET_PATHS, depositOrderSchema, type DepositOrder } from '../../../../contract/wallet';
import { useMoneyAction } from '../hooks/use-money-action';

export function markTransferred(orderId: number): Promise<DepositOrder> {
  return apiRequest({ method: 'POST', path: WALLET_PATHS.depositTransferred, body: { orderId }, schema: depositOrderSchema });
}

/** "I have transferred": runs now or fails now, then the lists reload (the order shows as waiting). */
export function useMarkTransferred() {
  return useMoneyAction(markTransferred);
}
