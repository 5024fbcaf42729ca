import { dateYMD } from '../../../i18n/format';
import { roleOf, type Session } from '../../../platform/session';

/** Spec: read marks only for logged-in players who are not trial (type 4) users. */
export function canMarkRead(session: Session | null): boolean {
  const role = roleOf(session);
  return role === 'member' || role === 'agent';
}

/** A one-line preview of operator HTML: tags dropped, whitespace folded. */
export function previewText(html: string, max = 80): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** YYYY/MM/DD in local time, as the announcement table shows dates (one format module: src/i18n/format.ts). */
export const formatDate = (epochMs: number): string => dateYMD(epochMs);

/** Announcement types for agents only; the server sends them to nobody else either. */
const AGENT_ONLY_TYPES = ['A'];

/** Whether a notice list asks for agent-only types that this person may not read (then the page shows the member list). */
export function asksForAgentOnly(types: string, session: Session | null): boolean {
  if (roleOf(session) === 'agent') return false;
  return types.split(',').some((type) => AGENT_ONLY_TYPES.includes(type.trim().toUpperCase()));
}
