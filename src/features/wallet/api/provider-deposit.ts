import { apiRequest } from '../../../api/client';
import { encryptedRequest } from '../../../api/encrypted-request';
import { GATEWAY, PAYMENT_PATHS, type CardDepositPayload, type WalletDepositPayload } from '../../../../contract/payments';
import { depositOrderSchema, type DepositOrder } from '../../../../contract/wallet';
import { useMoneyAction } from '../hooks/use-money-action';

/** An e-wallet deposit order; its answer names the provider's pay page (docs/decisions/0071). Started from the mobile site (gateway 3). */
export function createWalletDeposit(payload: WalletDepositPayload): Promise<DepositOrder> {
  return apiRequest({ method: 'POST', path: PAYMENT_PATHS.walletDeposit, body: { ...payload, gateway: GATEWAY.MOBILE }, schema: depositOrderSchema });
}

/** A scratch-card deposit, sealed as login is: the card's PIN never travels in clear. */
export function createCardDeposit(payload: CardDepositPayload): Promise<DepositOrder> {
  return encryptedRequest({ method: 'POST', path: PAYMENT_PATHS.cardDeposit, body: { ...payload, gateway: GATEWAY.MOBILE }, schema: depositOrderSchema });
}

/** Both run now or fail now (never queued), then the balance and lists reload. */
export function useCreateWalletDeposit() {
  return useMoneyAction(createWalletDeposit);
}

export function useCreateCardDeposit() {
  return useMoneyAction(createCardDeposit);
}
