import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { GAME_PATHS, HOME_ANNOUNCEMENT_GROUP, HOME_ANNOUNCEMENT_TYPES, announcementsValueSchema } from '../../../../contract';
import { MERCHANT_CODE } from '../../../config/env';

/** What one announcement request asks for: the types, and the banner group when there is one. */
export interface AnnouncementScope {
  types: string;
  groupName?: string;
}

/** The home's popup reads the home set (B,PL,PU,PR,H in group m_home), as the home does. */
export const HOME_SCOPE: AnnouncementScope = { types: HOME_ANNOUNCEMENT_TYPES, groupName: HOME_ANNOUNCEMENT_GROUP };
/** The notice and announcement lists: B,PL,PU without a group (games document, call catalogue). */
export const LIST_TYPES = 'B,PL,PU';
/** Agents ask for their own announcements (/m/member/notice?types=A). */
export const AGENT_TYPES = 'A';

export const announcementKeys = {
  list: (scope: AnnouncementScope, memberId: number | null) => ['announcements', 'list', scope.types, scope.groupName ?? '', memberId] as const,
  all: () => ['announcements'] as const,
};

/**
 * The notice lists (read flags are per member, so the member is in the key).
 * Kept offline: notices are broadcast content, and a player who opens one
 * offline has their read mark sent later.
 */
export function announcementsQueryOptions(scope: AnnouncementScope, memberId: number | null) {
  return queryOptions({
    queryKey: announcementKeys.list(scope, memberId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: GAME_PATHS.announcements,
        query: { types: scope.types, groupName: scope.groupName, platform: 'M', merchantCode: MERCHANT_CODE },
        schema: announcementsValueSchema,
        signal,
      }),
    meta: { persist: true },
  });
}

export function useAnnouncements(scope: AnnouncementScope, memberId: number | null) {
  return useQuery(announcementsQueryOptions(scope, memberId));
}
