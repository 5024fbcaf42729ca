import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshBalance } from '../../../api/wallet/balance';
import { useWireLanguage } from '../../../i18n/use-language';
import { LIVE_TABLE_PATHS, tablesLobbySchema, tableStateSchema, type TablesLobby, type TableState } from '../../../../contract/live-tables';
import { playKeys } from './keys';

/** How often an open table asks for its round: the countdown runs on the screen, the phases come from the server. */
export const TABLE_POLL_MS = 1_000;
/** A lobby of tables changes less: its timers only show how far each round is. */
export const LOBBY_POLL_MS = 3_000;

/** What the server answered, with the moment it arrived: the screen counts the server's clock on from there. */
export type Timed<T> = T & { receivedAt: number };

const tableKey = (ticket: string, language: string) => [...playKeys.all(), ticket, 'table', language] as const;
const lobbyKey = (ticket: string, language: string) => [...playKeys.all(), ticket, 'tables-lobby', language] as const;

export const tableStateQuery = (ticket: string, language: string) =>
  queryOptions({
    queryKey: tableKey(ticket, language),
    queryFn: async ({ signal }): Promise<Timed<TableState>> => {
      const value = await apiRequest({ path: LIVE_TABLE_PATHS.state, query: { ticket }, schema: tableStateSchema, signal });
      return { ...value, receivedAt: Date.now() };
    },
    staleTime: 0,
    retry: false,
    refetchInterval: TABLE_POLL_MS,
  });

/** The table, its round, the member's chips on it, the road and the balance; asked every second while the screen is open. */
export function useTableState(ticket: string | null) {
  const language = useWireLanguage();
  return useQuery({ ...tableStateQuery(ticket ?? '', language), enabled: ticket !== null });
}

/** Chips on the round the screen shows: the request id is kept by the caller until an answer comes, so a retry never stakes twice. */
export function usePlaceBets(ticket: string, language: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ask: { roundId: number; requestId: string; bets: { spot: string; amount: number }[] }): Promise<Timed<TableState>> => {
      const value = await apiRequest({ method: 'POST', path: LIVE_TABLE_PATHS.bet, body: { ticket, ...ask }, schema: tableStateSchema });
      return { ...value, receivedAt: Date.now() };
    },
    onSuccess: (value) => {
      client.setQueryData(tableKey(ticket, language), value);
      void refreshBalance(client);
    },
  });
}

/** A live vendor's tables, each with its round and road (the lobby game's ticket). */
export function useTablesLobby(ticket: string | null) {
  const language = useWireLanguage();
  return useQuery({
    queryKey: lobbyKey(ticket ?? '', language),
    queryFn: async ({ signal }): Promise<Timed<TablesLobby>> => {
      const value = await apiRequest({ path: LIVE_TABLE_PATHS.lobby, query: { ticket: ticket ?? '' }, schema: tablesLobbySchema, signal });
      return { ...value, receivedAt: Date.now() };
    },
    enabled: ticket !== null,
    staleTime: 0,
    retry: false,
    refetchInterval: LOBBY_POLL_MS,
  });
}
