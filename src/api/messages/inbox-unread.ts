import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { MESSAGE_PATHS, unreadCountValueSchema } from '../../../contract/messages';
import { throttled } from '../throttled';
import { COUNT_REFRESH_MS, COUNT_THROTTLE_MS, messageKeys } from './keys';

/** CSP_unreadCount: a number. */
export const fetchInboxUnread = throttled(
  (signal) => apiRequest({ path: MESSAGE_PATHS.inboxUnread, schema: unreadCountValueSchema, signal }),
  COUNT_THROTTLE_MS,
);

export const inboxUnreadQuery = (member: string, enabled: boolean) =>
  queryOptions({
    queryKey: messageKeys.inboxUnread(member),
    queryFn: ({ signal }) => fetchInboxUnread(signal),
    enabled,
    refetchInterval: COUNT_REFRESH_MS,
  });
