import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { GAME_PATHS, announcementsValueSchema, type WireLanguage } from '../../../contract';
import { MERCHANT_CODE } from '../../config/env';
import { useWireLanguage } from '../../i18n/use-language';
import { memberKey, useSession } from '../../platform/session';
import { announcementKeys } from './keys';
import { HOME_SCOPE, type AnnouncementScope } from './scope';

export { AGENT_TYPES, HOME_SCOPE, LIST_TYPES, type AnnouncementScope } from './scope';

export function fetchAnnouncements(scope: AnnouncementScope, signal?: AbortSignal) {
  return apiRequest({
    path: GAME_PATHS.announcements,
    query: { types: scope.types, groupName: scope.groupName, platform: 'M', merchantCode: MERCHANT_CODE },
    schema: announcementsValueSchema,
    signal,
  });
}

/**
 * One announcement request's answer, whoever shows it. Kept offline:
 * announcements are broadcast content, and a player who opens one offline
 * has their read mark sent later.
 */
export const announcementsQuery = (scope: AnnouncementScope, member: string, language: WireLanguage) =>
  queryOptions({
    queryKey: announcementKeys.list(member, scope, language),
    queryFn: ({ signal }) => fetchAnnouncements(scope, signal),
    meta: { persist: true },
  });

/** The signed-in member's (or the guest's) announcements in the language on screen. */
export function useAnnouncements(scope: AnnouncementScope) {
  return useQuery(announcementsQuery(scope, memberKey(useSession()), useWireLanguage()));
}

/**
 * The home's banners, ticker and lobby extras read the guest's copy (read
 * marks play no part in them): the server renders the first screen from it
 * and puts it into the page (src/app/boot-data.ts), for guests and members
 * alike.
 */
export const homeBannersQuery = (language: WireLanguage) => ({ ...announcementsQuery(HOME_SCOPE, memberKey(null), language), staleTime: 60_000 });
