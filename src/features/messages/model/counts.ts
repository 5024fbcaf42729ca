/** The message-centre counts a player may load (spec: games document, rules). */
export interface CountRules {
  inbox: boolean;
  chat: boolean;
  announcements: boolean;
}

export const TRIAL_TYPE = 4;

/**
 * Badges only when logged in. Inbox counts for non-trial players; chat
 * counts only with CBS3 on and not for trial players; announcements for
 * every member (their read marks are per member).
 */
export function countRules(session: { type: number } | null, chatFlag: boolean): CountRules {
  if (!session) return { inbox: false, chat: false, announcements: false };
  const trial = session.type === TRIAL_TYPE;
  return { inbox: !trial, chat: chatFlag && !trial, announcements: !trial };
}

/** The total the footer's member tab and the side menu show. */
export function unreadTotal(counts: { inbox?: number; chat?: number; announcements?: number }): number {
  return (counts.inbox ?? 0) + (counts.chat ?? 0) + (counts.announcements ?? 0);
}
