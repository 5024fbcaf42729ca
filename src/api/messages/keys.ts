/** Query keys of the message centre; the member is in every key (counts and lists are per member). */
export const messageKeys = {
  all: () => ['messages'] as const,
  inboxUnread: (member: string) => ['messages', member, 'inboxUnread'] as const,
  chatUnread: (member: string) => ['messages', member, 'chatUnread'] as const,
  inbox: (member: string, language: string) => ['messages', member, 'inbox', language] as const,
  /** The inbox list in every language (what a new message makes stale). */
  inboxLists: (member: string) => ['messages', member, 'inbox'] as const,
  myFeedback: (member: string) => ['messages', member, 'myFeedback'] as const,
};

/** Counts refresh this often while a screen shows them (and on focus / reconnect). */
export const COUNT_REFRESH_MS = 30_000;
/** Spec: unread count calls throttled to 250 ms. */
export const COUNT_THROTTLE_MS = 250;
