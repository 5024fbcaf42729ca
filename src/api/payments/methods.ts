import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { paymentKeys } from './keys';
import { keptOffline } from '../kept-offline';
import { PAYMENT_PATHS, paymentMethodsValueSchema, type PaymentMethodsValue } from '../../../contract/payments';

export function fetchPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodsValue> {
  return apiRequest({ path: PAYMENT_PATHS.methods, schema: paymentMethodsValueSchema, signal });
}

/**
 * The deposit methods the server has on, with limits and fees
 * (docs/decisions/0071): the deposit screen offers exactly these, and the
 * footer names them. Public, so kept offline; read again after a minute
 * and whenever the server refuses a method as switched off.
 */
export const paymentMethodsQuery = () =>
  queryOptions({ queryKey: paymentKeys.methods(), queryFn: ({ signal }) => fetchPaymentMethods(signal), staleTime: 60_000, ...keptOffline });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQuery());
}

/** After a refusal of a method that was switched off meanwhile: what is offered loads again. */
export function refreshPaymentMethods(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: paymentKeys.all() });
}
