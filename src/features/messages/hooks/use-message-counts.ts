import { useQuery } from '@tanstack/react-query';
import { useFlag } from '../../../api/system/flags';
import { memberKey, useSession } from '../../../platform/session';
import { chatUnreadQuery } from '../api/chat-unread';
import { inboxUnreadQuery } from '../../../api/messages/inbox-unread';
import { countRules } from '../model/counts';

/** The inbox and chat unread counts, loaded only where the spec allows (0 otherwise). */
export function useMessageCounts() {
  const session = useSession();
  const rules = countRules(session, useFlag('CBS3'));
  const member = memberKey(session);
  const inbox = useQuery(inboxUnreadQuery(member, rules.inbox)).data ?? 0;
  const chat = useQuery(chatUnreadQuery(member, rules.chat)).data ?? 0;
  return { inbox: rules.inbox ? inbox : 0, chat: rules.chat ? chat : 0, rules };
}
