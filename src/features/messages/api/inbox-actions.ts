import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { MESSAGE_PATHS } from '../../../../contract/messages';
import { messageKeys } from '../../../api/messages/keys';

/** Open (marks read), delete and mark-all-read; each refreshes the inbox and its badge. */
export function useInboxActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: messageKeys.all() });
  const markRead = useMutation({
    mutationFn: (id: number) => apiRequest({ method: 'POST', path: MESSAGE_PATHS.inboxRead, body: { id }, schema: v.unknown() }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest({ method: 'DELETE', path: MESSAGE_PATHS.inboxDelete, body: { id }, schema: v.unknown() }),
    onSettled,
  });
  const markAll = useMutation({
    mutationFn: () => apiRequest({ method: 'POST', path: MESSAGE_PATHS.inboxReadAll, body: {}, schema: v.unknown() }),
    onSettled,
  });
  return { markRead, remove, markAll };
}
