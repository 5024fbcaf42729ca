import * as v from 'valibot';
import { MutationObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { THROTTLE_MS } from '../../../config/constants';
import { spacedCalls } from '../model/spaced-calls';
import { apiRequest } from '../../../api/client';
import { GAME_PATHS, type AnnouncementsValue } from '../../../../contract';
import { announcementKeys } from '../../../api/announcements/keys';

const MARK_READ_KEY = ['announcements', 'markRead'] as const;

interface MarkReadVariables {
  announcementId: number;
}

function markRead({ announcementId }: MarkReadVariables): Promise<unknown> {
  return apiRequest({
    method: 'POST',
    path: GAME_PATHS.markAnnouncementRead,
    body: { announcementId, read: true },
    schema: v.unknown(),
  });
}

/**
 * Registered at start-up, before paused mutations resume: a read mark made
 * offline (and persisted) knows how to send itself after a restart.
 */
export function registerAnnouncementMutations(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(MARK_READ_KEY, {
    mutationFn: markRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all() }),
  });
}

function markLocally(data: AnnouncementsValue | undefined, id: number): AnnouncementsValue | undefined {
  if (!data) return data;
  const mark = <T extends { id: number; read: boolean }>(items: T[]) => items.map((item) => (item.id === id ? { ...item, read: true } : item));
  return { ...data, player: mark(data.player), popup: mark(data.popup), hot: mark(data.hot) };
}

/** One send line per client: the mark POSTs are spaced THROTTLE_MS.markRead apart (spec). */
const sendLines = new WeakMap<QueryClient, (announcementId: number) => void>();

function sendLineOf(queryClient: QueryClient): (announcementId: number) => void {
  let line = sendLines.get(queryClient);
  if (!line) {
    line = spacedCalls<number>(THROTTLE_MS.markRead, (announcementId) => {
      // a mutation per mark, under the registered defaults: it persists and resumes offline
      void new MutationObserver<unknown, Error, MarkReadVariables>(queryClient, { mutationKey: MARK_READ_KEY })
        .mutate({ announcementId })
        .catch(() => undefined);
    });
    sendLines.set(queryClient, line);
  }
  return line;
}

/** Unread becomes read on screen at once; then the server is told (throttled) and the lists reload. */
export function useMarkRead(): (announcementId: number) => void {
  const queryClient = useQueryClient();
  return (announcementId) => {
    queryClient.setQueriesData<AnnouncementsValue>({ queryKey: announcementKeys.all() }, (data) => markLocally(data, announcementId));
    sendLineOf(queryClient)(announcementId);
  };
}
