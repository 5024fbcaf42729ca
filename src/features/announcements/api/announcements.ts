import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { GAME_PATHS, HOME_ANNOUNCEMENT_TYPES, announcementsValueSchema } from '../../../api/contract';
import { MERCHANT_CODE } from '../../../config/env';

/** Announcement types of the notice lists: everything but agents'; agents ask for A. */
export const DEFAULT_TYPES = HOME_ANNOUNCEMENT_TYPES;

export const announcementKeys = {
  list: (types: string, memberId: number | null) => ['announcements', 'list', types, memberId] as const,
  all: () => ['announcements'] as const,
};

/**
 * The notice lists (read flags are per member, so the member is in the key).
 * Kept offline: notices are broadcast content, and a player who opens one
 * offline has their read mark sent later.
 */
export function announcementsQueryOptions(types: string, memberId: number | null) {
  return queryOptions({
    queryKey: announcementKeys.list(types, memberId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: GAME_PATHS.announcements,
        query: { types, groupName: 'm_home', platform: 'M', merchantCode: MERCHANT_CODE },
        schema: announcementsValueSchema,
        signal,
      }),
    meta: { persist: true },
  });
}

export function useAnnouncements(types: string, memberId: number | null) {
  return useQuery(announcementsQueryOptions(types, memberId));
}
