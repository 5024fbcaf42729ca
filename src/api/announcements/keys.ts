import type { AnnouncementScope } from './scope';

/**
 * Query keys of the announcements (banners, notices, popups, agent notices),
 * `[domain, member, resource, …params, language]` (src/api/query-keys.ts).
 * The server translates titles and contents, so the language is in every
 * key: a language switch reads them again instead of showing the persisted
 * copy in the other language. Read marks are per member, hence the member.
 */
export const announcementKeys = {
  all: () => ['announcements'] as const,
  list: (member: string, scope: AnnouncementScope, language: string) =>
    ['announcements', member, 'list', scope.types, scope.groupName ?? '', language] as const,
};
