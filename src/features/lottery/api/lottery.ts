import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshBalance } from '../../../api/wallet/balance';
import { useWireLanguage } from '../../../i18n/use-language';
import {
  drawsListSchema, gameNumeroSchema, LOTTERY_PATHS, lotteryStateSchema, orderDetailSchema, ordersPageSchema, type SubOrderAsk,
} from '../../../../contract/lottery';

/**
 * Query keys of the lottery screen (src/api/query-keys.ts): `[domain,
 * resource, …params, language]`; every answer is the member's and fresh.
 */
export const lotteryKeys = {
  all: () => ['lottery'] as const,
  state: (nodeId: string, language: string) => ['lottery', 'state', nodeId, language] as const,
  draws: (gameCode: string) => ['lottery', 'draws', gameCode] as const,
  numero: (gameCode: string, latestIssue: number) => ['lottery', 'numero', gameCode, latestIssue] as const,
  orders: (gameCode: string) => ['lottery', 'orders', gameCode] as const,
};

export function useLotteryState(nodeId: string) {
  const language = useWireLanguage();
  return useQuery(queryOptions({
    queryKey: lotteryKeys.state(nodeId, language),
    queryFn: ({ signal }) => apiRequest({ path: LOTTERY_PATHS.state, query: { nodeId }, schema: lotteryStateSchema, signal }),
    staleTime: 0,
    retry: false,
  }));
}

export function useRecentDraws(gameCode: string, refetchMs: number | false) {
  return useQuery({
    refetchInterval: refetchMs,
    queryKey: lotteryKeys.draws(gameCode),
    queryFn: ({ signal }) => apiRequest({ path: LOTTERY_PATHS.draws, query: { gameCode }, schema: drawsListSchema, signal }),
    // the game's code comes with the state: no call before it (the server refuses an empty one)
    enabled: gameCode !== '',
    staleTime: 0,
  });
}

/** Game numero over the latest draws (docs/decisions/0102), asked again when a newer draw is in the results. */
export function useGameNumero(gameCode: string, latestIssue: number | undefined) {
  return useQuery({
    queryKey: lotteryKeys.numero(gameCode, latestIssue ?? 0),
    queryFn: ({ signal }) => apiRequest({ path: LOTTERY_PATHS.numero, query: { gameCode }, schema: gameNumeroSchema, signal }),
    enabled: gameCode !== '' && latestIssue !== undefined,
    placeholderData: (previous) => previous,
  });
}

/** How many of the member's latest orders the screen shows with their sub-orders. */
const RECENT_ORDERS = 6;

/** The member's latest orders of the game, each with its sub-orders (the open draw's first, then settled ones). */
export function useRecentOrders(gameCode: string, refetchMs: number | false) {
  return useQuery({
    queryKey: lotteryKeys.orders(gameCode),
    queryFn: async ({ signal }) => {
      const page = await apiRequest({ path: LOTTERY_PATHS.orders, query: { gameCode, status: 'all' }, schema: ordersPageSchema, signal });
      return Promise.all(page.list.slice(0, RECENT_ORDERS).map((o) =>
        apiRequest({ path: LOTTERY_PATHS.orderDetail, query: { orderId: String(o.orderId) }, schema: orderDetailSchema, signal })));
    },
    enabled: gameCode !== '',
    staleTime: 0,
    refetchInterval: refetchMs,
  });
}

/** After an order, a cancel or a draw: the draw's orders, the results and every balance load again. */
function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: lotteryKeys.all() }), refreshBalance(client)]);
}

export function usePlaceOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ask: { gameCode: string; issue: number; subOrders: SubOrderAsk[]; requestId: string }) =>
      apiRequest({ method: 'POST', path: LOTTERY_PATHS.orders, body: ask, schema: orderDetailSchema }),
    onSettled: refresh,
  });
}

export function useCancelSubOrders() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ask: { orderId: number; subOrderIds: number[] }) =>
      apiRequest({ method: 'POST', path: LOTTERY_PATHS.cancelSubOrders, body: ask, schema: orderDetailSchema }),
    onSettled: refresh,
  });
}

export { useRefresh as useLotteryRefresh };
