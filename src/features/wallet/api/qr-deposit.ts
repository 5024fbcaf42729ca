import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { keptOffline } from '../../../api/kept-offline';
import { memberKey, useSession } from '../../../platform/session';
import { useLanguage } from '../../../i18n/use-language';
import { GATEWAY } from '../../../../contract/payments';
import {
  QR_DEPOSIT_PATHS, depositPromotionsValueSchema, qrChannelsValueSchema, type QrDepositPayload,
} from '../../../../contract/qr-deposits';
import { depositOrderSchema, type DepositOrder } from '../../../../contract/wallet';
import { useMoneyAction } from '../hooks/use-money-action';
import { walletKeys } from './keys';

/**
 * Alipay, QQ Wallet and WeChat Pay (docs/decisions/0103): the channels the
 * operator configured (public, kept offline as the other methods are, read
 * again after a minute and whenever the server refuses one), the promotions
 * this member may accept with a deposit, and the order.
 */
export const qrChannelsQuery = () =>
  queryOptions({
    queryKey: walletKeys.qrChannels(),
    queryFn: ({ signal }) => apiRequest({ path: QR_DEPOSIT_PATHS.channels, schema: qrChannelsValueSchema, signal }),
    staleTime: 60_000,
    ...keptOffline,
  });

export function useQrChannels() {
  return useQuery(qrChannelsQuery());
}

export function refreshQrChannels(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: qrChannelsQuery().queryKey });
}

/** The member's eligible promotions: private, never kept; after every money action they load again (a use may be taken). */
export function useDepositPromotions() {
  const member = memberKey(useSession());
  const language = useLanguage();
  return useQuery({
    queryKey: walletKeys.depositPromotions(member, language),
    queryFn: ({ signal }) => apiRequest({ path: QR_DEPOSIT_PATHS.promotions, schema: depositPromotionsValueSchema, signal }),
    staleTime: 30_000,
  });
}

/** A QR channel's order, from the mobile site (gateway 3): its answer carries the code to scan and/or the pay URL. */
export function createQrDeposit(payload: QrDepositPayload): Promise<DepositOrder> {
  return apiRequest({ method: 'POST', path: QR_DEPOSIT_PATHS.deposit, body: { ...payload, gateway: GATEWAY.MOBILE }, schema: depositOrderSchema });
}

export function useCreateQrDeposit() {
  return useMoneyAction(createQrDeposit);
}
