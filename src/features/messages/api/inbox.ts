import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { INBOX_PAGE_SIZE, inboxPageValueSchema, MESSAGE_PATHS, type InboxPage } from '../../../../contract/messages';
import { messageKeys } from '../../../api/messages/keys';
import { keptOffline } from '../../../api/kept-offline';

export function nextInboxPage(last: Pick<InboxPage, 'pageNo' | 'totalPages'>): number | undefined {
  return last.pageNo < last.totalPages ? last.pageNo + 1 : undefined;
}

/** CSP_getInbox, page by page. Kept offline (docs/decisions/0089): a seen inbox reads without a network. */
export const inboxQuery = (member: string, language: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.inbox(member, language),
    queryFn: ({ pageParam, signal }) =>
      apiRequest({ path: MESSAGE_PATHS.inbox, query: { pageNo: pageParam, pageSize: INBOX_PAGE_SIZE }, schema: inboxPageValueSchema, signal }),
    initialPageParam: 1,
    getNextPageParam: nextInboxPage,
    ...keptOffline,
  });
