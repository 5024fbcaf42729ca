import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { chatUnreadValueSchema, MESSAGE_PATHS } from '../../../../contract/messages';
import { throttled } from '../../../api/throttled';
import { COUNT_REFRESH_MS, COUNT_THROTTLE_MS, messageKeys } from '../../../api/messages/keys';

/** CBS_unreadCount → value.unReadCount (throttled 250 ms, errors silent: a badge is no reason for an alert). */
export const fetchChatUnread = throttled(
  async (signal) => (await apiRequest({ path: MESSAGE_PATHS.chatUnread, schema: chatUnreadValueSchema, signal })).unReadCount,
  COUNT_THROTTLE_MS,
);

export const chatUnreadQuery = (member: string, enabled: boolean) =>
  queryOptions({
    queryKey: messageKeys.chatUnread(member),
    queryFn: ({ signal }) => fetchChatUnread(signal),
    enabled,
    refetchInterval: COUNT_REFRESH_MS,
    retry: false,
  });
